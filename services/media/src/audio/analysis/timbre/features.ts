/**
 * What the timbre descriptor holds (#34), dimension by dimension, in groups. Euclidean distance
 * over the normalised vector ranks sounds by how alike they sound; each group's weight says how
 * much its dimensions count together (a group of n dimensions weighs `weight / √n` each, so a
 * group's say does not grow with its size). The weights were set on bench/similarity's sounds
 * (seeds 1, 2, 3 and 34; other seeds check them): see bench/similarity/README.md.
 */

/** Vectors of different versions are not comparable: a change of features, constants or weights is a new version. */
export const TIMBRE_VERSION = 1;

export type TimbreGroup = { name: string; weight: number; features: readonly string[] };

export const TIMBRE_GROUPS: readonly TimbreGroup[] = [
  // The spectral envelope's broad shape: MFCC 1–6, frames' means. Higher coefficients follow a
  // tonal sound's pitch more than its timbre (with them, plucks an octave apart drifted apart), and
  // the coefficients' spread over the frames added nothing the centroid's spread does not.
  { name: 'mfcc', weight: 1, features: ['mfcc1', 'mfcc2', 'mfcc3', 'mfcc4', 'mfcc5', 'mfcc6'] },
  // Brightness: the spectral centroid (log Hz) and how much it moves (a vowel glide, a kick's
  // drop), the 85% roll-off (log Hz). Weighed most: what a sound is shows first in where its energy sits.
  { name: 'brightness', weight: 2.4, features: ['centroid', 'centroidSpread', 'rolloff'] },
  // Noise against tone: spectral flatness and zero-crossing rate (logs).
  { name: 'noisiness', weight: 0.6, features: ['flatness', 'zeroCrossings'] },
  // Peaks against valleys in six bands (Essentia's SpectralContrast): tone against noise, band by band.
  {
    name: 'contrast',
    weight: 1.2,
    features: ['contrast1', 'contrast2', 'contrast3', 'contrast4', 'contrast5', 'contrast6'],
  },
  // Essentia's LogAttackTime: a hit, a pluck, a swell.
  { name: 'attack', weight: 0.75, features: ['logAttackTime'] },
  // The rest of the envelope: temporal centroid / length (decays early or holds), log effective
  // duration (time above 40% of the peak envelope) and log length (up to 30 s).
  { name: 'envelope', weight: 1.25, features: ['temporalCentroid', 'effectiveDuration', 'duration'] },
  // How much the level moves between frames (dB spread): steady pads against hits and gaps.
  { name: 'dynamics', weight: 0.6, features: ['levelSpread'] },
  // Onsets per second (over a second at least, so a one-shot counts one): loops against one-shots.
  { name: 'rhythm', weight: 0.95, features: ['onsetRate'] },
];

/** The raw features in the order the descriptor holds them. */
export const TIMBRE_FEATURES: readonly string[] = TIMBRE_GROUPS.flatMap((group) => group.features);

/** 23: small enough for the catalogue to compare thousands of vectors per query in PostgreSQL. */
export const TIMBRE_DIMENSIONS = TIMBRE_FEATURES.length;

/** Each dimension's weight: its group's, shared among the group's dimensions (√n). */
export const TIMBRE_WEIGHTS: readonly number[] = TIMBRE_GROUPS.flatMap((group) =>
  group.features.map(() => group.weight / Math.sqrt(group.features.length)),
);
