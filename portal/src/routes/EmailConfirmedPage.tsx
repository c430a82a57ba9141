import { Button, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

import { SuccessPage } from '../components/Common/SuccessPage';
import { usePageTitle } from '../hooks/usePageTitle';
import { paths } from './paths';

/** Where the confirmation link lands; the registration tab (step 3) notices by itself. */
export function EmailConfirmedPage() {
  usePageTitle('E-mail confirmado');
  return (
    <SuccessPage title="Email confirmado com sucesso!">
      <Text color="fg.muted">Você já pode fechar esta aba e continuar o seu cadastro na aba em que ele começou.</Text>
      <Text color="fg.muted" fontSize="sm">
        Fechou a aba do cadastro? Sem problemas: sua conta já está ativa.
      </Text>
      <Button asChild variant="outline" rounded="full">
        <RouterLink to={paths.login}>Entrar na sua conta</RouterLink>
      </Button>
    </SuccessPage>
  );
}
