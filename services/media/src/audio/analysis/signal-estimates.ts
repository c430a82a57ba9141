import type { MusicalKey, SoundReading, TimbreDescriptor } from '@sampleteca/contracts';
import { ANALYSIS_RATE, type DecodedSignal } from './decoded-signal';
import type { TempoKeyAnalyzer } from './essentia-analyzer';
import { toMusicalKey } from './musical-key';
import { pulseClarity } from './pulse-clarity';
import { readSound } from './sound-reading';
import { chooseTempoOctave } from './tempo-octave';
import { timbreDescriptor } from './timbre/normalise';

/** What the essentia thread and our envelopes make of a decoded signal. */
export type SignalEstimates = {
  bpm: number | null;
  bpmConfidence: number | null;
  key: MusicalKey | null;
  keyStrength: number | null;
  timbre: TimbreDescriptor | null;
  /** The family and shape the analysis reads (null without a timbre). */
  reading: SoundReading | null;
  /** Analyses that gave no answer and why (for the logs). */
  problems: string[];
};

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/**
 * Tempo, key and timbre of the decoded opening, in one request to the essentia thread (the
 * samples move there: the signal must not be used afterwards).
 */
export async function estimateSignal(analyzer: TempoKeyAnalyzer, signal: DecodedSignal): Promise<SignalEstimates> {
  const found = await analyzer.analyze(signal.samples, ANALYSIS_RATE);
  // Percival's tempo or its double (tempo-octave.ts), then how clearly the audio pulses at it. A
  // tempo needs a few beats to be heard: with fewer than four (a one-shot, a 2 s fragment) the
  // answer is noise, so there is none. The confidence is low when the pulse is weak and when the
  // choice between a tempo and its double was close: the wizard then offers both.
  const tempo = found.bpm === null ? null : chooseTempoOctave(found.bpm, signal.onsets.highEnvelope(), ANALYSIS_RATE);
  const pulse = tempo === null ? null : pulseClarity(signal.onsets.envelope(), tempo.bpm, ANALYSIS_RATE);
  const clarity = tempo === null || pulse === null ? null : pulse * tempo.octaveCertainty;
  const key = found.key ? (toMusicalKey(found.key.tonic, found.key.scale) ?? null) : null;
  const bpm = tempo === null || clarity === null ? null : round(tempo.bpm, 1);
  const bpmConfidence = clarity === null ? null : round(clarity, 2);
  const timbre = timbreDescriptor(found.timbre);
  return {
    bpm,
    bpmConfidence,
    key,
    keyStrength: key && found.key ? round(found.key.strength, 2) : null,
    timbre,
    reading: readSound(found.timbre, timbre, { bpm, bpmConfidence, durationSeconds: signal.decodedSeconds }),
    problems: found.problems,
  };
}
