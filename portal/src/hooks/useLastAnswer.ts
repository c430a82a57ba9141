import type { QueryObserverRefetchErrorResult, UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';

/**
 * A query whose last answer stays on screen when the next one fails (offline, a new search typed
 * meanwhile): TanStack keeps the previous data only while the next is pending, and its failure
 * would empty the list and the filters. The kept answer comes as a failed refetch does (`data`
 * beside `isError`): the screen says it was not updated, and why.
 */
export function useLastAnswer<T>(query: UseQueryResult<T>): UseQueryResult<T> {
  const [last, setLast] = useState<T | undefined>(undefined);
  const fresh = query.isSuccess && !query.isPlaceholderData ? query.data : undefined;
  // Kept as React keeps information from earlier renders: set while rendering, when it changed.
  if (fresh !== undefined && fresh !== last) setLast(fresh);
  if (query.isError && query.data === undefined && last !== undefined) {
    const kept: QueryObserverRefetchErrorResult<T> = {
      ...query,
      data: last,
      isLoadingError: false,
      isRefetchError: true,
    };
    return kept;
  }
  return query;
}
