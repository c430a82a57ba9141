import { Button, Circle, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

import { PageShell } from '../components/Common/PageShell';
import { Panel } from '../components/Common/Panel';
import { CheckIcon } from '../components/Icons/CheckIcon';
import { usePageTitle } from '../hooks/usePageTitle';
import { paths } from './paths';

/** Where the confirmation link lands; the registration tab (step 3) notices by itself. */
export function EmailConfirmedPage() {
  usePageTitle('E-mail confirmado');
  return (
    <PageShell width="narrow">
      <Panel>
        <Stack gap="5" align="center" textAlign="center">
          <Circle size="16" bg="green.subtle" color="green.fg">
            <CheckIcon boxSize="8" />
          </Circle>
          <Heading as="h1" size="2xl">
            Email confirmado com sucesso!
          </Heading>
          <Text color="fg.muted">
            Você já pode fechar esta aba e continuar o seu cadastro na aba em que ele começou.
          </Text>
          <Text color="fg.muted" fontSize="sm">
            Fechou a aba do cadastro? Sem problemas: sua conta já está ativa.
          </Text>
          <Button asChild variant="outline" rounded="full">
            <RouterLink to={paths.login}>Entrar na sua conta</RouterLink>
          </Button>
        </Stack>
      </Panel>
    </PageShell>
  );
}
