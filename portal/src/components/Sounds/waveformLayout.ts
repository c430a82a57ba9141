import type { TuningPlan } from '../Session/tuningPlan';
import type { Sound } from '../../api/soundTypes';

export const WAVE_HEIGHT = 44;

export interface WaveformPlayerProps {
  name: string;
  /** The catalogue sound it plays: a failed press asks whether the sound was removed. */
  soundId?: string;
  audio: Sound['audio'];
  /** The session's tempo and key for this sound; absent or null: it plays as recorded. */
  tuning?: TuningPlan | null;
}
