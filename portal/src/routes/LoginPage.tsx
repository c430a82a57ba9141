import { Alert, Link, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';

import type { Session } from '../api/types';
import { LoginForm, type MfaRequired } from '../components/Auth/LoginForm';
import { MfaChallengeForm } from '../components/Auth/MfaChallengeForm';
import { OAuthButtons } from '../components/Auth/OAuthButtons';
import { OrDivider } from '../components/Auth/OrDivider';
import { PageHeader } from '../components/Common/PageHeader';
import { PageShell } from '../components/Common/PageShell';
import { Panel } from '../components/Common/Panel';
import { toaster } from '../components/ui/toaster';
import { readUrlAuth } from '../auth/urlSession';
import { useAuth } from '../hooks/useAuth';
import { usePageTitle } from '../hooks/usePageTitle';
import { paths, registerStepPath, safeNextPath } from './paths';

const unexpected = 'Ocorreu um erro inesperado. Tente novamente mais tarde.';

/** /login and /Login (routes match without regard to case). */
export function LoginPage() {
  usePageTitle('Entrar');
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [challenge, setChallenge] = useState<MfaRequired | null>(null);
  const defaultEmail = (location.state as { email?: string } | null)?.email;
  // /login?next=…: where to go after signing in (registration step 4 sends the new account back there).
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next'));
  const continuingRegistration = next?.toLowerCase().startsWith(registerStepPath(4)) ?? false;

  // A failed outside-provider login comes back as /login#error=oauth&error_description=…
  const fromUrl = readUrlAuth(location.hash);
  const oauthError = fromUrl.kind === 'error' ? (fromUrl.description ?? unexpected) : null;
  useEffect(() => {
    if (!oauthError) return;
    // The toaster renders synchronously, which React refuses during an effect.
    queueMicrotask(() =>
      toaster.create({ id: 'oauth-error', type: 'error', title: `Problema ao tentar fazer login: ${oauthError}` }),
    );
  }, [oauthError]);

  const finish = (session: Session, event: 'SIGNED_IN' | 'MFA_CHALLENGE_VERIFIED') => {
    signIn(session, event);
    // /validate sends a complete profile to the dashboard and an incomplete one to the profile.
    navigate(next ?? paths.validate, { replace: true });
  };

  return (
    <PageShell width="narrow">
      <PageHeader
        title={challenge ? 'Verificação em duas etapas' : 'Entrar na sua conta'}
        subtitle={
          challenge
            ? undefined
            : continuingRegistration
              ? 'E-mail confirmado! Entre com seu e-mail e senha para escolher seu plano.'
              : 'Bom te ver de novo! Entre para baixar e compartilhar sons.'
        }
      />
      <Panel>
        {challenge ? (
          <MfaChallengeForm
            challenge={challenge}
            onSession={(session) => finish(session, 'MFA_CHALLENGE_VERIFIED')}
            onRestart={() => setChallenge(null)}
          />
        ) : (
          <Stack gap="5">
            {oauthError && (
              <Alert.Root status="error" rounded="xl">
                <Alert.Indicator />
                <Alert.Title>{oauthError}</Alert.Title>
              </Alert.Root>
            )}
            <LoginForm
              defaultEmail={defaultEmail}
              onSession={(session) => finish(session, 'SIGNED_IN')}
              onMfaRequired={setChallenge}
            />
            <OrDivider />
            <OAuthButtons />
          </Stack>
        )}
      </Panel>
      {!challenge && (
        <Text mt="6" textAlign="center" color="fg.muted">
          Ainda não tem conta?{' '}
          <Link asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to={paths.onboardingRegister}>Cadastre-se grátis</RouterLink>
          </Link>
        </Text>
      )}
    </PageShell>
  );
}
