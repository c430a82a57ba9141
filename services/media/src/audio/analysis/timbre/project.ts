import type { TimbreModel } from './model';

/**
 * A raw feature vector in the model's space: each feature standardised with the training corpus'
 * mean and spread (clamped to ±8 spreads: one odd measure must not throw a sound across the
 * space), then projected. Pure: the same numbers give the same vector.
 */
export function projectFeatures(
  model: Pick<TimbreModel, 'means' | 'stds' | 'projection'>,
  raw: readonly number[],
): number[] {
  if (raw.length !== model.means.length) {
    throw new Error(`descritor de timbre inválido: ${raw.length} valores, esperados ${model.means.length}`);
  }
  const standard = raw.map((value, index) =>
    Math.max(-8, Math.min(8, (value - model.means[index]) / model.stds[index])),
  );
  return model.projection.map((row) => row.reduce((sum, weight, index) => sum + weight * standard[index], 0));
}
