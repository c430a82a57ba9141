import { Alert, Box } from '@chakra-ui/react';
import { useSyncExternalStore } from 'react';

import { connection, type ConnectionState } from '../../api/connection';
import { layout } from '../../theme/layout';

const TEXTS: Record<Exclude<ConnectionState, 'online'>, { title: string; description: string }> = {
  offline: {
    title: 'Sem conexão com a internet.',
    description: 'O que está na tela pode estar desatualizado, e o que você fizer agora não chega ao Sampleteca.',
  },
  unreachable: {
    title: 'Não foi possível falar com o Sampleteca.',
    description: 'Verifique sua conexão: o que está na tela pode estar desatualizado.',
  },
};

/** Issue #29 §3: while the portal has no connection it says so on every page, until it is back. */
export function ConnectionNotice() {
  const state = useSyncExternalStore(connection.subscribe, connection.state);
  if (state === 'online') return null;
  const text = TEXTS[state];
  return (
    <Box position="sticky" top={layout.headerHeight} zIndex="sticky" px={{ base: '3', md: '6' }} pt="3">
      <Alert.Root status="warning" role="alert" rounded="xl" maxW="5xl" mx="auto" data-connection={state}>
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{text.title}</Alert.Title>
          <Alert.Description>{text.description}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    </Box>
  );
}
