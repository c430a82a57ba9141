import { Button, Heading, Stack, Text, Wrap } from '@chakra-ui/react';
import { useState } from 'react';

import { useAuth } from '../../hooks/useAuth';
import { toaster } from '../ui/toaster';

/** Sign-out scopes of spec 1 §4 beyond this device: the others only, or every one. */
export function SessionsSection() {
  const { signOut } = useAuth();
  const [pending, setPending] = useState<'others' | 'global' | null>(null);

  const endOthers = async () => {
    setPending('others');
    await signOut({ scope: 'others' });
    setPending(null);
    toaster.create({ type: 'success', title: 'Sessões dos outros dispositivos encerradas.' });
  };

  const endAll = async () => {
    setPending('global');
    await signOut({ scope: 'global' });
  };

  return (
    <Stack gap="4">
      <Stack gap="1">
        <Heading as="h3" size="md">
          Sessões
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          Perdeu um aparelho ou entrou num computador que não é seu? Encerre as outras sessões.
        </Text>
      </Stack>
      <Wrap gap="3">
        <Button
          variant="outline"
          size="sm"
          rounded="full"
          loading={pending === 'others'}
          onClick={() => void endOthers()}
        >
          Sair dos outros dispositivos
        </Button>
        <Button
          variant="ghost"
          size="sm"
          rounded="full"
          colorPalette="red"
          loading={pending === 'global'}
          onClick={() => void endAll()}
        >
          Sair de todos os dispositivos
        </Button>
      </Wrap>
    </Stack>
  );
}
