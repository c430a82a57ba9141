import { Box, HStack } from '@chakra-ui/react';
import { useContext, useId, type DragEvent } from 'react';

import { AddToCollectionMenu } from '../Collections/AddToCollectionMenu';
import { GridCard } from '../Common/GridCard';
import { MusicalCorrectionDialog } from '../Corrections/MusicalCorrectionDialog';
import { MatchesButton } from '../Matches/MatchesButton';
import { ShareButton } from '../Share/ShareButton';
import { SimilarButton } from '../Similar/SimilarButton';
import { soundSharePath } from '@sampleteca/clients-shared/routes';
import { tuningPlan } from '../Session/tuningPlan';
import { useSessionTuning } from '../Session/useSessionTuning';
import { DeleteSoundDialog } from './DeleteSoundDialog';
import { DownloadChoiceDialog } from './DownloadChoiceDialog';
import { LikeAndDownloadButtons } from './LikeAndDownloadButtons';
import { SoundCardFooter } from './soundCardFooter';
import { soundCardGrid } from './soundCardGrid';
import { SoundCover } from './SoundCover';
import { SoundCredits } from './SoundCredits';
import type { Sound } from '../../api/soundTypes';
import { useSoundActions } from './useSoundActions';
import { WaveformPlayer } from './WaveformPlayer';

interface SoundCardProps {
  sound: Sound;
  /** 'Meus Uploads' only: the uploader may delete (spec 02 §6). */
  canDelete?: boolean;
  /** Show 'Privado' on someone else's private sound (the admin's producer page). */
  showPrivate?: boolean;
  /** The title's heading level (SoundCredits). */
  titleAs?: 'h2' | 'h3';
}

/** A sound in a list: cover, credits, tags, the waveform player, like, download and collections (spec 02 §2, #33 §3). */
export function SoundCard({ sound, canDelete = false, showPrivate = false, titleAs }: SoundCardProps) {
  const titleId = useId();
  const { like, download, remove, choice, choose, cancelTuned, dismissChoice } = useSoundActions(sound);
  const footer = useContext(SoundCardFooter)?.(sound);
  const ready = sound.audio.status === 'ready';
  const tuning = tuningPlan(sound, useSessionTuning());

  // Spec 02 §2: dragging a card out of the window downloads it, as the download button does.
  const onDragStart = (event: DragEvent<HTMLElement>) => {
    event.dataTransfer.effectAllowed = 'copy';
    event.dataTransfer.setData('text/plain', sound.name);
  };
  const onDragEnd = (event: DragEvent<HTMLElement>) => {
    if (event.dataTransfer.dropEffect === 'none' && !download.isPending) download.mutate();
  };

  return (
    <GridCard
      titleId={titleId}
      data-sound-id={sound.id}
      draggable={ready}
      onDragStart={ready ? onDragStart : undefined}
      onDragEnd={ready ? onDragEnd : undefined}
      {...soundCardGrid(Boolean(footer))}
      transition="border-color 0.15s"
      _hover={{ borderColor: 'border.emphasized' }}
      cursor={ready ? 'grab' : undefined}
    >
      <SoundCover gridArea="cover" src={sound.imageUrl ?? sound.drumKit?.imageUrl} />

      <SoundCredits
        sound={sound}
        titleId={titleId}
        tuning={tuning}
        showPrivate={showPrivate}
        showFollow
        titleAs={titleAs}
      />

      <Box gridArea="player" minW="0">
        <WaveformPlayer name={sound.name} soundId={sound.id} audio={sound.audio} tuning={tuning} />
      </Box>

      {/* Up to eight actions on one's own sound: they wrap rather than squeeze below a touch target. */}
      <HStack
        gridArea="actions"
        gap="1"
        justify={{ base: 'flex-start', sm: 'flex-end' }}
        flexWrap="wrap"
        css={{ '& > *': { flexShrink: 0 } }}
        alignSelf={{ base: 'start', lg: 'center' }}
      >
        <LikeAndDownloadButtons sound={sound} like={like} download={download} />
        <MatchesButton sound={sound} />
        <SimilarButton sound={sound} />
        {/* What the owner may see goes in a collection (the server checks it again). */}
        {(sound.status === 'public' || sound.mine) && <AddToCollectionMenu sound={sound} />}
        {sound.status === 'public' && (
          <ShareButton compact path={soundSharePath(sound.id)} title={`${sound.name}, de ${sound.owner.name}`} />
        )}
        {sound.mine && <MusicalCorrectionDialog sound={sound} />}
        {canDelete && sound.mine && <DeleteSoundDialog name={sound.name} remove={remove} />}
        <DownloadChoiceDialog
          name={sound.name}
          choice={choice}
          onChoose={(file) => void choose(file)}
          onCancel={cancelTuned}
          onDismiss={dismissChoice}
        />
      </HStack>

      {footer && (
        <Box gridArea="footer" minW="0" borderTopWidth="1px" borderColor="border.muted" pt="3">
          {footer}
        </Box>
      )}
    </GridCard>
  );
}
