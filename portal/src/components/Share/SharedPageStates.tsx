import { Button, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

import { useAuth } from '../../hooks/useAuth';
import { loginPath, paths, registerPath } from '../../routes/paths';
import { NotFoundPanel } from '../Common/NotFoundPanel';
import { Panel } from '../Common/Panel';

/** A shared link to what is private, removed or never was: it says so and names nothing. */
export function SharedUnavailable({ what }: { what: string }) {
  const auth = useAuth();
  const signedIn = auth.status === 'authenticated';
  return (
    <NotFoundPanel
      title={`${what} indisponível`}
      reason="O link pode estar errado, ou o que ele mostrava não é mais público."
      action={
        signedIn
          ? { to: paths.dashboard, label: 'Explorar o catálogo' }
          : { to: paths.home, label: 'Conhecer o Sampleteca' }
      }
    />
  );
}

/** Below a shared page, for a visitor: the catalogue waits behind an account, made for free. */
export function JoinInvitation({ here, children }: { here: string; children: string }) {
  return (
    <Panel>
      <Stack direction={{ base: 'column', md: 'row' }} gap="4" align={{ base: 'stretch', md: 'center' }}>
        <Text flex="1" color="fg.muted">
          {children}
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <Button asChild colorPalette="brand" rounded="full">
            <RouterLink to={registerPath(here)}>Criar conta grátis</RouterLink>
          </Button>
          <Button asChild variant="outline" rounded="full">
            <RouterLink to={loginPath(here)}>Entrar</RouterLink>
          </Button>
        </Stack>
      </Stack>
    </Panel>
  );
}
