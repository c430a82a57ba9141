/** The letter of the quietest level in a card's `levels`; 'u' (a + 20) is the loudest bar. */
const SILENCE = 'a'.charCodeAt(0);
const LEVELS = 20;

/**
 * wavesurfer's peaks (0..1) from the API's `levels`, one letter a bar in twentieths of the
 * loudest (the catalogue's card-peaks.ts writes them).
 */
export function peaksOfLevels(levels: string | null | undefined): number[] | null {
  if (!levels) return null;
  return Array.from(levels, (letter) => (letter.charCodeAt(0) - SILENCE) / LEVELS);
}
