// Measures of captured audio a listener would notice: how far apart the beats are, and the pitch.

/** Loudness envelope: RMS of consecutive frames of `hop` samples. */
function envelope(samples: Float32Array, hop: number): number[] {
  const frames: number[] = [];
  for (let start = 0; start + hop <= samples.length; start += hop) {
    let sum = 0;
    for (let index = start; index < start + hop; index++) sum += samples[index] * samples[index];
    frames.push(Math.sqrt(sum / hop));
  }
  return frames;
}

/**
 * Seconds between beats: the lag, within [minSeconds, maxSeconds], at which the rises of the
 * loudness envelope best repeat (autocorrelation of the onset strength).
 */
export function beatPeriodSeconds(samples: Float32Array, sampleRate: number, minSeconds = 0.3, maxSeconds = 0.8) {
  const hop = 256;
  const frames = envelope(samples, hop);
  const onsets = frames.map((value, index) => (index ? Math.max(0, value - frames[index - 1]) : 0));
  const framesPerSecond = sampleRate / hop;
  let best = { lag: 0, score: -Infinity };
  for (let lag = Math.floor(minSeconds * framesPerSecond); lag <= Math.ceil(maxSeconds * framesPerSecond); lag++) {
    let score = 0;
    for (let index = lag; index < onsets.length; index++) score += onsets[index] * onsets[index - lag];
    score /= onsets.length - lag;
    if (score > best.score) best = { lag, score };
  }
  return best.lag / framesPerSecond;
}

/** The strongest frequency between `low` and `high` Hz (Goertzel, 0.5 Hz steps) over the samples. */
export function dominantFrequency(samples: Float32Array, sampleRate: number, low: number, high: number): number {
  let best = { frequency: low, power: -Infinity };
  for (let frequency = low; frequency <= high; frequency += 0.5) {
    const coefficient = 2 * Math.cos((2 * Math.PI * frequency) / sampleRate);
    let previous = 0;
    let beforePrevious = 0;
    for (const sample of samples) {
      const current = sample + coefficient * previous - beforePrevious;
      beforePrevious = previous;
      previous = current;
    }
    const power = previous * previous + beforePrevious * beforePrevious - coefficient * previous * beforePrevious;
    if (power > best.power) best = { frequency, power };
  }
  return best.frequency;
}

/**
 * The pitch a listener hears through the page's audio graph: the median of the dominant
 * frequency over consecutive `windowSeconds` slices. A capture under load can skip or repeat a
 * block when the audio thread misses its deadline, which smears one slice's spectrum; the
 * median ignores such a slice where one measure over the whole capture did not (6.9 Hz off once).
 */
export function heardPitch(samples: Float32Array, sampleRate: number, low: number, high: number, windowSeconds = 0.5) {
  const size = Math.floor(sampleRate * windowSeconds);
  const pitches: number[] = [];
  for (let start = 0; start + size <= samples.length; start += size)
    pitches.push(dominantFrequency(samples.subarray(start, start + size), sampleRate, low, high));
  pitches.sort((a, b) => a - b);
  return pitches[Math.floor(pitches.length / 2)];
}
