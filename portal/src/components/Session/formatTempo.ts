/**
 * 94.8 → '95', 120 → '120': a tempo as producers say it, in whole BPM. Media measures tenths
 * (a loop made at 95 reads 94.8), which nobody means; the exact value stays for stretching.
 */
export const formatTempo = (tempo: number): string => String(Math.round(tempo));
