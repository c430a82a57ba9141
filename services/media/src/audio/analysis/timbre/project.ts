import type { TimbreModel } from './model';

/**
 * A raw feature vector in the model's space: each feature standardised with the training corpus'
 * mean and spread (clamped to ±8 spreads: one odd measure must not throw a sound across the
 * space), then projected (and through the small network, if the model has one). Pure: the same numbers give the same vector.
 */
export function projectFeatures(
  model: Pick<TimbreModel, 'means' | 'stds' | 'projection' | 'network'>,
  raw: readonly number[],
): number[] {
  if (raw.length !== model.means.length) {
    throw new Error(`descritor de timbre inválido: ${raw.length} valores, esperados ${model.means.length}`);
  }
  const standard = raw.map((value, index) =>
    Math.max(-8, Math.min(8, (value - model.means[index]) / model.stds[index])),
  );
  const projected = model.projection.map((row) =>
    row.reduce((sum, weight, index) => sum + weight * standard[index], 0),
  );
  const { network } = model;
  if (!network) return projected;
  const hidden = projected.map((value, index) => Math.max(0, value + network.biases[index]));
  return network.output.map((row, k) =>
    row.reduce((sum, weight, index) => sum + weight * hidden[index], network.outputBiases[k]),
  );
}
