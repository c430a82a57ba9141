import { Alert, Link, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';

import type { Session } from '../api/types';
import { LoginForm } from '../components/Auth/LoginForm';
import { showLoginFailure } from '../components/Auth/loginErrors';
import { MfaChallengeForm, type MfaStep } from '../components/Auth/MfaChallengeForm';
import { mfaStepReason } from '../components/Auth/mfaStepReason';
import { OAuthButtons } from '../components/Auth/OAuthButtons';
import { OrDivider } from '../components/Auth/OrDivider';
import { useMfaStepFromUrl } from '../components/Auth/useMfaStepFromUrl';
import { PageHeader } from '../components/Common/PageHeader';
import { PageShell } from '../components/Common/PageShell';
import { Panel } from '../components/Common/Panel';
import { landingForUrlSession, readUrlAuth } from '../auth/urlSession';
import { useAuth } from '../hooks/useAuth';
import { usePageTitle } from '../hooks/usePageTitle';
import { paths, registerPath, registerStepPath, safeNextPath } from './paths';

const unexpected = 'Ocorreu um erro inesperado. Tente novamente mais tarde.';

/** The TOTP step under way, and where its session goes. */
interface PendingMfa {
  step: MfaStep;
  /** A link's or a provider's own landing; null: the usual one after a password. */
  landing: string | null;
  /** Shown under the title when a link or a provider, not a password, began the sign-in. */
  reason?: string;
}

/** /login and /Login (routes match without regard to case). */
export function LoginPage() {
  usePageTitle('Entrar');
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  // A recovery or magic link, or an outside provider, may arrive here with the TOTP step to do.
  const urlStep = useMfaStepFromUrl();
  const [challenge, setChallenge] = useState<PendingMfa | null>(() =>
    urlStep
      ? {
          step: { mfa_token: urlStep.mfaToken, factors: urlStep.factors },
          landing: landingForUrlSession(urlStep, paths.login),
          reason: mfaStepReason(urlStep),
        }
      : null,
  );
  const [expired, setExpired] = useState<string | null>(null);
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
    queueMicrotask(() => showLoginFailure(oauthError));
  }, [oauthError]);

  const finish = (session: Session, event: 'SIGNED_IN' | 'MFA_CHALLENGE_VERIFIED', landing: string | null = null) => {
    signIn(session, event);
    // /validate sends a complete profile to the dashboard and an incomplete one to the profile.
    navigate(landing ?? next ?? paths.validate, { replace: true });
  };

  const restart = (expiredMessage?: string) => {
    setExpired(expiredMessage ?? null);
    setChallenge(null);
  };

  return (
    <PageShell width="narrow">
      <PageHeader
        title={challenge ? 'Verificação em duas etapas' : 'Entrar na sua conta'}
        subtitle={
          challenge
            ? challenge.reason
            : continuingRegistration
              ? 'E-mail confirmado! Entre com seu e-mail e senha para escolher seu plano.'
              : 'Bom te ver de novo! Entre para baixar e compartilhar sons.'
        }
      />
      <Panel>
        {challenge ? (
          <MfaChallengeForm
            challenge={challenge.step}
            onSession={(session) => finish(session, 'MFA_CHALLENGE_VERIFIED', challenge.landing)}
            onRestart={restart}
          />
        ) : (
          <Stack gap="5">
            {(expired ?? oauthError) && (
              // Chakra's Alert is not a live region by itself: say it as it appears.
              <Alert.Root status="error" rounded="xl" role="alert">
                <Alert.Indicator />
                <Alert.Title>{expired ?? oauthError}</Alert.Title>
              </Alert.Root>
            )}
            <LoginForm
              defaultEmail={defaultEmail}
              onSession={(session) => finish(session, 'SIGNED_IN')}
              onMfaRequired={(step) => {
                setExpired(null);
                setChallenge({ step, landing: null });
              }}
            />
            <OrDivider />
            <OAuthButtons next={next} />
          </Stack>
        )}
      </Panel>
      {!challenge && (
        <Text mt="6" textAlign="center" color="fg.muted">
          Ainda não tem conta?{' '}
          <Link asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to={next && !continuingRegistration ? registerPath(next) : paths.onboardingRegister}>
              Cadastre-se grátis
            </RouterLink>
          </Link>
        </Text>
      )}
    </PageShell>
  );
}
