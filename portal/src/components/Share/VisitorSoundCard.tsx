import { Box, Button, HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useId, useState } from 'react';

import { GridCard } from '../Common/GridCard';
import { MatchesIcon } from '../Matches/MatchesIcon';
import { CARD_ACTION } from '../Sounds/cardAction';
import { soundCardGrid } from '../Sounds/soundCardGrid';
import { SoundCover } from '../Sounds/SoundCover';
import { SoundCredits } from '../Sounds/SoundCredits';
import { DownloadIcon, HeartIcon } from '../Sounds/SoundIcons';
import type { Sound } from '../../api/soundTypes';
import { WaveformPlayer } from '../Sounds/WaveformPlayer';
import { SimilarIcon } from '../Similar/SimilarIcons';
import { ShareButton } from './ShareButton';
import { producerSharePath, soundSharePath } from '@sampleteca/clients-shared/routes';
import { SignInDialog } from './SignInDialog';

/**
 * A sound as a shared link shows it to a visitor: it plays, with its waveform; liking,
 * downloading, 'Combina com este' and 'Sons parecidos' ask to sign in and come back here.
 */
export function VisitorSoundCard({ sound, titleAs }: { sound: Sound; titleAs?: 'h2' | 'h3' }) {
  const titleId = useId();
  const [asked, setAsked] = useState<string | null>(null);
  const ask = (action: string) => () => setAsked(action);

  return (
    <GridCard titleId={titleId} data-sound-id={sound.id} {...soundCardGrid()}>
      <SoundCover gridArea="cover" src={sound.imageUrl ?? sound.drumKit?.imageUrl} />
      <SoundCredits
        sound={sound}
        titleId={titleId}
        tuning={null}
        showPrivate={false}
        producerTo={producerSharePath(sound.owner.id)}
        titleAs={titleAs}
      />
      <Box gridArea="player" minW="0">
        <WaveformPlayer name={sound.name} soundId={sound.id} audio={sound.audio} tuning={null} />
      </Box>
      <HStack
        gridArea="actions"
        gap="1"
        justify={{ base: 'flex-start', sm: 'flex-end' }}
        flexWrap="wrap"
        alignSelf={{ base: 'start', lg: 'center' }}
      >
        <Button {...CARD_ACTION} title="Curtir" onClick={ask('curtir este som')}>
          <HeartIcon />
          <VisuallyHidden>Curtir {sound.name}: </VisuallyHidden>
          <Text as="span" fontVariantNumeric="tabular-nums">
            {sound.likes}
            <VisuallyHidden> {sound.likes === 1 ? 'curtida' : 'curtidas'}</VisuallyHidden>
          </Text>
        </Button>
        <Button {...CARD_ACTION} title="Baixar" onClick={ask('baixar este som')}>
          <DownloadIcon />
          <VisuallyHidden>Baixar {sound.name}</VisuallyHidden>
        </Button>
        <Button {...CARD_ACTION} title="Combina com este" onClick={ask('ver os sons que combinam com este')}>
          <MatchesIcon />
          <VisuallyHidden>Combina com este: {sound.name}</VisuallyHidden>
        </Button>
        <Button {...CARD_ACTION} title="Sons parecidos" onClick={ask('ver os sons parecidos com este')}>
          <SimilarIcon />
          <VisuallyHidden>Sons parecidos: {sound.name}</VisuallyHidden>
        </Button>
        <ShareButton compact path={soundSharePath(sound.id)} title={`${sound.name}, de ${sound.owner.name}`} />
      </HStack>
      <SignInDialog open={asked !== null} onOpenChange={(open) => !open && setAsked(null)} action={asked ?? ''} />
    </GridCard>
  );
}
