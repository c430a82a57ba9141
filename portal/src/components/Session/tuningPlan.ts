import type { ListeningTuning } from '../../api/tuning';
import type { Sound } from '../../api/soundTypes';
import { formatTempo } from './formatTempo';
import { semitonesTo } from './transposition';

/** How a sound plays in the listener's session: stretched by `rate`, moved by `semitones`. */
export interface TuningPlan {
  /** Input seconds per output second (1: its own tempo). */
  rate: number;
  semitones: number;
  /** What the card says was applied, e.g. '+2 st, 95→120 BPM'. */
  label: string;
}

type TunableSound = Pick<Sound, 'type' | 'tempo' | 'key'> & { audio: Pick<Sound['audio'], 'durationSeconds'> };

/** A Sample shorter than two beats is a one-shot (a hit, a stab): it keeps its tempo. */
const LOOP_MIN_BEATS = 2;

/** A sound with a tempo that is a loop: Beats, Melody and Acapelas, and Samples of two beats or more. */
export function isLoop(sound: TunableSound): boolean {
  if (!sound.tempo) return false;
  if (sound.type !== 'Samples') return true;
  return (sound.audio.durationSeconds ?? 0) >= (LOOP_MIN_BEATS * 60) / sound.tempo;
}

/**
 * The session tempo's octave nearest the loop's own (a 70 BPM half-time loop sits in a 140 session
 * as it is): producers hear half and double time as the same groove, and stretching less sounds better.
 */
function targetTempo(loopTempo: number, sessionTempo: number): number {
  return [sessionTempo / 2, sessionTempo, sessionTempo * 2].reduce((best, candidate) =>
    Math.abs(Math.log(candidate / loopTempo)) < Math.abs(Math.log(best / loopTempo)) ? candidate : best,
  );
}

/** How `sound` plays under the session's tempo and key; null when it plays as recorded. */
export function tuningPlan(sound: TunableSound, session: ListeningTuning): TuningPlan | null {
  const loopTempo = isLoop(sound) ? sound.tempo : null;
  const target = loopTempo && session.tempo ? targetTempo(loopTempo, session.tempo) : null;
  const rate = loopTempo && target ? target / loopTempo : 1;
  // A sound without key (drums, noises) is never transposed; without tempo, never stretched.
  const semitones = session.key && sound.key ? semitonesTo(sound.key, session.key) : 0;
  const stretched = Math.abs(rate - 1) >= 0.005;
  if (!stretched && semitones === 0) return null;
  const parts = [
    ...(semitones ? [`${semitones > 0 ? '+' : '−'}${Math.abs(semitones)} st`] : []),
    ...(stretched && loopTempo && target ? [`${formatTempo(loopTempo)}→${formatTempo(target)} BPM`] : []),
  ];
  return { rate: stretched ? rate : 1, semitones, label: parts.join(', ') };
}
