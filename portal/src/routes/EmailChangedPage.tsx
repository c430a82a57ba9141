import { Button, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { SuccessPage } from '../components/Common/SuccessPage';
import { useAuth } from '../hooks/useAuth';
import { usePageTitle } from '../hooks/usePageTitle';
import { paths } from './paths';

/** Where the link sent to a new address lands once the account uses it (the profile form asked for it). */
export function EmailChangedPage() {
  usePageTitle('E-mail alterado');
  const auth = useAuth();
  const signedIn = auth.status === 'authenticated';
  const { reloadUser } = auth;

  // A session opened before the change still holds the old address in its user.
  useEffect(() => {
    if (signedIn) reloadUser().catch(() => undefined);
  }, [signedIn, reloadUser]);

  return (
    <SuccessPage title="E-mail alterado com sucesso!">
      <Text color="fg.muted">
        A partir de agora, sua conta usa o novo endereço para entrar e para receber nossos e-mails.
      </Text>
      <Button asChild colorPalette="brand" rounded="full">
        {signedIn ? (
          <RouterLink to={paths.profileMe}>Ir para Meu Perfil</RouterLink>
        ) : (
          <RouterLink to={paths.login}>Entrar</RouterLink>
        )}
      </Button>
    </SuccessPage>
  );
}
