/** Spec 02 §2: the upload wizard's step labels; the mobile indicator numbers the first four. */
export const soundSteps = [
  'Informações básicas',
  'Selecione o tom',
  'Classifique seu som',
  'Qual o BPM?',
  'Upload realizado',
] as const;

export const numberedSoundSteps = 4;

export type SoundStep = '1' | '2' | '3' | '4' | 'success';

export const soundAddStepPath = (step: 1 | 2 | 3 | 4 | 'success') => `/sound/add/${step}`;

/** Route state of the success step: set only by a save that went through. */
export interface SoundAddedState {
  added: true;
  soundName: string;
}

export function isSoundAddedState(state: unknown): state is SoundAddedState {
  return typeof state === 'object' && state !== null && (state as Partial<SoundAddedState>).added === true;
}

/** The tag on the key and the BPM range media's analysis suggests. */
export const SUGGESTED = 'Sugerido';
