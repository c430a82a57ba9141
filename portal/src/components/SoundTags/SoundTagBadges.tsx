import { Badge, VisuallyHidden } from '@chakra-ui/react';

import { FAMILY_LABELS, SHAPE_LABELS } from './soundTags';
import { type InstrumentFamily, type SoundShape } from '../../api/soundTypes';

/** A card's small tags of what the sound is (#44): 'Caixa', 'Loop'; nothing for a sound not read yet. */
export function SoundTagBadges({
  sound,
}: {
  sound: { instrumentFamily: InstrumentFamily | null; shape: SoundShape | null };
}) {
  return (
    <>
      {sound.instrumentFamily && (
        <Badge colorPalette="purple" variant="subtle" rounded="full" data-tag="family">
          <VisuallyHidden>Instrumento: </VisuallyHidden>
          {FAMILY_LABELS[sound.instrumentFamily]}
        </Badge>
      )}
      {sound.shape && (
        <Badge variant="outline" rounded="full" data-tag="shape">
          <VisuallyHidden>Formato: </VisuallyHidden>
          {SHAPE_LABELS[sound.shape]}
        </Badge>
      )}
    </>
  );
}
