import { Button, Menu, Portal, VisuallyHidden } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { errorMessage } from '../../api/apiError';
import {
  addToCollection,
  collectionKeys,
  createCollection,
  fetchMyCollections,
  removeFromCollection,
  type Collection,
} from '../../api/collections';
import type { Sound } from '../../api/soundTypes';
import { toaster } from '../ui/toaster';
import { CollectionAddIcon } from './CollectionIcon';
import { NewCollectionDialog } from './NewCollectionDialog';
import { useCollectionRefresh } from './useCollectionRefresh';

type CollectionList = Awaited<ReturnType<typeof fetchMyCollections>>;

/**
 * 'Adicionar à coleção' on a sound card (issue #33 §3): my collections, each checked when it holds
 * the sound (ticking one adds or removes it, the menu stays open for the next), and 'Nova coleção…'
 * to make one with the sound in it. The list loads when the menu opens.
 */
export function AddToCollectionMenu({ sound }: { sound: Sound }) {
  const queryClient = useQueryClient();
  const refresh = useCollectionRefresh();
  const [open, setOpen] = useState(false);
  const [naming, setNaming] = useState(false);
  // 'Nova coleção…' opens the dialog once the menu has closed and given the focus back to its
  // button: opened at once, the dialog lost the focus to that return and closed.
  const [nameNext, setNameNext] = useState(false);
  const mine = useQuery({
    queryKey: collectionKeys.mine(sound.id),
    queryFn: () => fetchMyCollections(sound.id),
    enabled: open,
  });

  const toggle = useMutation({
    mutationFn: ({ collection, add }: { collection: Collection; add: boolean }) =>
      add ? addToCollection(collection.id, sound.id) : removeFromCollection(collection.id, sound.id),
    onSuccess: (changed, { collection, add }) => {
      // The check mark follows at once; the other lists ask again.
      queryClient.setQueryData<CollectionList>(
        collectionKeys.mine(sound.id),
        (list) =>
          list && {
            ...list,
            items: list.items.map((item) => (item.id === changed.id ? { ...changed, containsSound: add } : item)),
          },
      );
      void refresh(collection.id);
      toaster.create({
        type: 'success',
        title: add ? `Adicionado a “${collection.name}”` : `Removido de “${collection.name}”`,
      });
    },
    onError: (error) =>
      toaster.create({
        type: 'error',
        title: errorMessage(error, 'Não foi possível mudar a coleção. Tente novamente.'),
      }),
  });

  const create = useMutation({
    mutationFn: (name: string) => createCollection(name, sound.id),
    onSuccess: ({ collection }) => {
      void refresh(collection.id);
      toaster.create({ type: 'success', title: `Coleção “${collection.name}” criada com “${sound.name}”` });
    },
  });

  return (
    <>
      <Menu.Root
        open={open}
        onOpenChange={(details) => setOpen(details.open)}
        positioning={{ placement: 'bottom-end' }}
        onExitComplete={() => {
          if (!nameNext) return;
          setNameNext(false);
          setNaming(true);
        }}
      >
        <Menu.Trigger asChild>
          <Button variant="ghost" size="sm" rounded="full" px="2" color="fg.muted" title="Adicionar à coleção">
            <CollectionAddIcon />
            <VisuallyHidden>Adicionar {sound.name} à coleção</VisuallyHidden>
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="60" maxW="xs" maxH="sm" overflowY="auto">
              <Menu.ItemGroup>
                <Menu.ItemGroupLabel>Adicionar à coleção</Menu.ItemGroupLabel>
                {mine.isPending && (
                  <Menu.Item value="loading" disabled>
                    Carregando suas coleções...
                  </Menu.Item>
                )}
                {mine.isError && (
                  <Menu.Item value="retry" closeOnSelect={false} onSelect={() => void mine.refetch()}>
                    Erro ao carregar. Tentar de novo
                  </Menu.Item>
                )}
                {mine.data?.items.map((collection) => (
                  <Menu.CheckboxItem
                    key={collection.id}
                    value={collection.id}
                    valueText={collection.name}
                    checked={collection.containsSound === true}
                    closeOnSelect={false}
                    onCheckedChange={(add) => toggle.mutate({ collection, add })}
                  >
                    <Menu.ItemText overflowWrap="anywhere">{collection.name}</Menu.ItemText>
                    <Menu.ItemIndicator />
                  </Menu.CheckboxItem>
                ))}
              </Menu.ItemGroup>
              <Menu.Separator />
              <Menu.Item
                value="new"
                disabled={!!mine.data && mine.data.total >= mine.data.limit}
                onSelect={() => setNameNext(true)}
              >
                Nova coleção…
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <NewCollectionDialog open={naming} onOpenChange={setNaming} soundName={sound.name} save={create} />
    </>
  );
}
