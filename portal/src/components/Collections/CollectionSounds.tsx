import { Box, VisuallyHidden } from '@chakra-ui/react';
import { useMemo } from 'react';

import type { Collection } from '../../api/collections';
import { SoundCardFooter } from '../Sounds/soundCardFooter';
import { SoundList } from '../Sounds/SoundList';
import { PAGE_SIZE, type Sound } from '../../api/soundTypes';
import { useSoundPage } from '../Sounds/useSoundPage';
import { CollectionSoundControls } from './CollectionSoundControls';
import { COLLECTION_SOUNDS, useCollectionOrder } from './useCollectionOrder';

const NO_FILTERS = {};

interface CollectionSoundsProps {
  collection: Collection;
  page: number;
  onPageChange: (page: number) => void;
}

/**
 * A collection's sounds in its order, a page at a time, as the catalogue shows them to this
 * person; on one's own collection each card has its place and the controls to move or remove it.
 */
export function CollectionSounds({ collection, page, onPageChange }: CollectionSoundsProps) {
  const source = useMemo(() => ({ kind: 'collection', id: collection.id }) as const, [collection.id]);
  const sounds = useSoundPage(source, NO_FILTERS, page);
  const items = sounds.data?.items;
  const total = sounds.data?.total ?? 0;
  const order = useCollectionOrder(collection.id, page, onPageChange, items);

  const controls = (sound: Sound) => {
    const index = items?.findIndex((item) => item.id === sound.id) ?? -1;
    if (index < 0) return null;
    const position = (page - 1) * PAGE_SIZE + index + 1;
    return <CollectionSoundControls sound={sound} position={position} total={total} order={order} />;
  };

  const list = (
    <SoundList
      query={sounds}
      page={page}
      onPageChange={onPageChange}
      title="Sons da coleção"
      showTotal
      loadingText="Carregando a coleção..."
      emptyText="Esta coleção ainda não tem sons."
      emptyHint={
        collection.mine
          ? 'Para adicionar um som, use o botão “Adicionar à coleção” no card dele, em qualquer lista.'
          : undefined
      }
      errorText="Erro ao carregar os sons da coleção!"
    />
  );
  return (
    <Box {...{ [COLLECTION_SOUNDS]: '' }}>
      {collection.mine ? <SoundCardFooter value={controls}>{list}</SoundCardFooter> : list}
      <VisuallyHidden role="status">{order.announcement}</VisuallyHidden>
    </Box>
  );
}
