import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';

import { useAudioAnalysis, type AudioAnalysis } from './useAudioAnalysis';
import { useSuggestedChoice } from './useSuggestedChoice';

/**
 * Media's analysis of the draft's audio and what it suggests for one field of the step (the key,
 * the BPM range), selected as it arrives unless the person chose. The value the step opened with
 * came from the draft: the person's earlier choice, which a late suggestion must not replace.
 */
export function useStepSuggestion<V extends FieldValues, N extends Path<V>>(
  form: UseFormReturn<V>,
  name: N,
  audioId: string | undefined,
  suggest: (analysis: AudioAnalysis) => PathValue<V, N> | null,
) {
  const analysis = useAudioAnalysis(audioId);
  const ready = analysis.data?.status === 'ready' ? analysis.data : null;
  const suggested = ready ? suggest(ready) : null;
  const choose = useSuggestedChoice({
    name,
    suggested,
    // Read on every render, but only the first (the opening value) counts.
    chosenBefore: Boolean(form.getValues(name)),
    getValues: form.getValues,
    setValue: form.setValue,
  });
  return { analysis, ready, suggested, choose };
}
