import { Heading, Stack } from '@chakra-ui/react';
import { useId } from 'react';

import type { Sound } from '../../api/soundTypes';
import { VisitorSoundCard } from './VisitorSoundCard';

/** A shared kit's or producer's few newest previews, a collection's first few (the whole list needs an account). */
export function SharedPreviews({ sounds }: { sounds: Sound[] }) {
  const headingId = useId();
  if (!sounds.length) return null;
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <Heading as="h2" size="md" id={headingId}>
        Ouça uma prévia
      </Heading>
      {sounds.map((sound) => (
        <VisitorSoundCard key={sound.id} sound={sound} />
      ))}
    </Stack>
  );
}
