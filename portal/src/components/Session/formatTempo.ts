/** 92.5 → '92,5', 120 → '120': a tempo as a Brazilian reader writes it. */
export const formatTempo = (tempo: number): string => String(Math.round(tempo * 10) / 10).replace('.', ',');
