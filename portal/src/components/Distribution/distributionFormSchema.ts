import { z } from 'zod';

import { isBpmRange, isMusicalKey } from '../SoundWizard/musicVocabulary';

/** Spec 02 §5: both files before anything is sent. */
export const FILES_REQUIRED = 'Por favor, faça upload da música e da imagem antes de cadastrar.';

const between3and255 = (message: string) => z.string().trim().min(3, message).max(255, message);

/** The distribution form (spec 02 §5), with the messages the server gives for the same rules. */
export const distributionFormSchema = z.object({
  audioId: z.string().min(1, FILES_REQUIRED),
  imageUrl: z.string().min(1, FILES_REQUIRED),
  name: between3and255('Informe um nome válido'),
  artists: between3and255('Informe pelo menos um artista'),
  drumKitName: z.string().trim().max(255, 'O nome do Drum Kit deve conter no máximo 255 caracteres'),
  key: z.string().refine(isMusicalKey, 'Selecione uma tonalidade válida'),
  bpm: z.string().refine(isBpmRange, 'Selecione um BPM válido'),
  categoryId: z.string().min(1, 'Selecione um gênero.'),
});

/** What the fields hold (a select starts empty)… */
export type DistributionFormInput = z.input<typeof distributionFormSchema>;
/** …and what a valid form gives (a key and a BPM range the API knows). */
export type DistributionFormValues = z.output<typeof distributionFormSchema>;

export const emptyDistributionForm: DistributionFormInput = {
  audioId: '',
  imageUrl: '',
  name: '',
  artists: '',
  drumKitName: '',
  key: '',
  bpm: '',
  categoryId: '',
};

/** The form's fields a 422 answer may name, and the body's names that differ from the form's. */
export const distributionFormFields = Object.keys(emptyDistributionForm) as (keyof DistributionFormInput)[];
export const serverFieldNames = {
  imageId: 'imageUrl',
  drumKitId: 'drumKitName',
} as const satisfies Record<string, keyof DistributionFormInput>;
