import { VisuallyHidden } from '@chakra-ui/react';

import { useAuth } from '../../hooks/useAuth';
import { PendingButton } from '../Common/PendingButton';
import { useFollow } from './useFollowing';

interface FollowButtonProps {
  producerId: string;
  producerName: string;
  /** A card's small text button, or a page's. */
  compact?: boolean;
}

/** 'Seguir' on a producer's page and on cards; 'Seguindo' once followed (pressed again, stops). */
export function FollowButton({ producerId, producerName, compact = false }: FollowButtonProps) {
  const auth = useAuth();
  const { following, ready, toggle, pending } = useFollow(producerId);
  // Nobody follows themselves (the server refuses it too).
  if (!ready || (auth.status === 'authenticated' && auth.user.id === producerId)) return null;
  return (
    <PendingButton
      size={compact ? 'xs' : 'sm'}
      variant={compact ? 'plain' : following ? 'outline' : 'solid'}
      colorPalette="brand"
      rounded="full"
      px={compact ? '0' : '4'}
      h={compact ? 'auto' : undefined}
      minW="0"
      aria-pressed={following}
      pending={pending}
      onClick={toggle}
    >
      {following ? 'Seguindo' : 'Seguir'}
      <VisuallyHidden> {producerName}</VisuallyHidden>
    </PendingButton>
  );
}
