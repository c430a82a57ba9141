import type { UseFormReturn } from 'react-hook-form';

import type { SoundTagValues } from '../../SoundTags/SoundTagFields';
import { useUploadReading } from '../../SoundTags/useUploadReading';
import { useSuggestedChoice } from './useSuggestedChoice';

/**
 * Step 2's instrument and shape (#44): the analysis' reading selected as it arrives, unless the
 * person chose (now, or earlier in the draft); what they pick is theirs.
 */
export function useSuggestedTags<V extends SoundTagValues>(form: UseFormReturn<V>, audioId: string | undefined) {
  // The two fields exist on every V this hook is given; the form's generic paths cannot say so.
  const tagsForm = form as unknown as UseFormReturn<SoundTagValues>;
  const reading = useUploadReading(audioId);
  const ready = reading.data?.status === 'ready' ? reading.data : null;
  const chooseFamily = useSuggestedChoice({
    name: 'instrumentFamily',
    suggested: ready?.family,
    chosenBefore: Boolean(tagsForm.getValues('instrumentFamily')),
    getValues: tagsForm.getValues,
    setValue: tagsForm.setValue,
  });
  const chooseShape = useSuggestedChoice({
    name: 'shape',
    suggested: ready?.shape,
    chosenBefore: Boolean(tagsForm.getValues('shape')),
    getValues: tagsForm.getValues,
    setValue: tagsForm.setValue,
  });
  const value: SoundTagValues = {
    instrumentFamily: tagsForm.watch('instrumentFamily'),
    shape: tagsForm.watch('shape'),
  };
  const change = (next: SoundTagValues) => {
    if (next.instrumentFamily !== value.instrumentFamily) chooseFamily();
    if (next.shape !== value.shape) chooseShape();
    tagsForm.setValue('instrumentFamily', next.instrumentFamily);
    tagsForm.setValue('shape', next.shape);
  };
  const waiting = !reading.isError && (!reading.data || reading.data.status === 'processing');
  return {
    value,
    change,
    suggested: ready && { instrumentFamily: ready.family, shape: ready.shape },
    pendingHint: waiting
      ? 'Ainda estamos ouvindo o áudio para sugerir…'
      : 'Escolha o que mais se parece com o seu som (opcional).',
  };
}
