import type { BoxProps } from '@chakra-ui/react';

import { Panel } from './Panel';

interface GridCardProps extends BoxProps {
  /** The id of the card's heading, which names the article. */
  titleId: string;
}

/** A card in a list: an article named by its heading, on the panel look, its parts placed by grid areas. */
export function GridCard({ titleId, ...props }: GridCardProps) {
  return <Panel as="article" aria-labelledby={titleId} display="grid" alignItems="center" {...props} />;
}
