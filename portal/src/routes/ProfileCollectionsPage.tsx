import { Button, Stack } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { collectionKeys, createCollection, fetchMyCollections, type Collection } from '../api/collections';
import { EmptyList, ListStatus } from '../components/Catalogue/ListStatus';
import { ProfileArea } from '../components/Catalogue/ProfileArea';
import { TileGrid, type Tile } from '../components/Catalogue/TileGrid';
import { CollectionAddIcon } from '../components/Collections/CollectionIcon';
import { NewCollectionDialog } from '../components/Collections/NewCollectionDialog';
import { useCollectionRefresh } from '../components/Collections/useCollectionRefresh';
import { toaster } from '../components/ui/toaster';
import { usePageTitle } from '../hooks/usePageTitle';
import { soundCount } from '../lib/soundCount';
import { collectionPath } from './paths';

const toTile = (collection: Collection): Tile => ({
  id: collection.id,
  to: collectionPath(collection.id),
  name: collection.name,
  imageUrl: collection.imageUrl,
  detail: `${soundCount(collection.soundCount)} · ${collection.shared ? 'compartilhada' : 'privada'}`,
});

/** 'Nova coleção' from the tab: an empty one, filled from the cards' menus. */
function NewCollectionButton({ full }: { full: boolean }) {
  const refresh = useCollectionRefresh();
  const [naming, setNaming] = useState(false);
  const create = useMutation({
    mutationFn: (name: string) => createCollection(name),
    onSuccess: ({ collection, message }) => {
      void refresh();
      toaster.create({ type: 'success', title: `${message} “${collection.name}”` });
    },
  });
  return (
    <div>
      <Button colorPalette="brand" rounded="full" disabled={full} onClick={() => setNaming(true)}>
        <CollectionAddIcon />
        Nova coleção
      </Button>
      <NewCollectionDialog open={naming} onOpenChange={setNaming} save={create} />
    </div>
  );
}

/** /profile/collections, 'Minhas coleções' (issue #33 §3): every collection of mine, by name. */
export function ProfileCollectionsPage() {
  usePageTitle('Minhas coleções');
  const mine = useQuery({ queryKey: collectionKeys.mine(), queryFn: () => fetchMyCollections() });
  const data = mine.data;
  const full = !!data && data.total >= data.limit;
  return (
    <ProfileArea
      title="Minhas coleções"
      subtitle={
        full
          ? `Você chegou ao limite de ${data.limit} coleções. Exclua uma para criar outra.`
          : 'Seus sons organizados do seu jeito. Só você vê uma coleção até compartilhá-la.'
      }
      actions={<NewCollectionButton full={full} />}
    >
      <Stack gap="6">
        <ListStatus query={mine} loadingText="Carregando coleções..." errorText="Erro ao carregar suas coleções!" />
        {data && data.items.length === 0 && (
          <EmptyList
            text="Você ainda não tem coleções."
            hint="Crie uma aqui, ou use o botão “Adicionar à coleção” no card de qualquer som."
          />
        )}
        {data && data.items.length > 0 && <TileGrid tiles={data.items.map(toTile)} square busy={mine.isFetching} />}
      </Stack>
    </ProfileArea>
  );
}
