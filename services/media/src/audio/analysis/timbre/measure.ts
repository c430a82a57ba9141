/** An essentia.js vector: WASM memory, freed only by delete(). */
export type EssentiaVector = { delete(): void; size(): number };

/** The essentia.js calls measureTimbre makes (essentia.js 0.1.3's signatures, positional). */
export interface EssentiaTimbreCalls {
  arrayToVector(values: Float32Array): EssentiaVector;
  vectorToArray(vector: EssentiaVector): Float32Array;
  Windowing(
    frame: EssentiaVector,
    normalized: boolean,
    size: number,
    type: string,
    zeroPadding: number,
    zeroPhase: boolean,
  ): { frame: EssentiaVector };
  Spectrum(frame: EssentiaVector, size: number): { spectrum: EssentiaVector };
  PowerSpectrum(signal: EssentiaVector, size: number): { powerSpectrum: EssentiaVector };
  MFCC(
    spectrum: EssentiaVector,
    dctType: number,
    highFrequencyBound: number,
    inputSize: number,
    liftering: number,
    logType: string,
    lowFrequencyBound: number,
    normalize: string,
    numberBands: number,
    numberCoefficients: number,
    sampleRate: number,
    silenceThreshold: number,
  ): { bands: EssentiaVector; mfcc: EssentiaVector };
  Centroid(array: EssentiaVector, range: number): { centroid: number };
  RollOff(spectrum: EssentiaVector, cutoff: number, sampleRate: number): { rollOff: number };
  Flatness(array: EssentiaVector): { flatness: number };
  ZeroCrossingRate(signal: EssentiaVector, threshold: number): { zeroCrossingRate: number };
  SpectralContrast(
    spectrum: EssentiaVector,
    frameSize: number,
    highFrequencyBound: number,
    lowFrequencyBound: number,
    neighbourRatio: number,
    numberBands: number,
    sampleRate: number,
    staticDistribution: number,
  ): { spectralContrast: EssentiaVector; spectralValley: EssentiaVector };
  Envelope(
    signal: EssentiaVector,
    applyRectification: boolean,
    attackTime: number,
    releaseTime: number,
    sampleRate: number,
  ): { signal: EssentiaVector };
  LogAttackTime(
    envelope: EssentiaVector,
    sampleRate: number,
    startAttackThreshold: number,
    stopAttackThreshold: number,
  ): { logAttackTime: number };
  TCToTotal(envelope: EssentiaVector): { TCToTotal: number };
  EffectiveDuration(signal: EssentiaVector, sampleRate: number, thresholdRatio: number): { effectiveDuration: number };
  OnsetRate(signal: EssentiaVector): { onsets: EssentiaVector; onsetRate: number };
}

/**
 * How the frames are taken. Frames of 1024 samples (46 ms at 22.05 kHz) every 512, at most
 * `maxFrames` of them spread evenly over the audio: the frames' essentia calls (MFCC above all,
 * ~0.6 ms each) are most of the cost, and 64 frames describe 30 s as well as 128 did on the bench.
 */
export const TIMBRE_MEASURE = {
  frameSize: 1024,
  hopSize: 512,
  maxFrames: 64,
  /** Frames this far under the loudest (dB) are the tail or gaps: left out of the frame statistics. */
  activeDb: -40,
  /** Only the opening is described: a sound is mostly like its first half minute. */
  maxSeconds: 30,
  /** Shorter than this, or quieter (peak, linear) than this: nothing to describe. */
  minSeconds: 0.05,
  silentPeak: 0.001,
  /** The attack is looked for in the opening seconds only (Envelope runs per sample). */
  attackSeconds: 5,
  /**
   * Mel bands under this (power, the sound scaled to full scale) count as this: 80 dB under a
   * full-scale band, above 16-bit quantisation noise of sounds peaking down to about −40 dBFS.
   */
  bandFloor: 1e-8,
} as const;

export type TimbreMeasureSettings = typeof TIMBRE_MEASURE;

/**
 * The raw timbre features of mono samples (TIMBRE_FEATURES' order), or null when the audio is
 * too short or silent. Runs in the essentia thread: it is injected there as source text
 * (`measureTimbre.toString()`), so it must stay self-contained (nothing from outside but its
 * arguments and globals; a coverage run's counters would break it too). Every essentia vector it
 * makes is deleted, on errors too.
 */
