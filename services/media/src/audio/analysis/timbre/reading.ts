import type { InstrumentFamily } from '@sampleteca/contracts';
import type { TimbreModel } from './model';

export type FamilyGuess = { family: InstrumentFamily; confidence: number };

/**
 * The family most of a vector's nearest references belong to, and how sure: their share of the
 * votes (each weighted by 1 / (distance + ε), so an exact match counts most). Null without references.
 */
export function guessFamily(
  model: Pick<TimbreModel, 'neighbours' | 'references'>,
  vector: readonly number[],
): FamilyGuess | null {
  if (model.references.length === 0) return null;
  const nearest = model.references
    .map((reference) => ({ family: reference.family, distance: distance(reference.vector, vector) }))
    .sort((a, b) => a.distance - b.distance)
    .slice(0, model.neighbours);
  const votes = new Map<InstrumentFamily, number>();
  let total = 0;
  for (const { family, distance: far } of nearest) {
    const vote = 1 / (far + 0.05);
    votes.set(family, (votes.get(family) ?? 0) + vote);
    total += vote;
  }
  const [family, vote] = [...votes.entries()].sort((a, b) => b[1] - a[1])[0];
  return { family, confidence: Math.round((vote / total) * 100) / 100 };
}

function distance(a: readonly number[], b: readonly number[]): number {
  let sum = 0;
  for (let index = 0; index < a.length; index += 1) sum += (a[index] - b[index]) ** 2;
  return Math.sqrt(sum);
}
