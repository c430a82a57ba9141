import { Box, HStack, IconButton, Spinner, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';

import { importOrReload } from '../../routes/lazyImport';
import { PlayIcon } from './SoundIcons';
import { clock } from '../Common/durationClock';
import { WAVE_HEIGHT, type WaveformPlayerProps } from './waveformLayout';

// wavesurfer (~19 kB gzip) comes right after the page's first paint (issue #13 §6); until then
// each card holds the player's place with its button and clock, so nothing moves when it arrives.
const ReadyWaveform = lazy(async () => ({
  default: (await importOrReload(() => import('./ReadyWaveform'))).ReadyWaveform,
}));

/** Spec 02 §2 "Player": play/pause, progress 0 to 100, back to the start at the end. */
export function WaveformPlayer({ name, soundId, audio, tuning }: WaveformPlayerProps) {
  if (audio.status === 'processing') {
    return (
      <HStack gap="2" color="fg.muted" h={`${WAVE_HEIGHT}px`} role="status">
        <Spinner size="xs" aria-hidden="true" />
        <Text fontSize="sm">Processando…</Text>
      </HStack>
    );
  }
  if (audio.status === 'failed') {
    return (
      <Text fontSize="sm" color="fg.error" minH={`${WAVE_HEIGHT}px`} display="flex" alignItems="center">
        {audio.failureMessage ?? 'Não foi possível processar este áudio.'}
      </Text>
    );
  }
  return (
    <Suspense fallback={<WaveformPlaceholder name={name} duration={audio.durationSeconds ?? 0} />}>
      <ReadyWaveform name={name} soundId={soundId} audio={audio} tuning={tuning} />
    </Suspense>
  );
}

/** The player's shape while wavesurfer loads: the button (not pressable yet) and the clock. */
function WaveformPlaceholder({ name, duration }: { name: string; duration: number }) {
  return (
    <Box w="full" minW="0">
      <HStack gap="3" w="full" minW="0">
        <IconButton
          aria-label={`Tocar ${name}`}
          rounded="full"
          colorPalette="brand"
          variant="subtle"
          size="md"
          flexShrink={0}
          disabled
        >
          <PlayIcon />
        </IconButton>
        <Box flex="1" minW="0" h={`${WAVE_HEIGHT}px`} />
        <Text fontSize="xs" color="fg.muted" fontVariantNumeric="tabular-nums" flexShrink={0} aria-hidden="true">
          {clock(duration)}
        </Text>
      </HStack>
    </Box>
  );
}
