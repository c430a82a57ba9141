/**
 * What the timbre descriptor is made of (#34, #44). measureTimbre gives raw features after
 * Freesound/Essentia's low-level descriptors (MFCC, Bark bands, spectral shape, harmonic
 * features, envelope); timbre-model.ts, trained on recorded instruments by
 * bench/instruments/train.mjs, standardises them and projects them onto the directions that tell
 * instrument families apart. Euclidean distance between projected vectors ranks sounds by how
 * alike they sound.
 */

/** Vectors of different versions are not comparable: a change of features or of the model is a new version. */
export const TIMBRE_VERSION = 2;

const numbered = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${prefix}${index + 1}`);

/** Measured frame by frame (over the frames within 40 dB of the loudest), in this order. */
export const FRAMEWISE_FEATURES = [
  ...numbered('mfcc', 12),
  ...numbered('bark', 24),
  ...numbered('contrast', 6),
  ...numbered('valley', 6),
  'centroid',
  'spectralSpread',
  'skewness',
  'kurtosis',
  'rolloff',
  'flatness',
  'crest',
  'flux',
  'complexity',
  'zeroCrossings',
  'pitchConfidence',
  'pitchSalience',
  'dissonance',
  'inharmonicity',
  'tristimulus1',
  'tristimulus2',
  'tristimulus3',
  'oddToEven',
];

/** The frame series whose spread (how much they move over the sound) is kept beside their mean. */
export const SPREAD_FEATURES = FRAMEWISE_FEATURES.filter((name) => !/^(contrast|valley)/.test(name));

/** Measured once over the sound. */
const WHOLE_FEATURES = [
  ...numbered('mfccDelta', 12),
  'pitch',
  'pitchedShare',
  'logAttackTime',
  'temporalCentroid',
  'effectiveDuration',
  'duration',
  'levelSpread',
  'onsetRate',
  'strongDecay',
  'envelopeFlatness',
  'decay',
  ...['level100ms', 'level300ms', 'level600ms', 'level1200ms', 'level2400ms'],
  ...numbered('attackMfcc', 12),
  'attackCentroid',
  'attackFlatness',
];

/** The raw features in measureTimbre's order. */
export const TIMBRE_FEATURES: readonly string[] = [
  ...FRAMEWISE_FEATURES.flatMap((name) => (SPREAD_FEATURES.includes(name) ? [name, `${name}Spread`] : [name])),
  ...WHOLE_FEATURES,
];
