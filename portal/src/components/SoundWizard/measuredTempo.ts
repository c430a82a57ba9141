import { LOW_TEMPO_CONFIDENCE, tempoOctaves } from './tempoChoices';

export interface MeasuredTempo {
  /** The measure in whole BPM. */
  tempo: number;
  /** The pulse is not clear: the tempo may be its half or double. */
  doubtful: boolean;
  /** The tempos the wizard offers: the measure alone, or its octaves music is made at when doubtful. */
  choices: number[];
  /** '128', or '64 ou 128' when doubtful: how every step names the measure. */
  text: string;
}

/**
 * What media measured, said one way on every step of the wizard: step 1's file line and step 4's
 * note and question must not name different tempos for one file.
 */
export function measuredTempo(analysis: { bpm: number | null; bpmConfidence: number | null }): MeasuredTempo | null {
  if (analysis.bpm === null) return null;
  const tempo = Math.round(analysis.bpm);
  const doubtful = (analysis.bpmConfidence ?? 0) < LOW_TEMPO_CONFIDENCE;
  const choices = doubtful ? tempoOctaves(analysis.bpm) : [tempo];
  return { tempo, doubtful, choices, text: choices.join(' ou ') };
}
