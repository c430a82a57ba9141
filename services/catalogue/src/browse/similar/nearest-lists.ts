import { setImmediate as yieldToEventLoop } from 'node:timers/promises';

/** Vectors of one kind, packed row after row (`dimensions` values each), and their sounds' ids. */
export type PackedVectors = { ids: string[]; values: Float64Array; dimensions: number };

/** Sounds measured between pauses: the worker's event loop (messages, heartbeats) keeps turning. */
const SOUNDS_PER_SLICE = 64;

/**
 * For each sound of `sounds`, the ids of its `count` nearest among `candidates` (itself left out),
 * nearest first, by Euclidean distance. Exact within the candidates: a running list of the best
 * so far, and a candidate's sum abandoned once it passes the worst of them.
 */
export async function nearestLists(
  sounds: PackedVectors,
  candidates: PackedVectors,
  count: number,
): Promise<string[][]> {
  const { dimensions } = sounds;
  const total = candidates.ids.length;
  // One more than asked: the sound itself is among the candidates.
  const kept = Math.min(count + 1, total);
  const bestDistances = new Float64Array(kept);
  const bestIndexes = new Int32Array(kept);
  const lists: string[][] = [];
  for (let sound = 0; sound < sounds.ids.length; sound += 1) {
    if (sound % SOUNDS_PER_SLICE === SOUNDS_PER_SLICE - 1) await yieldToEventLoop();
    const offset = sound * dimensions;
    let filled = 0;
    let worst = Infinity;
    for (let candidate = 0; candidate < total; candidate += 1) {
      const base = candidate * dimensions;
      let sum = 0;
      for (let index = 0; index < dimensions && sum < worst; index += 1) {
        const difference = sounds.values[offset + index] - candidates.values[base + index];
        sum += difference * difference;
      }
      if (sum >= worst) continue;
      // Insert into the sorted running list, dropping its last when full.
      let place = filled < kept ? filled : kept - 1;
      while (place > 0 && bestDistances[place - 1] > sum) {
        bestDistances[place] = bestDistances[place - 1];
        bestIndexes[place] = bestIndexes[place - 1];
        place -= 1;
      }
      bestDistances[place] = sum;
      bestIndexes[place] = candidate;
      if (filled < kept) filled += 1;
      if (filled === kept) worst = bestDistances[kept - 1];
    }
    const own = sounds.ids[sound];
    const list: string[] = [];
    for (let index = 0; index < filled && list.length < count; index += 1) {
      const id = candidates.ids[bestIndexes[index]];
      if (id !== own) list.push(id);
    }
    lists.push(list);
  }
  return lists;
}
