import { Alert, Badge, Button, HStack, Heading, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { ApiError } from '../api/apiError';
import { devMailboxKeys, emptyMailbox, listMailbox } from '../api/devMailbox';
import { PageShell } from '../components/Common/PageShell';
import { Panel } from '../components/Common/Panel';
import { usePageTitle } from '../hooks/usePageTitle';

const dateFormat = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'medium' });

/** /dev/mailbox: what the development SMTP server received. Linked from nowhere; off in production. */
export function DevMailboxPage() {
  usePageTitle('Caixa de e-mails (desenvolvimento)');
  const queryClient = useQueryClient();
  const mailbox = useQuery({
    queryKey: devMailboxKeys.all,
    queryFn: listMailbox,
    refetchInterval: 3000,
    retry: false,
  });
  const empty = useMutation({
    mutationFn: emptyMailbox,
    onSettled: () => queryClient.invalidateQueries({ queryKey: devMailboxKeys.all }),
  });

  const unavailable = mailbox.error instanceof ApiError && mailbox.error.status === 404;

  return (
    <PageShell width="wide">
      <HStack justify="space-between" wrap="wrap" gap="4" mb="6">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            Caixa de e-mails
          </Heading>
          <Text color="fg.muted">
            Ferramenta de desenvolvimento: e-mails enviados pela plataforma, mais novos primeiro.
          </Text>
        </Stack>
        <HStack gap="2">
          <Button variant="outline" rounded="full" onClick={() => void mailbox.refetch()} loading={mailbox.isFetching}>
            Atualizar
          </Button>
          <Button variant="ghost" rounded="full" onClick={() => empty.mutate()} loading={empty.isPending}>
            Esvaziar
          </Button>
        </HStack>
      </HStack>

      {mailbox.isPending && <Spinner />}
      {mailbox.isError && (
        <Alert.Root status="error" rounded="xl">
          <Alert.Indicator />
          <Alert.Title>
            {unavailable
              ? 'A caixa de e-mails só existe em desenvolvimento.'
              : 'Não foi possível ler a caixa de e-mails.'}
          </Alert.Title>
        </Alert.Root>
      )}
      {mailbox.data?.length === 0 && <Text color="fg.muted">Nenhum e-mail recebido.</Text>}

      <Stack as="ul" listStyleType="none" gap="4">
        {mailbox.data?.map((message) => (
          <Panel as="li" key={message.id} p={{ base: '4', md: '6' }}>
            <Stack gap="2">
              <HStack justify="space-between" wrap="wrap" gap="2">
                <Heading as="h2" size="md">
                  {message.subject}
                </Heading>
                <Badge variant="surface">{dateFormat.format(new Date(message.receivedAt))}</Badge>
              </HStack>
              <Text color="fg.muted" fontSize="sm">
                Para: {message.to.join(', ')}
              </Text>
              <Text fontSize="sm" whiteSpace="pre-wrap" lineClamp={4}>
                {message.text}
              </Text>
              {message.links.length > 0 && (
                <Stack as="ul" listStyleType="none" gap="1">
                  {message.links.map((link) => (
                    <li key={link}>
                      <Link href={link} color="brand.fg" overflowWrap="anywhere" fontSize="sm">
                        {link}
                      </Link>
                    </li>
                  ))}
                </Stack>
              )}
            </Stack>
          </Panel>
        ))}
      </Stack>
    </PageShell>
  );
}
