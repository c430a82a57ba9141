import { Avatar, Box, Button, Float, HStack, IconButton, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { fetchNotifications, followKeys, markNotificationsRead, type Notifications } from '../../api/follows';
import { useEngaged } from '../../lib/useEngaged';
import { paths } from '../../routes/paths';
import { soundSharePath } from '@sampleteca/clients-shared/routes';
import { BellIcon } from './BellIcon';
import { useNewsEvents } from './useNewsEvents';

const when = (iso: string) =>
  new Date(iso).toLocaleString('pt-BR', { day: '2-digit', month: 'short', hour: '2-digit', minute: '2-digit' });

/**
 * The header's bell: how many new sounds the producers I follow published since I last looked,
 * live; opening it lists them (the new ones in bold) and marks them read.
 */
export function NewsBell() {
  const queryClient = useQueryClient();
  const news = useQuery({ queryKey: followKeys.notifications, queryFn: fetchNotifications });
  // Live once the person is here (useEngaged): until then the count fetched above stands.
  const engaged = useEngaged();
  useNewsEvents(news.isSuccess && engaged);
  // Opening the bell reads the news: the count goes at once, the list keeps what was new until it closes.
  const read = useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: () =>
      queryClient.setQueryData<Notifications>(followKeys.notifications, (old) => old && { ...old, unread: 0 }),
  });
  const seen = () =>
    queryClient.setQueryData<Notifications>(followKeys.notifications, (old) =>
      old ? { ...old, items: old.items.map((item) => ({ ...item, read: true })) } : old,
    );
  const unread = news.data?.unread ?? 0;
  const [open, setOpen] = useState(false);
  const show = (next: boolean) => {
    setOpen(next);
    if (next && unread) read.mutate();
    if (!next) seen();
  };
  const label = unread ? `Novidades: ${unread} não ${unread === 1 ? 'lida' : 'lidas'}` : 'Novidades';

  return (
    <Popover.Root positioning={{ placement: 'bottom-end' }} open={open} onOpenChange={({ open: next }) => show(next)}>
      <Popover.Trigger asChild>
        <IconButton variant="ghost" rounded="full" aria-label={label} title="Novidades" position="relative">
          <BellIcon boxSize="5" />
          {unread > 0 && (
            <Float placement="top-end" offset="2">
              <Box
                as="span"
                aria-hidden="true"
                data-unread={unread}
                bg="pink.500"
                color="white"
                fontSize="2xs"
                fontWeight="bold"
                rounded="full"
                minW="4"
                h="4"
                px="1"
                display="flex"
                alignItems="center"
                justifyContent="center"
              >
                {unread > 99 ? '99+' : unread}
              </Box>
            </Float>
          )}
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w={{ base: '90vw', sm: '96' }}>
            <Popover.Body p="3">
              <Stack gap="2">
                <Popover.Title fontWeight="semibold" px="1">
                  Novidades de quem você segue
                </Popover.Title>
                {news.data?.items.length ? (
                  <Stack as="ul" listStyleType="none" gap="1">
                    {news.data.items.map((item) => (
                      <li key={item.soundId}>
                        <Button
                          asChild
                          variant="ghost"
                          w="full"
                          h="auto"
                          py="2"
                          px="2"
                          justifyContent="flex-start"
                          fontWeight="normal"
                        >
                          <RouterLink to={soundSharePath(item.soundId)} onClick={() => show(false)}>
                            <HStack gap="3" minW="0" w="full">
                              <Avatar.Root size="sm" shape="rounded" colorPalette="brand" aria-hidden="true">
                                <Avatar.Fallback name={item.soundName} />
                                {item.imageUrl && <Avatar.Image src={`${item.imageUrl}?size=160`} alt="" />}
                              </Avatar.Root>
                              <Box minW="0" flex="1" textAlign="start">
                                <Text truncate fontWeight={item.read ? 'normal' : 'semibold'}>
                                  {item.soundName}
                                </Text>
                                <Text truncate fontSize="xs" color="fg.muted">
                                  {item.producer.name} · {when(item.createdAt)}
                                </Text>
                              </Box>
                            </HStack>
                          </RouterLink>
                        </Button>
                      </li>
                    ))}
                  </Stack>
                ) : (
                  <Text color="fg.muted" fontSize="sm" px="1">
                    Siga quem produz para saber quando sai um som novo.
                  </Text>
                )}
                <Button asChild variant="outline" size="sm" rounded="full">
                  <RouterLink to={paths.profileNews} onClick={() => show(false)}>
                    Ver todas as novidades
                  </RouterLink>
                </Button>
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
