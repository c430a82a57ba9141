import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import { collectionKeys } from '../../api/collections';
import { soundKeys } from '../../api/sounds';

/**
 * After a change to a collection: every list of collections (names, counts, the cards' check
 * marks) and that collection's pages of sounds ask again. Resolves once the ones on screen have.
 */
export function useCollectionRefresh() {
  const queryClient = useQueryClient();
  return useCallback(
    (collectionId?: string) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: collectionKeys.all }),
        collectionId &&
          queryClient.invalidateQueries({ queryKey: [...soundKeys.all, { kind: 'collection', id: collectionId }] }),
      ]),
    [queryClient],
  );
}
