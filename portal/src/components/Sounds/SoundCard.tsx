import {
  Badge,
  Box,
  Button,
  Flex,
  HStack,
  Heading,
  Image,
  Link,
  Text,
  VisuallyHidden,
  type BoxProps,
} from '@chakra-ui/react';
import { createContext, useContext, useId, useState, type DragEvent, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { artistPath } from '../../routes/paths';
import { CoverFrame } from '../Common/CoverFrame';
import { GridCard } from '../Common/GridCard';
import { MatchesButton } from '../Matches/MatchesButton';
import { MusicalCorrectionDialog } from '../Corrections/MusicalCorrectionDialog';
import { formatTempo } from '../Session/formatTempo';
import { tuningPlan } from '../Session/tuningPlan';
import { useSessionTuning } from '../Session/useSessionTuning';
import { DeleteSoundDialog } from './DeleteSoundDialog';
import { DownloadChoiceDialog } from './DownloadChoiceDialog';
import { DownloadIcon, HeartIcon, MusicIcon } from './SoundIcons';
import type { Sound } from './soundTypes';
import { useSoundActions } from './useSoundActions';
import { WaveformPlayer } from './WaveformPlayer';

/**
 * What a profile tab adds under each of its cards: the review state and 'Enviar para análise' on
 * 'Meus Uploads', the distribution link on 'Meus Downloads'. The lists between the tab and the
 * card need not know.
 */
export const SoundCardFooter = createContext<((sound: Sound) => ReactNode) | null>(null);

interface SoundCardProps {
  sound: Sound;
  /** 'Meus Uploads' only: the uploader may delete (spec 02 §6). */
  canDelete?: boolean;
  /** Show 'Privado' on someone else's private sound (the admin's producer page). */
  showPrivate?: boolean;
}

interface SoundCoverProps extends BoxProps {
  src: string | null | undefined;
  /** Empty where the sound's name stands beside the cover. */
  alt?: string;
}

// Covers are stored 160, 640 and 1280 px wide (media's image variants); the smallest serves the thumbnail.
/** A sound's cover thumbnail; a gradient with a note when there is none or it fails to load. */
export function SoundCover({ src, alt = '', boxSize = { base: '14', sm: '16' }, ...box }: SoundCoverProps) {
  const [failed, setFailed] = useState(false);
  return (
    <CoverFrame boxSize={boxSize} flexShrink={0} {...box}>
      {src && !failed ? (
        <Image
          src={`${src}?size=160`}
          alt={alt}
          boxSize="full"
          objectFit="cover"
          loading="lazy"
          draggable={false}
          onError={() => setFailed(true)}
        />
      ) : (
        <MusicIcon boxSize="40%" color="white" opacity={0.9} />
      )}
    </CoverFrame>
  );
}

/** A sound in a list: cover, credits, tags, the waveform player, like and download (spec 02 §2). */
export function SoundCard({ sound, canDelete = false, showPrivate = false }: SoundCardProps) {
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
      p={{ base: '3', sm: '4' }}
      gridTemplateColumns={{
        base: 'auto minmax(0, 1fr) auto',
        lg: 'auto minmax(0, 15rem) minmax(0, 1fr) auto',
      }}
      gridTemplateAreas={{
        base: `"cover info actions" "player player player"${footer ? ' "footer footer footer"' : ''}`,
        lg: `"cover info player actions"${footer ? ' "footer footer footer footer"' : ''}`,
      }}
      columnGap={{ base: '3', sm: '4' }}
      rowGap="3"
      transition="border-color 0.15s"
      _hover={{ borderColor: 'border.emphasized' }}
      cursor={ready ? 'grab' : undefined}
    >
      <SoundCover gridArea="cover" src={sound.imageUrl ?? sound.drumKit?.imageUrl} />

      <Box gridArea="info" minW="0">
        <Heading as="h3" id={titleId} size="sm" lineClamp={1} title={sound.name} wordBreak="break-all">
          {sound.name}
        </Heading>
        <Text fontSize="sm" color="fg.muted" truncate>
          {sound.artist && sound.artist.name !== sound.owner.name ? `${sound.artist.name} · ` : ''}
          <Link asChild color="fg.muted" _hover={{ color: 'brand.fg' }}>
            <RouterLink to={artistPath(sound.owner.name)} draggable={false}>
              {sound.owner.name}
            </RouterLink>
          </Link>
        </Text>
        <Flex gap="1.5" mt="1.5" wrap="wrap" fontSize="xs">
          <Badge colorPalette="brand" variant="subtle" rounded="full">
            {sound.type}
          </Badge>
          <Badge variant="outline" rounded="full" title="Tom">
            <VisuallyHidden>Tom </VisuallyHidden>
            {sound.key}
          </Badge>
          <Badge variant="outline" rounded="full" title={sound.tempo ? `Faixa ${sound.bpm} BPM` : undefined}>
            {sound.tempo ? formatTempo(sound.tempo) : sound.bpm} BPM
          </Badge>
          {tuning && (
            <Badge colorPalette="teal" variant="surface" rounded="full" data-tuning={tuning.label}>
              <VisuallyHidden>Na sessão: </VisuallyHidden>
              {tuning.label}
            </Badge>
          )}
          {sound.category && (
            <Badge variant="outline" rounded="full" textTransform="capitalize" hideBelow="sm">
              {sound.category.name}
            </Badge>
          )}
          {sound.status === 'private' && (sound.mine || showPrivate) && (
            <Badge colorPalette="orange" variant="surface" rounded="full">
              Privado
            </Badge>
          )}
        </Flex>
      </Box>

      <Box gridArea="player" minW="0">
        <WaveformPlayer name={sound.name} soundId={sound.id} audio={sound.audio} tuning={tuning} />
      </Box>

      {/* Up to five actions on one's own sound: on a phone they wrap (two rows) rather than squeeze below a touch target. */}
      <HStack
        gridArea="actions"
        gap="1"
        justify="flex-end"
        flexWrap="wrap"
        maxW={{ base: '8.5rem', sm: 'none' }}
        css={{ '& > *': { flexShrink: 0 } }}
        alignSelf={{ base: 'start', lg: 'center' }}
      >
        <Button
          variant="ghost"
          size="sm"
          rounded="full"
          px="2"
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
        <Button
          variant="ghost"
          size="sm"
          rounded="full"
          px="2"
          title="Baixar"
          color={sound.downloaded ? 'brand.fg' : 'fg.muted'}
          disabled={!ready}
          loading={download.isPending}
          onClick={() => download.mutate()}
        >
          <DownloadIcon />
          <VisuallyHidden>Baixar {sound.name}: </VisuallyHidden>
          <Text as="span" fontVariantNumeric="tabular-nums">
            {sound.downloads}
            <VisuallyHidden> {sound.downloads === 1 ? 'download' : 'downloads'}</VisuallyHidden>
          </Text>
        </Button>
        <MatchesButton sound={sound} />
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
