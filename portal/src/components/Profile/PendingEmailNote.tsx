import { Text } from '@chakra-ui/react';

/**
 * Under the e-mail field while a new address waits for its link: the account still signs in
 * with the current one. The field points here with aria-describedby. A long address breaks
 * anywhere and keeps its full stop, so a wrapped line never starts with it.
 */
export function PendingEmailNote({ id, pendingEmail }: { id: string; pendingEmail: string }) {
  return (
    <Text id={id} fontSize="sm" mt="2" px="3" py="2" rounded="md" bg="orange.subtle" color="orange.fg">
      Aguardando confirmação de{' '}
      <Text as="strong" wordBreak="break-all">
        {pendingEmail}.
      </Text>{' '}
      Abra o link que enviamos para concluir a troca.
    </Text>
  );
}
