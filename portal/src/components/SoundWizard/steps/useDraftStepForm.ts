import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';

import { readSoundDraft, type SoundDraft } from '../draft/soundDraft';

/**
 * A later step's form, filled from the draft as the step opened; `draft` is null when step 1 was
 * never saved, and the step then sends the person back.
 */
export function useDraftStepForm<V extends FieldValues>(defaults: (draft: SoundDraft | null) => DefaultValues<V>) {
  const [draft] = useState(readSoundDraft);
  const form = useForm<V>({ defaultValues: defaults(draft) });
  return { draft, form };
}
