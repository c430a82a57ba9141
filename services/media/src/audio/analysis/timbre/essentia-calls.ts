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
  BarkBands(spectrum: EssentiaVector, numberBands: number, sampleRate: number): { bands: EssentiaVector };
  SpectralComplexity(
    spectrum: EssentiaVector,
    magnitudeThreshold: number,
    sampleRate: number,
  ): { spectralComplexity: number };
  PitchYinFFT(
    spectrum: EssentiaVector,
    frameSize: number,
    interpolate: boolean,
    maxFrequency: number,
    minFrequency: number,
    sampleRate: number,
    tolerance: number,
  ): { pitch: number; pitchConfidence: number };
  PitchSalience(
    spectrum: EssentiaVector,
    highBoundary: number,
    lowBoundary: number,
    sampleRate: number,
  ): { pitchSalience: number };
  SpectralPeaks(
    spectrum: EssentiaVector,
    magnitudeThreshold: number,
    maxFrequency: number,
    maxPeaks: number,
    minFrequency: number,
    orderBy: string,
    sampleRate: number,
  ): { frequencies: EssentiaVector; magnitudes: EssentiaVector };
  HarmonicPeaks(
    frequencies: EssentiaVector,
    magnitudes: EssentiaVector,
    pitch: number,
    maxHarmonics: number,
    tolerance: number,
  ): { harmonicFrequencies: EssentiaVector; harmonicMagnitudes: EssentiaVector };
  Inharmonicity(frequencies: EssentiaVector, magnitudes: EssentiaVector): { inharmonicity: number };
  Tristimulus(frequencies: EssentiaVector, magnitudes: EssentiaVector): { tristimulus: EssentiaVector };
  OddToEvenHarmonicEnergyRatio(
    frequencies: EssentiaVector,
    magnitudes: EssentiaVector,
  ): { oddToEvenHarmonicEnergyRatio: number };
  Dissonance(frequencies: EssentiaVector, magnitudes: EssentiaVector): { dissonance: number };
  StrongDecay(signal: EssentiaVector, sampleRate: number): { strongDecay: number };
  FlatnessSFX(envelope: EssentiaVector): { flatness: number };
}
