import { Badge, Box, Flex, Heading, Link, Text, VisuallyHidden } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

import { artistPath } from '../../routes/paths';
import { FollowButton } from '../Follows/FollowButton';
import type { TuningPlan } from '../Session/tuningPlan';
import { SoundTagBadges } from '../SoundTags/SoundTagBadges';
import { soundTempoText } from './soundTempo';
import type { Sound } from '../../api/soundTypes';

interface SoundCreditsProps {
  sound: Sound;
  titleId: string;
  tuning: TuningPlan | null;
  showPrivate: boolean;
  /** Where the producer's name leads: their artist page, or for a visitor their shared page. */
  producerTo?: string;
  /** 'Seguir' beside the producer's name (signed-in cards). */
  showFollow?: boolean;
  /** The title's level: h3 under a list's h2; h2 where the card sits right under the page's h1 (/s/…). */
  titleAs?: 'h2' | 'h3';
}

/** The card's name, artist and producer, and its tags: type, instrument and shape (#44), key, tempo, the session's tuning, genre, 'Privado'. */
export function SoundCredits({
  sound,
  titleId,
  tuning,
  showPrivate,
  producerTo,
  showFollow = false,
  titleAs = 'h3',
}: SoundCreditsProps) {
  const tempo = soundTempoText(sound);
  return (
    <Box gridArea="info" minW="0">
      <Heading as={titleAs} id={titleId} size="sm" truncate title={sound.name}>
        {sound.name}
      </Heading>
      {/* The names shorten with an ellipsis; 'Seguir' beside them always shows whole. */}
      <Flex fontSize="sm" color="fg.muted" align="baseline" gap="1" minW="0">
        <Text as="span" truncate minW="0" title={sound.owner.name}>
          {sound.artist && sound.artist.name !== sound.owner.name ? `${sound.artist.name} · ` : ''}
          {/* Inline, not the recipe's inline-flex: an ellipsis is drawn only in inline text. */}
          <Link asChild display="inline" color="fg.muted" _hover={{ color: 'brand.fg' }}>
            <RouterLink to={producerTo ?? artistPath(sound.owner.name)} draggable={false}>
              {sound.owner.name}
            </RouterLink>
          </Link>
        </Text>
        {showFollow && !sound.mine && (
          // The dot goes with the button, which is not drawn until the follows are known.
          <Box flexShrink={0} _before={{ content: '"· "' }} css={{ '&:empty': { display: 'none' } }}>
            <FollowButton compact producerId={sound.owner.id} producerName={sound.owner.name} />
          </Box>
        )}
      </Flex>
      <Flex gap="1.5" mt="1.5" wrap="wrap" fontSize="xs">
        <Badge colorPalette="brand" variant="subtle" rounded="full">
          {sound.type}
        </Badge>
        <SoundTagBadges sound={sound} />
        {/* A drum or a noise has no key, a one-shot no tempo: nothing is said of them (#43). */}
        {sound.key && (
          <Badge variant="outline" rounded="full" title="Tom">
            <VisuallyHidden>Tom </VisuallyHidden>
            {sound.key}
          </Badge>
        )}
        {tempo && (
          <Badge variant="outline" rounded="full" title={sound.tempo ? `Faixa ${sound.bpm} BPM` : undefined}>
            {tempo}
          </Badge>
        )}
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
  );
}
