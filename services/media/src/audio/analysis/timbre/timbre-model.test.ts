import { INSTRUMENT_FAMILIES } from '@sampleteca/contracts';
import { guessFamily, projectFeatures, TIMBRE_DIMENSIONS, TIMBRE_FEATURES } from './index';
import { TIMBRE_MODEL } from './timbre-model';

const model = {
  means: [10, 0],
  stds: [2, 1],
  projection: [
    [1, 0],
    [0.5, -1],
  ],
};

test('a raw vector is standardised with the corpus constants, then projected', () => {
  expect(projectFeatures(model, [12, 3])).toEqual([1, 0.5 - 3]);
  expect(projectFeatures(model, [10, 0])).toEqual([0, 0]);
});

test('one wild measure cannot throw a sound across the space: ±8 spreads at most', () => {
  expect(projectFeatures(model, [10 + 2 * 1000, 0])).toEqual([8, 4]);
});

test('a vector of the wrong length is refused', () => {
  expect(() => projectFeatures(model, [1, 2, 3])).toThrow(/esperados 2/);
});

test('with a network, the projection is its first layer: ReLU, then the output layer', () => {
  const network = { biases: [0, 1], output: [[2, 1]], outputBiases: [0.5] };
  // hidden = ReLU([1, 0.5 − 3] + [0, 1]) = [1, 0]; output = 2·1 + 1·0 + 0.5
  expect(projectFeatures({ ...model, network }, [12, 3])).toEqual([2.5]);
  // hidden = ReLU([−1, −0.5 + 1]) = [0, 0.5]
  expect(projectFeatures({ ...model, network }, [8, 0])).toEqual([1]);
});

const references = {
  neighbours: 3,
  references: [
    { family: 'kick' as const, vector: [0, 0] },
    { family: 'kick' as const, vector: [0.2, 0] },
    { family: 'snare' as const, vector: [1, 1] },
    { family: 'keys' as const, vector: [5, 5] },
    { family: 'keys' as const, vector: [5.2, 5] },
  ],
};

test('the family is the one most nearest references share, nearer ones counting more', () => {
  expect(guessFamily(references, [0.1, 0])).toEqual({ family: 'kick', confidence: expect.any(Number) });
  expect(guessFamily(references, [5.1, 5])?.family).toBe('keys');
  // Half-way between a kick and the snare: the nearer snare outvotes the two farther kicks.
  expect(guessFamily(references, [0.9, 0.9])?.family).toBe('snare');
});

test('confidence is the winning share of the votes: sure among its own, unsure between two', () => {
  const sure = guessFamily({ ...references, neighbours: 2 }, [5.1, 5]);
  expect(sure).toEqual({ family: 'keys', confidence: 1 });
  const torn = guessFamily(references, [0.5, 0.5]);
  expect(torn?.confidence).toBeGreaterThan(0.33);
  expect(torn?.confidence).toBeLessThan(1);
  expect(guessFamily({ neighbours: 3, references: [] }, [0, 0])).toBeNull();
});

test('the shipped model matches the features measured, and its references are of known families', () => {
  expect(TIMBRE_MODEL.features).toEqual(TIMBRE_FEATURES);
  expect(TIMBRE_MODEL.means).toHaveLength(TIMBRE_FEATURES.length);
  expect(TIMBRE_MODEL.stds.every((std) => std > 0)).toBe(true);
  expect(TIMBRE_DIMENSIONS).toBeLessThanOrEqual(32);
  expect(TIMBRE_MODEL.projection.every((row) => row.length === TIMBRE_FEATURES.length)).toBe(true);
  if (TIMBRE_MODEL.network) {
    expect(TIMBRE_MODEL.network.biases).toHaveLength(TIMBRE_MODEL.projection.length);
    expect(TIMBRE_MODEL.network.output.every((row) => row.length === TIMBRE_MODEL.projection.length)).toBe(true);
  }
  expect(TIMBRE_MODEL.references.every((reference) => reference.vector.length === TIMBRE_DIMENSIONS)).toBe(true);
  expect(new Set(TIMBRE_MODEL.references.map((reference) => reference.family))).toEqual(
    new Set(INSTRUMENT_FAMILIES.filter((family) => TIMBRE_MODEL.references.some((r) => r.family === family))),
  );
  expect(TIMBRE_MODEL.references.length).toBeGreaterThan(100);
});
