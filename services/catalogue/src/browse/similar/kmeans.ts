import { setImmediate as yieldToEventLoop } from 'node:timers/promises';

/** Points measured between pauses: the worker's event loop (messages, heartbeats) keeps turning. */
const POINTS_PER_SLICE = 2000;

/** Squared Euclidean distance. */
export function squaredDistance(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let sum = 0;
  for (let index = 0; index < a.length; index += 1) {
    const difference = a[index] - (b[index] ?? 0);
    sum += difference * difference;
  }
  return sum;
}

/** Index of the centroid nearest `point`. */
export function nearestCentroid(point: ArrayLike<number>, centroids: ArrayLike<number>[]): number {
  let best = 0;
  let bestDistance = Infinity;
  for (let index = 0; index < centroids.length; index += 1) {
    const distance = squaredDistance(point, centroids[index]);
    if (distance < bestDistance) {
      bestDistance = distance;
      best = index;
    }
  }
  return best;
}

/** A small deterministic generator (mulberry32): the same sample gives the same cells. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Lloyd's k-means: `k` centroids of `points`, started from k distinct points drawn at random
 * (seeded) and refined `iterations` times; a cell left empty takes a random point again. Written
 * here rather than taken from a library so it can pause between slices of points (it runs in the
 * worker beside message handlers) and stays deterministic.
 */
export async function kMeans(
  points: number[][],
  k: number,
  { iterations = 8, seed = 34 }: { iterations?: number; seed?: number } = {},
): Promise<number[][]> {
  if (points.length === 0) return [];
  const random = seededRandom(seed);
  const dimensions = points[0].length;
  const count = Math.min(k, points.length);
  const chosen = new Set<number>();
  while (chosen.size < count) chosen.add(Math.floor(random() * points.length));
  let centroids = [...chosen].map((index) => [...points[index]]);
  const assignment = new Int32Array(points.length);

  for (let iteration = 0; iteration < iterations; iteration += 1) {
    for (let index = 0; index < points.length; index += 1) {
      assignment[index] = nearestCentroid(points[index], centroids);
      if ((index + 1) % POINTS_PER_SLICE === 0) await yieldToEventLoop();
    }
    const sums = centroids.map(() => new Float64Array(dimensions));
    const sizes = new Int32Array(centroids.length);
    points.forEach((point, index) => {
      const cell = assignment[index];
      sizes[cell] += 1;
      for (let dimension = 0; dimension < dimensions; dimension += 1) sums[cell][dimension] += point[dimension];
    });
    centroids = sums.map((sum, cell) =>
      sizes[cell] === 0
        ? [...points[Math.floor(random() * points.length)]]
        : Array.from(sum, (value) => value / sizes[cell]),
    );
  }
  return centroids;
}
