import type { AudioAnalysis } from './hooks/useAudioAnalysis';
import { NO_BPM, type BpmChoice, type MusicalKey } from './musicVocabulary';

/**
 * Below this strength media's key is a guess (bench/analysis: every wrong key of the 72 loops was
 * under 0.82, the right ones mostly above): a kick's falling pitch reads as some key at ~0.65. The
 * wizard then preselects nothing and offers 'Sem tom definido' beside the 24.
 */
export const CLEAR_KEY_STRENGTH = 0.82;

/** Step 2's suggestion: the key media measured, unless it says the measure is a guess. */
export function suggestedKey(analysis: Pick<AudioAnalysis, 'key' | 'keyStrength'>): MusicalKey | null {
  const guess = analysis.keyStrength !== null && analysis.keyStrength < CLEAR_KEY_STRENGTH;
  return analysis.key && !guess ? analysis.key : null;
}

/** Step 4's suggestion: 'Sem BPM (one-shot)' when media hears no pulse (not a loop), else the measured range. */
export function suggestedBpm(analysis: Pick<AudioAnalysis, 'loop' | 'bpmRange'>): BpmChoice | null {
  return analysis.loop === false ? NO_BPM : analysis.bpmRange;
}
