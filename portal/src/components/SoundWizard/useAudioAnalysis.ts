import { useQuery } from '@tanstack/react-query';

import { unwrap } from '../../api/apiError';
import { apiClient } from '../../api/client';
import type { paths } from '../../api/schema';

export type AudioAnalysis = paths['/api/media/audio/{id}']['get']['responses'][200]['content']['application/json'];

const POLL_MS = 1500;

export const audioAnalysisQueryKey = (audioId: string) => ['media', 'audio', audioId] as const;

const settled = (analysis: AudioAnalysis | undefined) => analysis !== undefined && analysis.status !== 'processing';

/**
 * media's processing of an uploaded audio (`GET /api/media/audio/{id}`), asked again every 1.5 s
 * until it is ready or failed: its key and BPM range are the wizard's suggestions.
 */
export function useAudioAnalysis(audioId: string | null | undefined) {
  return useQuery({
    queryKey: audioAnalysisQueryKey(audioId ?? ''),
    queryFn: async () =>
      unwrap(await apiClient.GET('/api/media/audio/{id}', { params: { path: { id: audioId ?? '' } } })),
    enabled: Boolean(audioId),
    refetchInterval: (query) => (query.state.status === 'error' || settled(query.state.data) ? false : POLL_MS),
    staleTime: (query) => (settled(query.state.data) ? Infinity : 0),
  });
}
