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

const MOVES = [
  { direction: 'up', label: 'Mover para cima', step: -1 },
  { direction: 'down', label: 'Mover para baixo', step: 1 },
] as const;

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
        {MOVES.map(({ direction, label, step }) => (
          <Button
            key={direction}
            size="xs"
            variant="ghost"
            rounded="full"
            data-collection-control={direction}
            aria-label={`${label}: ${sound.name}`}
            disabled={position + step < 1 || position + step > total}
            onClick={() => order.move(sound, position + step, direction)}
          >
            <MoveIcon down={direction === 'down'} />
            {label}
          </Button>
        ))}
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
