import { useQuery } from '@tanstack/react-query';

import { fetchUploadReading } from '../../api/soundTags';

const POLL_MS = 1500;

/**
 * The catalogue's copy of media's reading of an upload (#44), asked again every 1.5 s while the
 * file is processing. A 404 is retried a few times: the catalogue hears of an upload a moment
 * after media stored it.
 */
export function useUploadReading(audioId: string | null | undefined) {
  return useQuery({
    queryKey: ['upload-reading', audioId ?? ''],
    queryFn: () => fetchUploadReading(audioId ?? ''),
    enabled: Boolean(audioId),
    retry: 5,
    retryDelay: POLL_MS,
    refetchInterval: (query) =>
      query.state.status === 'error' || (query.state.data && query.state.data.status !== 'processing')
        ? false
        : POLL_MS,
    staleTime: (query) => (query.state.data && query.state.data.status !== 'processing' ? Infinity : 0),
  });
}
