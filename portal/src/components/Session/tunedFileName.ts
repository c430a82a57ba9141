import { formatTempo } from './formatTempo';
import { transposedKey } from './transposition';
import type { TuningPlan } from './tuningPlan';

/** A sound without key (null) is never moved (tuningPlan gives it no semitones). */
type TunableSound = { tempo: number | null; key: string | null };

/** Where a download in the session's tempo and key lands: its tempo when stretched, its key when moved. */
export function tunedTarget(sound: TunableSound, plan: TuningPlan): { tempo: number | null; key: string | null } {
  return {
    tempo: plan.rate !== 1 && sound.tempo ? sound.tempo * plan.rate : null,
    key: plan.semitones && sound.key ? transposedKey(sound.key, plan.semitones) : null,
  };
}

/** '120 BPM, Bm': what was applied, the unchanged part left out; the tempo in whole BPM, as everywhere. */
export function tunedLabel(sound: TunableSound, plan: TuningPlan): string {
  const { tempo, key } = tunedTarget(sound, plan);
  return [...(tempo !== null ? [`${formatTempo(tempo)} BPM`] : []), ...(key !== null ? [key] : [])].join(', ');
}

// Room for the suffix within the 200 characters the server keeps of a download's name.
const NAME_ROOM = 170;

/**
 * 'Beat de verão (120 BPM, Bm).wav', from the MP3's name as the server signed it (already cleaned
 * of what file systems refuse): shortened first, so the suffix always survives.
 */
export function tunedFileName(mp3FileName: string, sound: TunableSound, plan: TuningPlan): string {
  const base =
    mp3FileName
      .replace(/\.mp3$/i, '')
      .slice(0, NAME_ROOM)
      .trim() || 'som';
  return `${base} (${tunedLabel(sound, plan)}).wav`;
}
