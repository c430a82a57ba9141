import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';

import { OAuthButtons } from '../components/Auth/OAuthButtons';
import { OrDivider } from '../components/Auth/OrDivider';
import { PageHeader } from '../components/Common/PageHeader';
import { PageShell } from '../components/Common/PageShell';
import { Panel } from '../components/Common/Panel';
import { usePageTitle } from '../hooks/usePageTitle';
import { loginPath, paths, safeNextPath } from './paths';
import { rememberReturnTo } from './returnTo';

export function OnboardingRegisterPage() {
  usePageTitle('Crie sua conta');
  // ?next=: the page a visitor left to sign up (a shared sound), where the finished sign-up returns.
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next'));
  useEffect(() => rememberReturnTo(next), [next]);
  return (
    <PageShell width="narrow">
      <PageHeader
        title="Crie sua conta grátis"
        subtitle="Baixe, curta e compartilhe samples, acapelas e beats com artistas de todo o Brasil."
        backTo={paths.home}
        backLabel="Início"
      />
      <Panel>
        <Stack gap="4">
          <OAuthButtons next={next} />
          <OrDivider />
          <Button asChild colorPalette="brand" size="lg" rounded="full">
            <RouterLink to={paths.registerFirstStep}>Continuar com e-mail</RouterLink>
          </Button>
        </Stack>
      </Panel>
      <Text mt="6" textAlign="center" color="fg.muted">
        Já tem uma conta?{' '}
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to={next ? loginPath(next) : paths.login}>Entrar</RouterLink>
        </Link>
      </Text>
    </PageShell>
  );
}
