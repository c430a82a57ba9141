import { Button, HStack, Text } from '@chakra-ui/react';

import { TrashIcon } from '../Sounds/SoundIcons';
import { PAGE_SIZE, type Sound } from '../../api/soundTypes';
import { MoveIcon } from './CollectionIcon';
import type { useCollectionOrder } from './useCollectionOrder';

interface CollectionSoundControlsProps {
  sound: Sound;
  /** The sound's place in the collection (1 = first), as the owner sees it. */
  position: number;
  total: number;
  order: ReturnType<typeof useCollectionOrder>;
}

/**
 * Under each card of one's own collection: its place, 'Mover para cima', 'Mover para baixo' (plain
 * buttons, so Tab and Enter reorder without dragging) and 'Remover'. Each name starts with its
 * label and ends with the sound's.
 */
export function CollectionSoundControls({ sound, position, total, order }: CollectionSoundControlsProps) {
  const index = position - 1;
  return (
    <HStack justify="space-between" gap="2" wrap="wrap">
      <Text fontSize="sm" color="fg.muted" fontVariantNumeric="tabular-nums">
        Posição {position} de {total}
      </Text>
      <HStack gap="1" wrap="wrap" justify="flex-end">
        <Button
          size="xs"
          variant="ghost"
          rounded="full"
          data-collection-control="up"
          aria-label={`Mover para cima: ${sound.name}`}
          disabled={position <= 1}
          onClick={() => order.move(sound, position - 1, 'up')}
        >
          <MoveIcon />
          Mover para cima
        </Button>
        <Button
          size="xs"
          variant="ghost"
          rounded="full"
          data-collection-control="down"
          aria-label={`Mover para baixo: ${sound.name}`}
          disabled={position >= total}
          onClick={() => order.move(sound, position + 1, 'down')}
        >
          <MoveIcon down />
          Mover para baixo
        </Button>
        <Button
          size="xs"
          variant="ghost"
          colorPalette="red"
          rounded="full"
          data-collection-control="remove"
          aria-label={`Remover da coleção: ${sound.name}`}
          onClick={() => order.remove(sound, index % PAGE_SIZE)}
        >
          <TrashIcon />
          Remover
        </Button>
      </HStack>
    </HStack>
  );
}
