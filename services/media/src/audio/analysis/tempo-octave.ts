import { periodicity } from './pulse-clarity';

/** Tempos are suggested in 60–180 BPM (the spec's ranges); the estimate is doubled only into them. */
const HIGHEST_TEMPO = 182;
/**
 * A high-band pulse this regular (periodicity 0..1) at a quarter of the estimated beat counts as
 * a running subdivision. Measured on bench/analysis (seed 18): hats on straight eighths of the
 * doubled tempo 0.48–0.98; eighth-note hats at the estimate ~0, swung or near-straight
 * sixteenths 0.2–0.37. The line sits in that gap.
 */
const RUNNING_PULSE = 0.42;
/** Within this distance of RUNNING_PULSE the choice is a toss-up: the confidence drops to 0 at the line. */
const DOUBT_MARGIN = 0.2;

export type TempoChoice = {
  bpm: number;
  /** The estimate was doubled. */
  doubled: boolean;
  /** 0..1: how clearly the octave was decided (1 when only one octave was possible or the evidence was clear). */
  octaveCertainty: number;
};

/**
 * Chooses between the estimator's tempo and its double. PercivalBpmEstimator reads most loops
 * above ~140 BPM at half speed (hats on eighths at 150 look like sixteenths at 75). When the
 * estimate leaves room for its double and the high band (hats, shakers, plucks) runs a straight,
 * regular pulse at four per estimated beat, those are eighths of a beat twice as fast, the
 * commonest hat pattern: the tempo is doubled. Swung sixteenths (boom bap) and eighth-note hats
 * keep the estimate. Straight sixteenths at 70–90 BPM are read as eighths at 140–180: the
 * certainty says how close the call was.
 */
export function chooseTempoOctave(estimate: number, highEnvelope: Float32Array, sampleRate: number): TempoChoice {
  if (estimate * 2 > HIGHEST_TEMPO) return { bpm: estimate, doubled: false, octaveCertainty: 1 };
  const subdivision = periodicity(highEnvelope, 60 / estimate / 4, sampleRate);
  if (subdivision === null) return { bpm: estimate, doubled: false, octaveCertainty: 1 };
  const doubled = subdivision >= RUNNING_PULSE;
  const octaveCertainty = Math.min(1, Math.abs(subdivision - RUNNING_PULSE) / DOUBT_MARGIN);
  return { bpm: doubled ? estimate * 2 : estimate, doubled, octaveCertainty };
}
