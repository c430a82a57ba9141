import { useQuery } from '@tanstack/react-query';

import { fetchAudio, mediaKeys, type AudioAnalysis } from '../../../api/media';

export type { AudioAnalysis };

const POLL_MS = 1500;

const settled = (analysis: AudioAnalysis | undefined) => analysis !== undefined && analysis.status !== 'processing';

/**
 * media's processing of an uploaded audio (`GET /api/media/audio/{id}`), asked again every 1.5 s
 * until it is ready or failed: its key and BPM range are the wizard's suggestions.
 */
export function useAudioAnalysis(audioId: string | null | undefined) {
  return useQuery({
    queryKey: mediaKeys.audio(audioId ?? ''),
    queryFn: () => fetchAudio(audioId ?? ''),
    enabled: Boolean(audioId),
    refetchInterval: (query) => (query.state.status === 'error' || settled(query.state.data) ? false : POLL_MS),
    staleTime: (query) => (settled(query.state.data) ? Infinity : 0),
  });
}
