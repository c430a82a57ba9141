import type { EssentiaTimbreCalls, EssentiaVector } from './essentia-calls';
import { FRAMEWISE_FEATURES, SPREAD_FEATURES } from './features';

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
  /** Bark bands measured: 24 reach 9.5 kHz, under the analysis rate's Nyquist (11 kHz). */
  barkBands: 24,
  /** The per-frame series, in the descriptor's order (features.ts names them). */
  framewise: FRAMEWISE_FEATURES,
  /** The series whose spread over the frames is kept beside their mean. */
  spreads: SPREAD_FEATURES,
  /** When the level's course after the peak is read (seconds). */
  courseSeconds: [0.1, 0.3, 0.6, 1.2, 2.4],
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
    // MFCC 1–12 of a spectrum (13 coefficients, the 0th being the level), as every frame and the attack frame take them.
    const cepstrumOf = (spectrum: EssentiaVector) =>
      essentia.MFCC(
        spectrum,
        2,
        11000,
        frameSize / 2 + 1,
        0,
        'dbamp',
        0,
        'unit_sum',
        40,
        13,
        sampleRate,
        settings.bandFloor,
      );
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

    // Per-frame series, named as in features.ts: each gets a level-weighted mean (and most a spread).
    const series = new Map<string, number[]>();
    const push = (name: string, value: number) => {
      let values = series.get(name);
      if (!values) series.set(name, (values = []));
      values.push(Number.isFinite(value) ? value : 0);
    };
    const deltas: number[][] = [];
    const pitches: number[] = [];
    let previousMfcc: Float32Array | null = null;
    let previousSpectrum: Float32Array | null = null;
    const levelsDb: number[] = [];
    const padded = new Float32Array(frameSize);
    for (let frame = 0; frame < count; frame += 1) {
      if (levels[frame] < floor) continue;
      padded.fill(0);
      padded.set(samples.subarray(starts[frame], Math.min(length, starts[frame] + frameSize)));
      const raw = own(essentia.arrayToVector(padded));
      const windowed = own(essentia.Windowing(raw, true, frameSize, 'hann', 0, false).frame);
      const spectrum = own(essentia.Spectrum(windowed, frameSize).spectrum);
      const magnitudes = essentia.vectorToArray(spectrum);
      const cepstrum = cepstrumOf(spectrum);
      own(cepstrum.bands);
      const coefficients = essentia.vectorToArray(own(cepstrum.mfcc));
      for (let index = 1; index <= 12; index += 1) push(`mfcc${index}`, coefficients[index]);
      if (previousMfcc)
        deltas.push(
          Array.from({ length: 12 }, (_, index) => Math.abs(coefficients[index + 1] - previousMfcc![index + 1])),
        );
      previousMfcc = coefficients;
      // Bark bands as shares of the frame's energy (log): where the energy sits, blind to level.
      const bark = essentia.vectorToArray(own(essentia.BarkBands(spectrum, settings.barkBands, sampleRate).bands));
      let barkTotal = 0;
      for (const value of bark) barkTotal += value;
      for (let index = 0; index < settings.barkBands; index += 1) {
        push(`bark${index + 1}`, log10(bark[index] / Math.max(barkTotal, 1e-20), 1e-8));
      }
      const bands = essentia.SpectralContrast(spectrum, frameSize, 11000, 20, 0.4, 6, sampleRate, 0.15);
      const contrasts = essentia.vectorToArray(own(bands.spectralContrast));
      const valleys = essentia.vectorToArray(own(bands.spectralValley));
      for (let index = 0; index < 6; index += 1) {
        push(`contrast${index + 1}`, contrasts[index]);
        push(`valley${index + 1}`, valleys[index] / 10);
      }
      // Spectral shape of the power spectrum (a noise floor over 513 bins outweighs a faint tone
      // in a sum of magnitudes): centroid, spread, skewness, kurtosis in Hz-based moments.
      const binHz = sampleRate / frameSize;
      let total = 0;
      let first = 0;
      for (let bin = 0; bin < magnitudes.length; bin += 1) {
        const power = magnitudes[bin] ** 2;
        total += power;
        first += power * bin * binHz;
      }
      const centroid = total > 0 ? first / total : 0;
      let second = 0;
      let third = 0;
      let fourth = 0;
      for (let bin = 0; bin < magnitudes.length; bin += 1) {
        const share = total > 0 ? magnitudes[bin] ** 2 / total : 0;
        const offset = bin * binHz - centroid;
        second += share * offset ** 2;
        third += share * offset ** 3;
        fourth += share * offset ** 4;
      }
      const deviation = Math.sqrt(second);
      push('centroid', log2Hz(centroid));
      push('spectralSpread', log2Hz(deviation));
      push('skewness', deviation > 0 ? Math.asinh(third / deviation ** 3) : 0);
      push('kurtosis', deviation > 0 ? log10(fourth / deviation ** 4, 1e-3) : 0);
      push('rolloff', log2Hz(essentia.RollOff(spectrum, 0.85, sampleRate).rollOff));
      // Under 1% a spectrum is tonal: what flatness measures below that is the noise floor.
      push('flatness', log10(essentia.Flatness(spectrum).flatness, 0.01));
      let peakMagnitude = 0;
      let sumMagnitude = 0;
      for (const value of magnitudes) {
        peakMagnitude = Math.max(peakMagnitude, value);
        sumMagnitude += value;
      }
      push('crest', log10(sumMagnitude > 0 ? (peakMagnitude * magnitudes.length) / sumMagnitude : 1, 1));
      // Flux between consecutive measured frames (spread evenly: over a long sound, its change).
      let flux = 0;
      if (previousSpectrum) {
        for (let bin = 0; bin < magnitudes.length; bin += 1) {
          flux += (magnitudes[bin] / Math.max(sumMagnitude, 1e-9) - previousSpectrum[bin]) ** 2;
        }
        push('flux', log10(Math.sqrt(flux), 1e-5));
      }
      previousSpectrum = magnitudes.map((value) => value / Math.max(sumMagnitude, 1e-9));
      push('complexity', Math.log2(1 + essentia.SpectralComplexity(spectrum, 0.005, sampleRate).spectralComplexity));
      push('zeroCrossings', log10(essentia.ZeroCrossingRate(raw, 0).zeroCrossingRate, 1e-4));
      // Harmonic features: a pitch, how clear; the harmonics' mix and how far off they are.
      const pitch = essentia.PitchYinFFT(spectrum, frameSize, true, 5000, 30, sampleRate, 1);
      push('pitchConfidence', pitch.pitchConfidence);
      push('pitchSalience', essentia.PitchSalience(spectrum, 5000, 40, sampleRate).pitchSalience);
      const peaks = essentia.SpectralPeaks(spectrum, 1e-4, 10000, 60, 30, 'frequency', sampleRate);
      own(peaks.frequencies);
      own(peaks.magnitudes);
      push(
        'dissonance',
        peaks.frequencies.size() > 1 ? essentia.Dissonance(peaks.frequencies, peaks.magnitudes).dissonance : 0,
      );
      let inharmonicity = 0.5;
      let tristimulus = [1 / 3, 1 / 3, 1 / 3];
      let oddEven = 0;
      if (pitch.pitchConfidence > 0.5 && pitch.pitch > 30 && peaks.frequencies.size() > 1) {
        pitches.push(Math.log2(pitch.pitch));
        try {
          const harmonics = essentia.HarmonicPeaks(peaks.frequencies, peaks.magnitudes, pitch.pitch, 20, 0.2);
          own(harmonics.harmonicFrequencies);
          own(harmonics.harmonicMagnitudes);
          if (harmonics.harmonicFrequencies.size() > 2) {
            inharmonicity = essentia.Inharmonicity(
              harmonics.harmonicFrequencies,
              harmonics.harmonicMagnitudes,
            ).inharmonicity;
            tristimulus = Array.from(
              essentia.vectorToArray(
                own(essentia.Tristimulus(harmonics.harmonicFrequencies, harmonics.harmonicMagnitudes).tristimulus),
              ),
            );
            oddEven = Math.log10(
              Math.min(
                1000,
                Math.max(
                  0.001,
                  essentia.OddToEvenHarmonicEnergyRatio(harmonics.harmonicFrequencies, harmonics.harmonicMagnitudes)
                    .oddToEvenHarmonicEnergyRatio,
                ),
              ),
            );
          }
        } catch {
          // Too few harmonics for a ratio: the neutral values stand.
        }
      }
      push('inharmonicity', Math.min(1, inharmonicity));
      for (let index = 0; index < 3; index += 1) push(`tristimulus${index + 1}`, tristimulus[index]);
      push('oddToEven', oddEven);
      levelsDb.push(20 * Math.log10(levels[frame] / loudest));
      weights.push(levels[frame] / loudest);
      release();
    }

    // The envelope: attack and decay in the opening seconds; temporal centroid over the frame levels.
    const head = own(
      essentia.arrayToVector(samples.subarray(0, Math.min(length, settings.attackSeconds * sampleRate))),
    );
    const envelope = own(essentia.Envelope(head, true, 10, 1500, sampleRate).signal);
    const logAttackTime = essentia.LogAttackTime(envelope, sampleRate, 0.2, 0.9).logAttackTime;
    const envelopeFlatness = essentia.FlatnessSFX(envelope).flatness;
    const strongDecay = essentia.StrongDecay(head, sampleRate).strongDecay;
    const temporalCentroid =
      count > 1 ? essentia.TCToTotal(own(essentia.arrayToVector(Float32Array.from(levels)))).TCToTotal : 0.5;
    const whole = own(essentia.arrayToVector(samples));
    const effectiveDuration = essentia.EffectiveDuration(whole, sampleRate, 0.4).effectiveDuration;
    // OnsetRate assumes 44.1 kHz: its rate is off by the ratio, its count of onsets is not.
    const onsets = own(essentia.OnsetRate(whole).onsets).size();
    const seconds = length / sampleRate;
    // How far the level falls in the quarter second after the loudest frame (dB): a hit drops, a tone holds.
    const hopSeconds = step / sampleRate;
    const peakFrame = levels.indexOf(loudest);
    const later = Math.min(levels.length - 1, peakFrame + Math.max(1, Math.round(0.25 / hopSeconds)));
    const decay = Math.max(-80, 20 * Math.log10(Math.max(levels[later], 1e-9) / loudest));
    const sortedPitches = pitches.slice().sort((a, b) => a - b);
    const pitched = pitches.length / Math.max(1, weights.length);

    // The level's course after its peak, in 10 ms windows (dB / 20): a piano or a pluck fades, an
    // organ or a bowed note holds, a hit is gone within a tenth of a second.
    const windowSize = Math.max(1, Math.round(0.01 * sampleRate));
    const windowLevels: number[] = [];
    for (let start = 0; start < length; start += windowSize) {
      let energy = 0;
      const end = Math.min(length, start + windowSize);
      for (let index = start; index < end; index += 1) energy += samples[index] ** 2;
      windowLevels.push(Math.sqrt(energy / (end - start)));
    }
    const windowPeak = Math.max(...windowLevels);
    const peakWindow = windowLevels.indexOf(windowPeak);
    const course = settings.courseSeconds.map((after) => {
      const level = windowLevels[peakWindow + Math.round(after / 0.01)] ?? 0;
      return Math.max(-80, 20 * Math.log10(Math.max(level, 1e-9) / windowPeak)) / 20;
    });
    // The attack's own colour: one frame at the peak (a hammer, a pick, a breath before the tone).
    padded.fill(0);
    const attackStart = Math.max(0, peakWindow * windowSize - frameSize / 4);
    padded.set(samples.subarray(attackStart, Math.min(length, attackStart + frameSize)));
    const attackWindowed = own(
      essentia.Windowing(own(essentia.arrayToVector(padded)), true, frameSize, 'hann', 0, false).frame,
    );
    const attackSpectrum = own(essentia.Spectrum(attackWindowed, frameSize).spectrum);
    const attackCepstrum = cepstrumOf(attackSpectrum);
    own(attackCepstrum.bands);
    const attackMfcc = Array.from(essentia.vectorToArray(own(attackCepstrum.mfcc))).slice(1, 13);
    const attackPower = own(essentia.PowerSpectrum(attackWindowed, frameSize).powerSpectrum);
    const attackCentroid = log2Hz(essentia.Centroid(attackPower, sampleRate / 2).centroid);
    const attackFlatness = log10(essentia.Flatness(attackSpectrum).flatness, 0.01);

    // In TIMBRE_FEATURES' order (features.ts): the frame series' means and spreads, then the rest.
    const values: number[] = [];
    for (const name of settings.framewise) {
      const frameValues = series.get(name) ?? [];
      // flux has a value from the second frame on: weighted by those frames' levels.
      const frameWeights = weights.slice(weights.length - frameValues.length);
      const saved = weights.splice(0, weights.length, ...frameWeights);
      values.push(frameValues.length ? weightedMean(frameValues) : 0);
      if (settings.spreads.includes(name)) values.push(frameValues.length ? weightedSpread(frameValues) : 0);
      weights.splice(0, weights.length, ...saved);
    }
    for (let index = 0; index < 12; index += 1) values.push(deltas.length ? mean(deltas.map((row) => row[index])) : 0);
    values.push(
      sortedPitches.length ? sortedPitches[Math.floor(sortedPitches.length / 2)] : 0,
      pitched,
      logAttackTime,
      temporalCentroid,
      log10(effectiveDuration, 0.01),
      Math.log10(seconds),
      spread(levelsDb),
      Math.log10(1 + onsets / Math.max(seconds, 1)),
      log10(strongDecay, 1e-3),
      envelopeFlatness,
      decay / 20,
      ...course,
      ...attackMfcc,
      attackCentroid,
      attackFlatness,
    );
    return values;
  } finally {
    release();
  }
}
