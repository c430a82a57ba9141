import { Badge, Button, Flex, Text, VisuallyHidden } from '@chakra-ui/react';

import type { Sound } from '../../api/soundTypes';
import { useSendForReview } from './useSendForReview';

type Review = NonNullable<Sound['review']>;

const reviewLabels: Record<Review, { label: string; palette: string }> = {
  pending: { label: 'Em análise', palette: 'orange' },
  approved: { label: 'Publicado', palette: 'green' },
  cancelled: { label: 'Recusado', palette: 'red' },
};

/**
 * An upload's review state and the way to (re)send it for review (spec 02 §2): only a sound never
 * sent or refused, and never a public one.
 */
export function UploadReview({ sound }: { sound: Sound }) {
  const send = useSendForReview(sound.id);
  // The catalogue hears of the new request by an event, a moment after the answer: until its
  // state changes, the answer stands for it.
  const review = send.isSuccess && sound.review === send.variables ? 'pending' : sound.review;
  const canSend = (review === null || review === 'cancelled') && sound.status !== 'public';
  const shown = review ? reviewLabels[review] : null;

  return (
    <Flex gap="3" align="center" justify="space-between" wrap="wrap">
      <Text as="div" fontSize="sm" color="fg.muted" role="status">
        {shown ? (
          <Badge colorPalette={shown.palette} variant="surface" rounded="full" data-review={review}>
            <VisuallyHidden>Situação: </VisuallyHidden>
            {shown.label}
          </Badge>
        ) : (
          'Ainda não enviado para análise.'
        )}
      </Text>
      <Button
        size="xs"
        variant="outline"
        colorPalette="brand"
        rounded="full"
        disabled={!canSend}
        loading={send.isPending}
        title={sound.status === 'public' ? 'Este som já é público.' : undefined}
        onClick={() => send.mutate(sound.review)}
      >
        Enviar para análise
      </Button>
    </Flex>
  );
}
