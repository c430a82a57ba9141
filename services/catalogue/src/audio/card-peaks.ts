/** Bars a card's waveform draws: plenty for a card, a quarter of media's 800 peaks. */
export const CARD_PEAKS = 200;

/** Levels a card's waveform bar takes: each ~1 px of the 22 px a bar has on either side of the line. */
export const CARD_PEAK_LEVELS = 20;

/** The card's bars as `peaks real[]` keeps them: the loudest of each equal slice, to 3 decimals. */
export function cardBars(peaks: number[]): number[] {
  return downsample(peaks, CARD_PEAKS).map((bar) => Math.round(bar * 1000) / 1000);
}

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

const peaksByLevels = new WeakMap<Uint8Array, number[]>();

/**
 * The levels as the API sends them: 0..1 in twentieths. Kept per levels buffer: the rows of a
 * shared page are served again and again, and building 200 numbers per card was ~5 % of a list's
 * CPU under load. Shared between answers, so never to be changed by a caller (not frozen: V8
 * serialises a frozen array ~45 % slower, which would cost back what is saved).
 */
export function peaksOfLevels(levels: Uint8Array): number[] {
  let peaks = peaksByLevels.get(levels);
  if (!peaks) {
    peaks = Array.from(levels, (level) => level / CARD_PEAK_LEVELS);
    peaksByLevels.set(levels, peaks);
  }
  return peaks;
}

/** What a card draws of a row: its levels, or its bars where the backfill has not reached it yet. */
export function cardPeaks(row: { card_levels: Buffer | null; peaks: number[] | null }): number[] | null {
  if (row.card_levels) return peaksOfLevels(row.card_levels);
  return row.peaks && peaksOfLevels(cardLevels(row.peaks));
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
