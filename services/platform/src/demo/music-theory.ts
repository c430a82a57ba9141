import { PITCH_CLASSES, type MusicalKey } from '@sampleteca/contracts';

const MAJOR = [0, 2, 4, 5, 7, 9, 11];
const MINOR = [0, 2, 3, 5, 7, 8, 10];
// Scale degrees of a four-chord loop: I–V–vi–IV in major, i–VI–III–VII in minor.
const MAJOR_LOOP = [0, 4, 5, 3];
const MINOR_LOOP = [0, 5, 2, 6];

export const frequencyOf = (midi: number) => 440 * 2 ** ((midi - 69) / 12);

/** A key's notes: `note(degree, octave)` is the MIDI number of a scale degree (any integer). */
export class Scale {
  readonly minor: boolean;
  private readonly root: number;
  private readonly steps: number[];

  constructor(key: MusicalKey) {
    this.minor = key.endsWith('m');
    this.root = (PITCH_CLASSES as readonly string[]).indexOf(this.minor ? key.slice(0, -1) : key);
    this.steps = this.minor ? MINOR : MAJOR;
  }

  note(degree: number, octave: number): number {
    const wrapped = ((degree % 7) + 7) % 7;
    const octaves = Math.floor(degree / 7);
    return 12 * (octave + 1 + octaves) + this.root + this.steps[wrapped];
  }

  /** The loop's chords as scale degrees of their roots, one per bar. */
  get loop(): number[] {
    return this.minor ? MINOR_LOOP : MAJOR_LOOP;
  }

  /** The triad on `degree`: root, third and fifth, as MIDI numbers. */
  triad(degree: number, octave: number): number[] {
    return [0, 2, 4].map((step) => this.note(degree + step, octave));
  }
}

/** mulberry32: a small seeded generator, so each demo sound is the same on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}
