import type { ValueTransformer } from 'typeorm';

/**
 * A waveform's peaks (0..1) as one byte each, 1/255 apart, as BBC's audiowaveform keeps them:
 * finer than any player's pixel, and 800 bytes a file where JSON took ~2.1 KB (issue #32: media's
 * rows were 2.7 GB of a million sounds' 6.9). Read back rounded to 3 decimals, as the API sent them.
 */
export const peakBytes = {
  to: (peaks: number[] | null | undefined) =>
    peaks ? Buffer.from(peaks.map((peak) => Math.round(Math.min(1, Math.max(0, peak)) * 255))) : peaks,
  from: (bytes: Buffer | null) =>
    bytes === null ? null : Array.from(bytes, (byte) => Math.round((byte / 255) * 1000) / 1000),
} satisfies ValueTransformer;

/** The peaks as the row will read them back: what the processed event says too. */
export const storedPeaks = (peaks: number[]): number[] => peakBytes.from(peakBytes.to(peaks) as Buffer) as number[];
