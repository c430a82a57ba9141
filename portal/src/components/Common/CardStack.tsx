import { Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface CardStackProps<T> {
  items: T[];
  /** A refetch is under way (announced to assistive technology). */
  busy: boolean;
  /** The previous page is shown while the next one loads: dimmed. */
  stale: boolean;
  renderItem: (item: T) => ReactNode;
}

/** A paged list of cards, one per item. */
export function CardStack<T extends { id: string }>({ items, busy, stale, renderItem }: CardStackProps<T>) {
  return (
    <Stack as="ul" listStyleType="none" gap="3" aria-busy={busy} opacity={stale ? 0.6 : 1} transition="opacity 0.2s">
      {items.map((item) => (
        <li key={item.id}>{renderItem(item)}</li>
      ))}
    </Stack>
  );
}
