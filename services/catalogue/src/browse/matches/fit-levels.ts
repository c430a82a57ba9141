import { BPM_RANGES, compatibleKeys, roundTempo, type BpmRange, type MusicalKey } from '@sampleteca/contracts';
import type { MusicalFields } from '../../publishing/sounds/musical-fields';

/**
 * Which sounds fit a reference, as index ranges grouped by how well they fit (issue #18 §2).
 *
 * A sound fits when its key is one of the reference's compatibleKeys (distance 0–3) and its
 * tempo is within 6 % of the reference's, or of its half or double. Tempo closeness is a class:
 *   0  within 2 % (a stretch nobody hears)      1  within 6 %, or the same range when a tempo is unknown
 *   2  half or double, within 2 %                3  half or double, within 6 % (or by range)
 * and a sound's fit is key distance + tempo class (0 best, 6 worst): the list is every sound of
 * fit 0 by popularity, then fit 1, and so on. Each (key, tempo band) pair is one range of the
 * index on (type, key, tempo, bpm), so a level reads only the sounds that are in it.
 *
 * Without an exact tempo (one-shots, sounds saved before tempos) the BPM range stands in: a
 * reference without tempo takes its range as the band (class 1, half/double class 3); a sound
 * without tempo fits when its range overlaps the band, at class 1 (or 3): it might be close,
 * nobody knows how close.
 *
 * Without key or BPM (issue #43: 'Sem tom definido', 'Sem BPM (one-shot)'): a reference without
 * key matches on tempo only (any key, distance 0), one without BPM any tempo (class 0). A sound
 * without key fits any keyed reference as a relative does (distance 1), a one-shot any tempo as a
 * near one does (class 1): they fit, after what is known to fit exactly.
 */
export type FitBranch = KeyCondition & TempoCondition;
/** `key` a key, or null for the sounds without one; left out: any key. */
type KeyCondition = { key?: MusicalKey | null };
type TempoCondition =
  | { tempoFrom: number; tempoTo: number }
  | { rangesWithoutTempo: BpmRange[] }
  | { withoutBpm: true }
  | { anyTempo: true };

/** The branches of each fit level, best first (index 0 is fit 0). */
export type FitLevels = FitBranch[][];

/** How close tempos must be: exactly (class 0 and 2) and at most (class 1 and 3). */
const CLOSE = 0.02;
const NEAR = 0.06;
/** Bounds fall half a tenth off the tenths tempos are written to (roundTempo), so no tempo sits on one. */
const HALF_TENTH = 0.05;
const MAX_FIT = 6;

/** A band of tempos [from, to) at a tempo class, plus the ranges whose untimed sounds it takes. */
type TempoBand = { tempoClass: number; from: number; to: number };
type UntimedBand = { tempoClass: number; ranges: BpmRange[] };

export function fitLevels(reference: MusicalFields): FitLevels {
  const levels: FitLevels = Array.from({ length: MAX_FIT + 1 }, () => []);
  for (const { key, distance } of keyConditions(reference.key)) {
    for (const { tempoClass, condition } of tempoConditions(reference)) {
      levels[distance + tempoClass].push({ ...key, ...condition });
    }
  }
  return levels;
}

/** The keys that fit, with their distance; for a reference without key, any key. */
function keyConditions(key: MusicalKey | null): { key: KeyCondition; distance: number }[] {
  if (key === null) return [{ key: {}, distance: 0 }];
  return [
    ...compatibleKeys(key).map((compatible) => ({ key: { key: compatible.key }, distance: compatible.distance })),
    { key: { key: null }, distance: 1 },
  ];
}

/** The tempos that fit, with their class; for a one-shot reference, any tempo. */
function tempoConditions(reference: MusicalFields): { tempoClass: number; condition: TempoCondition }[] {
  if (reference.bpm === null) return [{ tempoClass: 0, condition: { anyTempo: true } }];
  const { timed, untimed } = reference.tempo === null ? rangeBands(reference.bpm) : tempoBands(reference.tempo);
  return [
    ...timed.map((band) => ({ tempoClass: band.tempoClass, condition: { tempoFrom: band.from, tempoTo: band.to } })),
    ...untimed
      .filter((band) => band.ranges.length)
      .map((band) => ({ tempoClass: band.tempoClass, condition: { rangesWithoutTempo: band.ranges } })),
    { tempoClass: 1, condition: { withoutBpm: true } },
  ];
}

/**
 * Around an exact tempo, in each octave (the tempo, its half, its double): the close band and
 * the near bands on either side, bounded between tenths (≤ 6 % as tempos are written).
 */
function tempoBands(tempo: number): { timed: TempoBand[]; untimed: UntimedBand[] } {
  const timed: TempoBand[] = [];
  const untimed: UntimedBand[] = [];
  for (const [centre, offset] of [
    [tempo, 0],
    [tempo / 2, 2],
    [tempo * 2, 2],
  ]) {
    const below = (share: number) => roundTempo(centre * (1 - share)) - HALF_TENTH;
    const above = (share: number) => roundTempo(centre * (1 + share)) + HALF_TENTH;
    timed.push(
      { tempoClass: offset, from: below(CLOSE), to: above(CLOSE) },
      { tempoClass: offset + 1, from: below(NEAR), to: below(CLOSE) },
      { tempoClass: offset + 1, from: above(CLOSE), to: above(NEAR) },
    );
    untimed.push({ tempoClass: offset + 1, ranges: overlapping(centre * (1 - NEAR), centre * (1 + NEAR)) });
  }
  return { timed, untimed };
}

/** A reference without tempo: its BPM range, and that range halved and doubled. */
function rangeBands(bpm: BpmRange): { timed: TempoBand[]; untimed: UntimedBand[] } {
  const range = BPM_RANGES.find((candidate) => candidate.value === bpm)!;
  const octaves: [number, number][] = [
    [1, 1],
    [0.5, 3],
    [2, 3],
  ];
  return {
    timed: octaves.map(([factor, tempoClass]) => ({
      tempoClass,
      from: range.min * factor - HALF_TENTH,
      to: range.max * factor + HALF_TENTH,
    })),
    untimed: octaves.map(([factor, tempoClass]) => ({
      tempoClass,
      ranges: overlapping(range.min * factor, range.max * factor),
    })),
  };
}

/** The BPM ranges sharing more than a point with [from, to] (110-130 and 130-150 only touch). */
function overlapping(from: number, to: number): BpmRange[] {
  return BPM_RANGES.filter((range) => range.min < to && range.max > from).map((range) => range.value);
}
