import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';

/**
 * A query whose last answer stays on screen when the next one fails (offline, a new search typed
 * meanwhile): TanStack keeps the previous data only while the next is pending, and its failure
 * would empty the list and the filters. The kept answer is marked `isPlaceholderData`, not fresh;
 * the failure stays in `isError`/`error`, for the screen to say why it was not updated.
 */
export function useLastAnswer<T>(query: UseQueryResult<T>): UseQueryResult<T> {
  const [last, setLast] = useState<T | undefined>(undefined);
  const fresh = query.isSuccess && !query.isPlaceholderData ? query.data : undefined;
  // Kept as React keeps information from earlier renders: set while rendering, when it changed.
  if (fresh !== undefined && fresh !== last) setLast(fresh);
  if (query.isError && query.data === undefined && last !== undefined) {
    return { ...query, data: last, isPlaceholderData: true } as UseQueryResult<T>;
  }
  return query;
}
