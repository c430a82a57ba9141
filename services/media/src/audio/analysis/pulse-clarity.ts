/** Onset envelope frames: 256 samples (11.6 ms at 22.05 kHz). */
const ONSET_FRAME = 256;

/** Floats appended one by one into an array grown by doubling. */
class GrowingSeries {
  private values = new Float32Array(4096);
  private length = 0;

  append(value: number): void {
    if (this.length === this.values.length) {
      const grown = new Float32Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.length] = value;
    this.length += 1;
  }

  series(): Float32Array {
    return this.values.subarray(0, this.length);
  }
}

/**
 * Onset-strength envelopes built as samples stream by, per frame:
 * - `envelope()`: the rise in log energy of the signal plus the rise in log energy of its first
 *   difference (which weighs the high frequencies of clicks, hats and snares over sustained bass
 *   and chords);
 * - `highEnvelope()`: the rise in log energy of the second difference alone (+12 dB per octave:
 *   hats, shakers and the attacks of snares and plucks, with kicks, bass and pads left out).
 */
export class OnsetEnvelope {
  private readonly whole = new GrowingSeries();
  private readonly high = new GrowingSeries();
  private energy = 0;
  private firstEnergy = 0;
  private secondEnergy = 0;
  private filled = 0;
  private previousSample = 0;
  private previousFirst = 0;
  private previousLog: [number, number, number] | undefined;

  push(samples: Float32Array): void {
    for (let index = 0; index < samples.length; index += 1) {
      const sample = samples[index];
      const first = sample - this.previousSample;
      const second = first - this.previousFirst;
      this.previousSample = sample;
      this.previousFirst = first;
      this.energy += sample * sample;
      this.firstEnergy += first * first;
      this.secondEnergy += second * second;
      this.filled += 1;
      if (this.filled === ONSET_FRAME) this.closeFrame();
    }
  }

  private closeFrame(): void {
    const low = Math.log10(1e-9 + this.energy / ONSET_FRAME);
    const first = Math.log10(1e-9 + this.firstEnergy / ONSET_FRAME);
    const second = Math.log10(1e-10 + this.secondEnergy / ONSET_FRAME);
    const [previousLow, previousFirst, previousSecond] = this.previousLog ?? [low, first, second];
    this.whole.append(Math.max(0, low - previousLow) + Math.max(0, first - previousFirst));
    this.high.append(Math.max(0, second - previousSecond));
    this.previousLog = [low, first, second];
    this.energy = 0;
    this.firstEnergy = 0;
    this.secondEnergy = 0;
    this.filled = 0;
  }

  envelope(): Float32Array {
    return this.whole.series();
  }

  highEnvelope(): Float32Array {
    return this.high.series();
  }
}

/**
 * How regularly an onset envelope repeats every `periodSeconds`, 0..1: its autocorrelation
 * (Pearson, lightly smoothed) at that lag, the best within ±1 frame. Null when the envelope
 * holds fewer than four periods or the lag is under two frames.
 */
export function periodicity(envelope: Float32Array, periodSeconds: number, sampleRate: number): number | null {
  const lag = (periodSeconds * sampleRate) / ONSET_FRAME;
  const length = envelope.length;
  if (!Number.isFinite(lag) || lag < 2 || length < 4 * lag + 2) return null;

  let mean = 0;
  for (let index = 0; index < length; index += 1) mean += envelope[index];
  mean /= length;
  const smoothed = new Float64Array(length);
  for (let index = 0; index < length; index += 1) {
    const before = index > 0 ? envelope[index - 1] - mean : 0;
    const after = index + 1 < length ? envelope[index + 1] - mean : 0;
    smoothed[index] = 0.25 * before + 0.5 * (envelope[index] - mean) + 0.25 * after;
  }
  let variance = 0;
  for (let index = 0; index < length; index += 1) variance += smoothed[index] * smoothed[index];
  variance /= length;
  if (variance <= 1e-12) return 0;

  let best = -1;
  for (let shift = Math.floor(lag) - 1; shift <= Math.ceil(lag) + 1; shift += 1) {
    let sum = 0;
    for (let index = 0; index + shift < length; index += 1) sum += smoothed[index] * smoothed[index + shift];
    best = Math.max(best, sum / (length - shift) / variance);
  }
  return Math.min(1, Math.max(0, best));
}

/**
 * How clearly the audio pulses at `bpm`, 0..1: the periodicity of the onset envelope at one
 * beat. A click track or a steady drum loop scores ~0.7–1, music with a soft beat ~0.2–0.5,
 * pads, chords and noise ~0. Null when the envelope holds fewer than four beats.
 */
export function pulseClarity(envelope: Float32Array, bpm: number, sampleRate: number): number | null {
  return periodicity(envelope, 60 / bpm, sampleRate);
}
