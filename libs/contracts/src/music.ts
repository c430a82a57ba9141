/**
 * The musical vocabulary of the catalogue (spec 02 §3 and §9): the 24 keys a sound is tagged
 * with and the 5 BPM ranges the upload wizard offers. Media suggests one of each from the audio;
 * catalogue validates what the user picks against the same lists.
 */

/** The 12 major keys then the 12 minor ones, sharps only (the spec's spelling). */
export const MUSICAL_KEYS = [
  'C',
  'C#',
  'D',
  'D#',
  'E',
  'F',
  'F#',
  'G',
  'G#',
  'A',
  'A#',
  'B',
  'Cm',
  'C#m',
  'Dm',
  'D#m',
  'Em',
  'Fm',
  'F#m',
  'Gm',
  'G#m',
  'Am',
  'A#m',
  'Bm',
] as const;
export type MusicalKey = (typeof MUSICAL_KEYS)[number];

export function isMusicalKey(value: unknown): value is MusicalKey {
  return typeof value === 'string' && (MUSICAL_KEYS as readonly string[]).includes(value);
}

/** The twelve pitch classes, spelled with sharps as MUSICAL_KEYS spells them. */
export const PITCH_CLASSES = ['C', 'C#', 'D', 'D#', 'E', 'F', 'F#', 'G', 'G#', 'A', 'A#', 'B'] as const;

/**
 * The spec's BPM ranges with the genres that live there, served by GET /api/keys. The spec gave
 * 160-180 the label of 60-80 (a slip carried from the original app): drum & bass and footwork live
 * there. The front ends keep a copy to show before the answer (portal musicVocabulary.ts, console
 * soundChoices.ts): change them together.
 */
export const BPM_RANGES = [
  { value: '60-80', min: 60, max: 80, label: 'R&B, Ballads' },
  { value: '85-100', min: 85, max: 100, label: 'Hip-Hop, Reggaeton' },
  { value: '110-130', min: 110, max: 130, label: 'Pop, Rock, House' },
  { value: '130-150', min: 130, max: 150, label: 'Trap, Trance, Techno' },
  { value: '160-180', min: 160, max: 180, label: 'Drum & Bass, Footwork' },
] as const;
export type BpmRange = (typeof BPM_RANGES)[number]['value'];
/** The ranges' values alone ('60-80'…), as enums and validators list them. */
export const BPM_VALUES: readonly BpmRange[] = BPM_RANGES.map((range) => range.value);

export function isBpmRange(value: unknown): value is BpmRange {
  return typeof value === 'string' && BPM_RANGES.some((range) => range.value === value);
}

/**
 * The range a tempo belongs to. The ranges have gaps (80-85, 100-110, 150-160) and ends: a
 * tempo outside every range takes the nearest one (by distance to its closer bound), so 82 →
 * 60-80, 83 → 85-100, 45 → 60-80, 200 → 160-180. A tie (130, inside two ranges; or the exact
 * middle of a gap, 82.5, 105, 155) goes to the lower range.
 */
export function bpmRangeOf(bpm: number): BpmRange | undefined {
  if (!Number.isFinite(bpm) || bpm <= 0) return undefined;
  let best: { value: BpmRange; distance: number } | undefined;
  for (const range of BPM_RANGES) {
    const distance = bpm < range.min ? range.min - bpm : bpm > range.max ? bpm - range.max : 0;
    if (!best || distance < best.distance) best = { value: range.value, distance };
  }
  return best?.value;
}

/** Exact tempos a person may give a sound (the wizard, a correction), in BPM. */
export const TEMPO_MIN = 40;
export const TEMPO_MAX = 300;

/** A tempo as people write it: to a tenth of a BPM (a stored float4 reads back as 92.0999…). */
export const roundTempo = (bpm: number): number => Math.round(bpm * 10) / 10;

/**
 * A measured tempo and its half and double, the octave errors tempo estimators make most
 * (a half-time trap loop read at 70 or 140): the measure first, then the others that are
 * tempos a person would give (TEMPO_MIN to TEMPO_MAX).
 */
export function tempoOctaves(measured: number): number[] {
  return [measured, measured / 2, measured * 2]
    .map(roundTempo)
    .filter((bpm, index) => index === 0 || (bpm >= TEMPO_MIN && bpm <= TEMPO_MAX));
}

/**
 * The octave of a measured tempo that lies within the BPM range a person chose (their choice
 * settles which octave they hear); null when none does. Within its bounds, not merely nearest to
 * it (bpmRangeOf): a chord measured '89 ou 178' and saved as 60-80 has no tempo, not 44.5.
 */
export function tempoInRange(measured: number, range: BpmRange): number | null {
  const bounds = BPM_RANGES.find((candidate) => candidate.value === range);
  if (!bounds) return null;
  return tempoOctaves(measured).find((bpm) => bpm >= bounds.min && bpm <= bounds.max) ?? null;
}

/** The four kinds of sound (spec 02 §1), spelled as the spec and the filter routes write them. */
export const SOUND_TYPES = ['Samples', 'Acapelas', 'Beats', 'Melody'] as const;
export type SoundType = (typeof SOUND_TYPES)[number];
