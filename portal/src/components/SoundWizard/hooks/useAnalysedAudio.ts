import { useAudioAnalysis } from './useAudioAnalysis';
import { useAudioUpload, type AudioUploadState } from './useAudioUpload';

/** Said on the music field when media could not read the file. */
export const AUDIO_UNREADABLE = 'Este áudio não pôde ser processado: escolha outro arquivo.';

/**
 * A form's music: sent to media as soon as it is picked (see useAudioUpload), then followed
 * while media analyses it; `audioId` once it is in, `failed` when media could not read it.
 */
export function useAnalysedAudio(initial: AudioUploadState, onUploaded: (audioId: string | null) => void) {
  const { state, start } = useAudioUpload(initial, onUploaded);
  const audioId = state.phase === 'uploaded' ? state.audioId : null;
  const analysis = useAudioAnalysis(audioId);
  return { state, start, audioId, analysis, failed: analysis.data?.status === 'failed' };
}

export type AnalysedAudio = ReturnType<typeof useAnalysedAudio>;
