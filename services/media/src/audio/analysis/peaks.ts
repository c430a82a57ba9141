/** Peaks a waveform is drawn from: enough for a wide player, ~5 KB as JSON. */
export const DEFAULT_PEAKS_COUNT = 800;

/**
 * Max |sample| of the audio in equal slices, computed as samples stream by with flat memory:
 * the maxima of small blocks are kept, and when there are too many, neighbouring pairs merge
 * (the blocks double). Any length of audio needs at most `capacity` floats.
 */
export class PeakAccumulator {
  private readonly maxima: Float32Array;
  private count = 0;
  private blockSize: number;
  private current = 0;
  private filled = 0;

  constructor(
    private readonly capacity = 1 << 18,
    initialBlockSize = 8,
  ) {
    if (capacity < 2 || capacity % 2 !== 0) throw new Error('PeakAccumulator: capacity must be even');
    this.maxima = new Float32Array(capacity);
    this.blockSize = initialBlockSize;
  }

  push(samples: Float32Array): void {
    let current = this.current;
    let filled = this.filled;
    for (let index = 0; index < samples.length; index += 1) {
      const value = Math.abs(samples[index]);
      if (value > current) current = value;
      filled += 1;
      if (filled === this.blockSize) {
        this.store(current);
        current = 0;
        filled = 0;
      }
    }
    this.current = current;
    this.filled = filled;
  }

  private store(value: number): void {
    this.maxima[this.count] = value;
    this.count += 1;
    if (this.count < this.capacity) return;
    for (let index = 0; index < this.count / 2; index += 1) {
      this.maxima[index] = Math.max(this.maxima[2 * index], this.maxima[2 * index + 1]);
    }
    this.count /= 2;
    this.blockSize *= 2;
  }

  /**
   * `count` peaks (fewer for audio shorter than `count` blocks), each rounded to 3 decimals
   * and at most 1 (a decoder may overshoot full scale slightly).
   */
  peaks(count = DEFAULT_PEAKS_COUNT): number[] {
    const blocks = this.filled > 0 ? this.count + 1 : this.count;
    const blockAt = (index: number) => (index < this.count ? this.maxima[index] : this.current);
    const buckets = Math.min(count, blocks);
    const peaks: number[] = [];
    for (let bucket = 0; bucket < buckets; bucket += 1) {
      const start = Math.floor((bucket * blocks) / buckets);
      const end = Math.floor(((bucket + 1) * blocks) / buckets);
      let peak = 0;
      for (let index = start; index < end; index += 1) peak = Math.max(peak, blockAt(index));
      peaks.push(Math.min(1, Math.round(peak * 1000) / 1000));
    }
    return peaks;
  }
}
