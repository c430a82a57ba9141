import { Button, Text, VisuallyHidden } from '@chakra-ui/react';

import { PendingButton } from '../Common/PendingButton';
import { CARD_ACTION } from './cardAction';
import { DownloadIcon, HeartIcon } from './SoundIcons';
import type { Sound } from '../../api/soundTypes';
import type { useSoundActions } from './useSoundActions';

type SoundActions = ReturnType<typeof useSoundActions>;

interface LikeAndDownloadButtonsProps {
  sound: Sound;
  like: SoundActions['like'];
  download: SoundActions['download'];
}

/** The card's like and download buttons, each with its count; their names say the sound and the count. */
export function LikeAndDownloadButtons({ sound, like, download }: LikeAndDownloadButtonsProps) {
  const ready = sound.audio.status === 'ready';
  return (
    <>
      <Button
        {...CARD_ACTION}
        aria-pressed={sound.liked}
        title={sound.liked ? 'Descurtir' : 'Curtir'}
        color={sound.liked ? 'pink.400' : 'fg.muted'}
        onClick={() => like.mutate(!sound.liked)}
      >
        <HeartIcon filled={sound.liked} />
        {/* The name says what the button does and ends with the count shown: 'Curtir X: 3 curtidas'. */}
        <VisuallyHidden>
          {sound.liked ? 'Descurtir' : 'Curtir'} {sound.name}:{' '}
        </VisuallyHidden>
        <Text as="span" fontVariantNumeric="tabular-nums" data-likes={sound.likes}>
          {sound.likes}
          <VisuallyHidden> {sound.likes === 1 ? 'curtida' : 'curtidas'}</VisuallyHidden>
        </Text>
      </Button>
      <PendingButton
        {...CARD_ACTION}
        title="Baixar"
        color={sound.downloaded ? 'brand.fg' : 'fg.muted'}
        disabled={!ready}
        pending={download.isPending}
        onClick={() => download.mutate()}
      >
        {!download.isPending && <DownloadIcon />}
        <VisuallyHidden>Baixar {sound.name}: </VisuallyHidden>
        <Text as="span" fontVariantNumeric="tabular-nums">
          {sound.downloads}
          <VisuallyHidden> {sound.downloads === 1 ? 'download' : 'downloads'}</VisuallyHidden>
        </Text>
      </PendingButton>
    </>
  );
}
