import type { InstrumentFamily, SoundReading, SoundShape } from '@sampleteca/contracts';
import type { FamilySource } from '../sounds/sound.entity';

/** A sound's tags as stored: its family, its shape and whose word they are. */
export type SoundTags = {
  instrumentFamily: InstrumentFamily | null;
  shape: SoundShape | null;
  familySource: FamilySource | null;
};

/** What a body says of the tags: left out (undefined) is no choice; null on a correction clears. */
export type ChosenTags = { instrumentFamily?: InstrumentFamily | null; shape?: SoundShape | null };

/** The analysis' reading of the upload as kept with it (null: not read yet, or nothing to read). */
export type KeptReading = Pick<SoundReading, 'family' | 'shape'> | null;

/**
 * A new sound's tags. What the producer left unchosen comes from the reading; when the result is
 * exactly the reading (the wizard's chips kept as suggested) it stays the analysis' word, which a
 * later, better reading (the backfill) may replace; anything else is the producer's, never
 * overwritten. No reading and no choice: untagged until media.processed brings one.
 */
export function newSoundTags(chosen: ChosenTags, reading: KeptReading): SoundTags {
  const instrumentFamily = chosen.instrumentFamily ?? reading?.family ?? null;
  const shape = chosen.shape ?? reading?.shape ?? null;
  const asRead = instrumentFamily === (reading?.family ?? null) && shape === (reading?.shape ?? null);
  if (!asRead) return { instrumentFamily, shape, familySource: 'producer' };
  return { instrumentFamily, shape, familySource: reading ? 'analysis' : null };
}

/**
 * A correction's tags (the owner's edit, the console): the fields sent change, and the result is
 * the producer's word from then on, whatever the analysis reads later. Undefined: nothing sent.
 */
export function correctedTags(current: SoundTags, change: ChosenTags): SoundTags | undefined {
  if (change.instrumentFamily === undefined && change.shape === undefined) return undefined;
  return {
    instrumentFamily: change.instrumentFamily === undefined ? current.instrumentFamily : change.instrumentFamily,
    shape: change.shape === undefined ? current.shape : change.shape,
    familySource: 'producer',
  };
}

export const tagsDiffer = (a: SoundTags, b: SoundTags): boolean =>
  a.instrumentFamily !== b.instrumentFamily || a.shape !== b.shape || a.familySource !== b.familySource;
