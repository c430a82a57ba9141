import { z } from 'zod/mini';

import { isBpmRange, isMusicalKey, type BpmRange, type MusicalKey } from '../SoundWizard/musicVocabulary';

/** Spec 02 §5: both files before anything is sent. */
export const FILES_REQUIRED = 'Por favor, faça upload da música e da imagem antes de cadastrar.';

const between3and255 = (message: string) =>
  z.string().check(z.trim(), z.minLength(3, message), z.maxLength(255, message));

/** The distribution form (spec 02 §5), with the messages the server gives for the same rules. */
export const distributionFormSchema = z.object({
  audioId: z.string().check(z.minLength(1, FILES_REQUIRED)),
  imageUrl: z.string().check(z.minLength(1, FILES_REQUIRED)),
  name: between3and255('Informe um nome válido'),
  artists: between3and255('Informe pelo menos um artista'),
  drumKitName: z.string().check(z.trim(), z.maxLength(255, 'O nome do Drum Kit deve conter no máximo 255 caracteres')),
  key: z.pipe(z.string(), z.custom<MusicalKey>(isMusicalKey, 'Selecione uma tonalidade válida')),
  bpm: z.pipe(z.string(), z.custom<BpmRange>(isBpmRange, 'Selecione um BPM válido')),
  categoryId: z.string().check(z.minLength(1, 'Selecione um gênero.')),
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
