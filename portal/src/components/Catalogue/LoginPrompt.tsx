import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';

import { loginPath } from '../../routes/paths';
import { PageShell } from '../Common/PageShell';
import { Panel } from '../Common/Panel';

/** What a visitor sees on an artist or drum kit page (spec 02 §2). */
export function LoginPrompt() {
  const { pathname, search } = useLocation();
  return (
    <PageShell width="narrow">
      <Panel textAlign="center">
        <Stack gap="4" align="center">
          <Heading as="h1" size="xl">
            Você precisa fazer login
          </Heading>
          <Text color="fg.muted">Entre na sua conta para ouvir, curtir e baixar os sons desta página.</Text>
          <Button asChild colorPalette="brand" rounded="full">
            <RouterLink to={loginPath(`${pathname}${search}`)}>Fazer login</RouterLink>
          </Button>
        </Stack>
      </Panel>
    </PageShell>
  );
}
