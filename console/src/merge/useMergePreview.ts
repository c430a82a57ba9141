import { useQuery } from '@tanstack/react-query';

import { mergeInto } from './mergeApi';

/**
 * The server's dry run of a merge: which entries go and how many sounds move, read again
 * whenever the kept entry changes. Its refusal (ids of another list, too many…) is its error.
 */
export function useMergePreview(resource: string, keptId: string, ids: string[], enabled: boolean) {
  return useQuery({
    queryKey: [resource, 'merge-preview', keptId, ids],
    queryFn: () => mergeInto(resource, keptId, ids, true),
    enabled: enabled && Boolean(keptId) && ids.length > 0,
    retry: false,
    gcTime: 0,
  });
}
