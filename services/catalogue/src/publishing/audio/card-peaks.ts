/** Bars a card's waveform draws: plenty for a card, a quarter of media's 800 peaks. */
export const CARD_PEAKS = 200;

/** Levels a card's waveform bar takes: each ~1 px of the 22 px a bar has on either side of the line. */
export const CARD_PEAK_LEVELS = 20;

/**
 * A card's waveform as `card_levels` keeps it: `CARD_PEAKS` bars scaled to the loudest (the player
 * normalizes anyway, so nothing on screen changes) and rounded to 1/20, about a pixel of a bar;
 * one byte each, 200 bytes a sound where the bars as real[] take 824.
 */
export function cardLevels(peaks: number[]): Buffer {
  const bars = downsample(peaks, CARD_PEAKS);
  const loudest = Math.max(0, ...bars);
  return Buffer.from(bars.map((bar) => (loudest > 0 ? Math.round((bar / loudest) * CARD_PEAK_LEVELS) : 0)));
}

/** The letter of level 0 in the API's `levels`: 'a' is silence, 'u' (a + 20) the loudest bar. */
const FIRST_LEVEL_LETTER = 'a'.charCodeAt(0);

const textByLevels = new WeakMap<Uint8Array, string>();

/**
 * The levels as the API sends them: one letter a bar, 'a' + its level (0..20). A page of 20
 * cards as decimals (0.45) was 38 KB of JSON whose numbers took most of JSON.stringify and of
 * brotli (0.23 + 0.31 ms a page); as letters it is 25 KB and costs 0.04 + 0.17 ms. Kept per
 * levels buffer: the rows of a shared page are served again and again.
 */
export function levelsText(levels: Uint8Array): string {
  let text = textByLevels.get(levels);
  if (text === undefined) {
    text = String.fromCharCode(...Array.from(levels, (level) => FIRST_LEVEL_LETTER + level));
    textByLevels.set(levels, text);
  }
  return text;
}

/** What a card draws of a row: its levels, or its bars where the backfill has not reached it yet. */
export function cardLevelsText(row: { card_levels: Buffer | null; peaks: number[] | null }): string | null {
  if (row.card_levels) return levelsText(row.card_levels);
  return row.peaks && levelsText(cardLevels(row.peaks));
}

/** The loudest value of each of `size` equal slices: what a bar of that slice shows. */
function downsample(peaks: number[], size: number): number[] {
  if (peaks.length <= size) return peaks;
  return Array.from({ length: size }, (_, index) => {
    let loudest = 0;
    const end = Math.floor(((index + 1) * peaks.length) / size);
    for (let at = Math.floor((index * peaks.length) / size); at < end; at += 1) loudest = Math.max(loudest, peaks[at]);
    return loudest;
  });
}
