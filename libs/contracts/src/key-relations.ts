import type { MusicalKey } from './music';
import { keyOf, keyParts, relativeKey } from './transposition';

/**
 * How a key sits beside another on the circle of fifths (a DJ's Camelot wheel): the keys a
 * sound in one key can be layered with without clashing (issue #18 §2, 'Combina com este').
 * - same: the key itself;
 * - relative: the other mode on the same notes (C and Am);
 * - fifth-up / fifth-down: one step round the circle in the same mode (C → G, C → F), one note apart;
 * - fifth-up-relative / fifth-down-relative: those keys' relatives (C → Em, C → Dm).
 */
export type KeyRelation = 'same' | 'relative' | 'fifth-up' | 'fifth-down' | 'fifth-up-relative' | 'fifth-down-relative';

/**
 * How far each relation is, 0 (closest) to 3: the same notes first, then one note changed in the
 * same mode, then one note changed and the mode too.
 */
export const KEY_RELATION_DISTANCE: Readonly<Record<KeyRelation, 0 | 1 | 2 | 3>> = {
  same: 0,
  relative: 1,
  'fifth-up': 2,
  'fifth-down': 2,
  'fifth-up-relative': 3,
  'fifth-down-relative': 3,
};

/** A key compatible with another, how it relates and how far it is (KEY_RELATION_DISTANCE). */
export interface CompatibleKey {
  key: MusicalKey;
  relation: KeyRelation;
  distance: 0 | 1 | 2 | 3;
}

/** A perfect fifth, in semitones. */
const FIFTH = 7;

/** The six keys compatible with `key`, closest first (the key itself first). */
export function compatibleKeys(key: MusicalKey): CompatibleKey[] {
  const { tonic, minor } = keyParts(key);
  const up = keyOf(tonic + FIFTH, minor);
  const down = keyOf(tonic - FIFTH, minor);
  const related: [MusicalKey, KeyRelation][] = [
    [key, 'same'],
    [relativeKey(key), 'relative'],
    [up, 'fifth-up'],
    [down, 'fifth-down'],
    [relativeKey(up), 'fifth-up-relative'],
    [relativeKey(down), 'fifth-down-relative'],
  ];
  return related.map(([compatible, relation]) => ({
    key: compatible,
    relation,
    distance: KEY_RELATION_DISTANCE[relation],
  }));
}

/** How `other` relates to `key`, or undefined when they clash (not one of compatibleKeys). */
export function keyRelation(key: MusicalKey, other: MusicalKey): CompatibleKey | undefined {
  return compatibleKeys(key).find((compatible) => compatible.key === other);
}

/** Whether a sound in `other` can be layered with one in `key` (a symmetric relation). */
export function keysFit(key: MusicalKey, other: MusicalKey): boolean {
  return keyRelation(key, other) !== undefined;
}
