import type { InstrumentFamily } from '@sampleteca/contracts';

/**
 * The learned part of the timbre descriptor (bench/instruments/train.mjs writes timbre-model.ts):
 * each raw feature's mean and spread over the training corpus, the projection onto the directions
 * that tell instrument families apart, and reference sounds (projected) for the family reading.
 */
export type TimbreModel = {
  version: number;
  /** The raw features it was trained on, in measureTimbre's order (checked against TIMBRE_FEATURES). */
  features: readonly string[];
  means: readonly number[];
  stds: readonly number[];
  /**
   * One row per output dimension, each as long as `features` (with `network`, one row per hidden
   * unit: the network's first layer).
   */
  projection: readonly (readonly number[])[];
  /**
   * A nonlinear embedding after the projection (bench/instruments/mlp.mjs): hidden = ReLU(projection
   * · standardised + biases), descriptor = output · hidden + outputBiases. Absent: the projection is
   * the descriptor.
   */
  network?: {
    biases: readonly number[];
    output: readonly (readonly number[])[];
    outputBiases: readonly number[];
  };
  /** How many nearest references vote on the family. */
  neighbours: number;
  /** Projected reference sounds and their families (rounded: they are compared with rounded vectors). */
  references: readonly { family: InstrumentFamily; vector: readonly number[] }[];
};
