import { useCallback } from 'react';
import type { UseFormGetValues, UseFormSetValue } from 'react-hook-form';

import { useAnalysedAudio } from '../SoundWizard/hooks/useAnalysedAudio';
import type { AudioUploadState } from '../SoundWizard/hooks/useAudioUpload';
import { useSuggestedChoice } from '../SoundWizard/hooks/useSuggestedChoice';
import type { DistributionFormInput } from './distributionFormSchema';

const NO_AUDIO: AudioUploadState = { phase: 'idle' };

interface SongAnalysisForm {
  getValues: UseFormGetValues<DistributionFormInput>;
  setValue: UseFormSetValue<DistributionFormInput>;
}

/**
 * The song sent to media as soon as it is picked, and media's analysis of it: it pre-selects the
 * key and BPM range until the person chooses (`chooseKey`, `chooseBpm` record that choice).
 */
export function useSongAnalysis({ getValues, setValue }: SongAnalysisForm) {
  const onUploaded = useCallback(
    (audioId: string | null) => setValue('audioId', audioId ?? '', { shouldValidate: Boolean(audioId) }),
    [setValue],
  );
  const audio = useAnalysedAudio(NO_AUDIO, onUploaded);
  const ready = audio.analysis.data?.status === 'ready' ? audio.analysis.data : null;
  const chooseKey = useSuggestedChoice({
    name: 'key',
    suggested: ready?.key,
    chosenBefore: false,
    getValues,
    setValue,
  });
  const chooseBpm = useSuggestedChoice({
    name: 'bpm',
    suggested: ready?.bpmRange,
    chosenBefore: false,
    getValues,
    setValue,
  });
  return { audio, audioId: audio.audioId, failed: audio.failed, ready, chooseKey, chooseBpm };
}

export type SongAnalysis = ReturnType<typeof useSongAnalysis>;
