/** The catalogue's filter values, as the benches draw them. */
export const TYPES = ['Samples', 'Acapelas', 'Beats', 'Melody'];
export const KEYS = ['C', 'C#', 'D', 'D#', 'E', 'F', 'F#', 'G', 'G#', 'A', 'A#', 'B'].flatMap((k) => [k, `${k}m`]);
export const BPMS = ['60-80', '85-100', '110-130', '130-150', '160-180'];

/** mulberry32: a small seeded PRNG, so every run draws the same sequence. */
export function generator(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pickFrom = (random, list) => list[Math.floor(random() * list.length)];

/**
 * A picker of `list`'s items by Zipf's law (exponent `s`): the item at rank r (0 first) drawn in
 * proportion to 1 / (r + 1)^s, as an audience asks for popular things. `list` most popular first.
 */
export function zipfPicker(list, s = 1) {
  const cumulative = [];
  let total = 0;
  for (let rank = 0; rank < list.length; rank += 1) cumulative.push((total += 1 / (rank + 1) ** s));
  return (random) => {
    const target = random() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle] < target) low = middle + 1;
      else high = middle;
    }
    return list[low];
  };
}