export function measureTimbre(
  essentia: EssentiaTimbreCalls,
  allSamples: Float32Array,
  sampleRate: number,
  settings: TimbreMeasureSettings,
): number[] | null {
  const opening = allSamples.subarray(0, Math.min(allSamples.length, Math.round(settings.maxSeconds * sampleRate)));
  const length = opening.length;
  if (length < settings.minSeconds * sampleRate) return null;
  let peak = 0;
  for (let index = 0; index < length; index += 1) peak = Math.max(peak, Math.abs(opening[index]));
  if (peak < settings.silentPeak) return null;
  // The sound at full scale: the MFCC's log floor (silenceThreshold) is absolute, and a sound
  // 12 dB quieter had its empty bands clamped differently (vectors moved more than the distance
  // between two kicks). Scaled, every measure is blind to the level.
  const samples = new Float32Array(length);
  for (let index = 0; index < length; index += 1) samples[index] = opening[index] / peak;

  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
  const spread = (values: number[]) => {
    const centre = mean(values);
    return Math.sqrt(mean(values.map((value) => (value - centre) ** 2)));
  };
  // Frame statistics are weighted by each frame's level: what is heard counts, and a decay's last
  // frames near the noise floor count little (in 16 bits, a sound 12 dB quieter moved three
  // times less than with plain means).
  const weights: number[] = [];
  const weightedMean = (values: number[]) => {
    let sum = 0;
    let total = 0;
    for (let index = 0; index < values.length; index += 1) {
      sum += values[index] * weights[index];
      total += weights[index];
    }
    return total > 0 ? sum / total : 0;
  };
  const weightedSpread = (values: number[]) => {
    const centre = weightedMean(values);
    return Math.sqrt(weightedMean(values.map((value) => (value - centre) ** 2)));
  };
  const log10 = (value: number, floor: number) => Math.log10(Math.max(value, floor));
  const log2Hz = (value: number) => Math.log2(Math.max(value, 20));

  const owned: EssentiaVector[] = [];
  const own = <T extends EssentiaVector>(vector: T): T => {
    owned.push(vector);
    return vector;
  };
  const release = () => {
    for (const vector of owned.splice(0)) vector.delete();
  };
  try {
    // Frames spread evenly: every hop for a short sound, wider steps for a long one.
    const { frameSize, hopSize, maxFrames } = settings;
    const wanted = Math.max(1, Math.ceil((length - frameSize) / hopSize) + 1);
    const count = Math.min(wanted, maxFrames);
    const step = wanted > maxFrames ? (length - frameSize) / (maxFrames - 1) : hopSize;
    const starts: number[] = [];
    const levels: number[] = [];
    for (let frame = 0; frame < count; frame += 1) {
      const start = Math.round(frame * step);
      let energy = 0;
      for (let index = start; index < Math.min(length, start + frameSize); index += 1) energy += samples[index] ** 2;
      starts.push(start);
      levels.push(Math.sqrt(energy / frameSize));
    }
    const loudest = Math.max(...levels);
    const floor = loudest * 10 ** (settings.activeDb / 20);

    const mfcc: number[][] = [[], [], [], [], [], []];
    const contrast: number[][] = [[], [], [], [], [], []];
    const centroids: number[] = [];
    const rolloffs: number[] = [];
    const flatness: number[] = [];
    const crossings: number[] = [];
    const levelsDb: number[] = [];
    const padded = new Float32Array(frameSize);
    for (let frame = 0; frame < count; frame += 1) {
      if (levels[frame] < floor) continue;
      padded.fill(0);
      padded.set(samples.subarray(starts[frame], Math.min(length, starts[frame] + frameSize)));
      const raw = own(essentia.arrayToVector(padded));
      const windowed = own(essentia.Windowing(raw, true, frameSize, 'hann', 0, false).frame);
      const spectrum = own(essentia.Spectrum(windowed, frameSize).spectrum);
      const cepstrum = essentia.MFCC(
        spectrum,
        2,
        11000,
        frameSize / 2 + 1,
        0,
        'dbamp',
        0,
        'unit_sum',
        40,
        7,
        sampleRate,
        settings.bandFloor,
      );
      own(cepstrum.bands);
      const coefficients = essentia.vectorToArray(own(cepstrum.mfcc));
      for (let index = 0; index < 6; index += 1) mfcc[index].push(coefficients[index + 1]);
      const bands = essentia.SpectralContrast(spectrum, frameSize, 11000, 20, 0.4, 6, sampleRate, 0.15);
      own(bands.spectralValley);
      const contrasts = essentia.vectorToArray(own(bands.spectralContrast));
      for (let index = 0; index < 6; index += 1) contrast[index].push(contrasts[index]);
      // The centroid of power, not magnitude: a noise floor spread over 513 bins outweighs a faint
      // tone in a sum of magnitudes (a decaying kick's tail read as bright as white noise).
      const power = own(essentia.PowerSpectrum(windowed, frameSize).powerSpectrum);
      centroids.push(log2Hz(essentia.Centroid(power, sampleRate / 2).centroid));
      rolloffs.push(log2Hz(essentia.RollOff(spectrum, 0.85, sampleRate).rollOff));
      // Under 1% a spectrum is tonal: what flatness measures below that is the noise floor.
      flatness.push(log10(essentia.Flatness(spectrum).flatness, 0.01));
      crossings.push(log10(essentia.ZeroCrossingRate(raw, 0).zeroCrossingRate, 1e-4));
      levelsDb.push(20 * Math.log10(levels[frame] / loudest));
      weights.push(levels[frame] / loudest);
      release();
    }

    // The envelope: attack in the opening seconds; temporal centroid over the frame levels.
    const head = own(
      essentia.arrayToVector(samples.subarray(0, Math.min(length, settings.attackSeconds * sampleRate))),
    );
    const envelope = own(essentia.Envelope(head, true, 10, 1500, sampleRate).signal);
    const logAttackTime = essentia.LogAttackTime(envelope, sampleRate, 0.2, 0.9).logAttackTime;
    const temporalCentroid =
      count > 1 ? essentia.TCToTotal(own(essentia.arrayToVector(Float32Array.from(levels)))).TCToTotal : 0.5;
    const whole = own(essentia.arrayToVector(samples));
    const effectiveDuration = essentia.EffectiveDuration(whole, sampleRate, 0.4).effectiveDuration;
    // OnsetRate assumes 44.1 kHz: its rate is off by the ratio, its count of onsets is not.
    const onsets = own(essentia.OnsetRate(whole).onsets).size();
    const seconds = length / sampleRate;

    // In TIMBRE_FEATURES' order (features.ts).
    return [
      ...mfcc.map(weightedMean),
      weightedMean(centroids),
      weightedSpread(centroids),
      weightedMean(rolloffs),
      weightedMean(flatness),
      weightedMean(crossings),
      ...contrast.map(weightedMean),
      logAttackTime,
      temporalCentroid,
      log10(effectiveDuration, 0.01),
      Math.log10(seconds),
      spread(levelsDb),
      Math.log10(1 + onsets / Math.max(seconds, 1)),
    ];
  } finally {
    release();
  }
}
