import type { SoundTagValues } from './SoundTagFields';

/** The tags that differ from the sound's, as a correction sends them (nothing sent: nothing changes). */
export function changedTags(current: SoundTagValues, chosen: SoundTagValues): Partial<SoundTagValues> {
  return {
    ...(chosen.instrumentFamily !== current.instrumentFamily && { instrumentFamily: chosen.instrumentFamily }),
    ...(chosen.shape !== current.shape && { shape: chosen.shape }),
  };
}
