import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';

import { applyFieldErrors } from '../../api/apiError';
import { createProducedSound, soundKeys } from '../../api/sounds';
import type { UploadedImage } from '../../api/uploadImage';
import { AlreadyReported, resolveDrumKit } from '../SoundWizard/draft/resolveKitAndArtist';
import { saveFailedMessage } from '../SoundWizard/draft/saveSound';
import type { Suggestion } from '../SoundWizard/fields/SuggestionField';
import { toaster } from '../ui/toaster';
import {
  distributionFormFields,
  serverFieldNames,
  type DistributionFormInput,
  type DistributionFormValues,
} from './distributionFormSchema';
import type { ProducedSoundBody } from './distributionTypes';

interface SaveProducedSound {
  cover: UploadedImage | null;
  audioId: string | null;
  setError: UseFormSetError<DistributionFormInput>;
  /** The song is saved: its contract comes next. */
  onSaved: (soundId: string) => Promise<void>;
}

/**
 * Saves the song (POST /api/sounds/produced), creating its new drum kit first; `soundId` once
 * saved, after which the form is locked (a new contract must not save it again).
 */
export function useSaveProducedSound({ cover, audioId, setError, onSaved }: SaveProducedSound) {
  const queryClient = useQueryClient();
  const [drumKit, setDrumKit] = useState<Suggestion | null>(null);
  const [soundId, setSoundId] = useState<string | null>(null);

  const save = async (form: DistributionFormValues) => {
    if (!cover || !audioId) return;
    let kit: Suggestion | null;
    try {
      kit = await resolveDrumKit(form.drumKitName, drumKit, form.imageUrl);
      setDrumKit(kit);
    } catch (error) {
      if (error instanceof AlreadyReported) return;
      throw error;
    }
    const body: ProducedSoundBody = {
      audioId,
      imageId: cover.id,
      imageUrl: cover.url,
      name: form.name,
      artists: form.artists,
      drumKitId: kit?.id ?? null,
      key: form.key,
      bpm: form.bpm,
      categoryId: form.categoryId,
    };
    let created: string;
    try {
      created = (await createProducedSound(body)).sound.id;
    } catch (error) {
      // A field the server refused shows its message there; the toast says what failed.
      applyFieldErrors(error, setError, distributionFormFields, serverFieldNames);
      toaster.create({ type: 'error', title: saveFailedMessage(error) });
      return;
    }
    setSoundId(created);
    toaster.create({ type: 'success', title: 'Música enviada! Por favor assine o contrato.' });
    void queryClient.invalidateQueries({ queryKey: soundKeys.all });
    await onSaved(created);
  };

  return { save, soundId, drumKit, setDrumKit };
}
