import {
  downloadFileName,
  roundTempo,
  roundTempoRatio,
  semitonesTo,
  transposedKey,
  type DownloadTransform,
  type MusicalKey,
  type SoundType,
} from '@sampleteca/contracts';

/** The listener's session (the header's control): null or absent for either, as recorded. */
export type SessionTuning = { tempo?: number | null; key?: MusicalKey | null };

type TunableSound = { type: SoundType; tempo: number | null; key: MusicalKey; duration_seconds: number | null };

/** What a download in the session's tempo and key applies; null when the sound plays as recorded. */
export type DownloadTuning = DownloadTransform & {
  /** The tempo it was stretched to; null when it keeps its own. */
  tempo: number | null;
  /** The key it was moved to; null when it keeps its own. */
  key: MusicalKey | null;
};

// The portal's preview rules (portal/src/components/Session/tuningPlan.ts): the download sounds
// as the card played it.
/** A Sample shorter than two beats is a one-shot (a hit, a stab): it keeps its tempo. */
const LOOP_MIN_BEATS = 2;
/** A stretch smaller than this is no stretch (0.6 BPM at 120). */
const MIN_STRETCH = 0.005;

function loopTempo(sound: TunableSound): number | null {
  if (!sound.tempo) return null;
  const tempo = roundTempo(sound.tempo);
  if (sound.type !== 'Samples') return tempo;
  return (sound.duration_seconds ?? 0) >= (LOOP_MIN_BEATS * 60) / tempo ? tempo : null;
}

/** The session tempo's octave nearest the loop's own (a 70 BPM half-time loop sits in a 140 session as it is). */
function targetTempo(tempo: number, session: number): number {
  return [session / 2, session, session * 2].reduce((best, candidate) =>
    Math.abs(Math.log(candidate / tempo)) < Math.abs(Math.log(best / tempo)) ? candidate : best,
  );
}

/**
 * How `sound` downloads in the session's tempo and key: loops stretched to the session tempo (its
 * nearest octave, so the ratio stays within 0.71–1.41), any sound moved to the session key (a
 * relative key counts as the same); null when nothing changes.
 */
export function downloadTuning(sound: TunableSound, session: SessionTuning): DownloadTuning | null {
  const own = loopTempo(sound);
  const target = own && session.tempo ? roundTempo(targetTempo(own, session.tempo)) : null;
  const tempoRatio = own && target ? roundTempoRatio(target / own) : 1;
  const stretched = Math.abs(tempoRatio - 1) >= MIN_STRETCH;
  const semitones = session.key ? semitonesTo(sound.key, session.key) : 0;
  if (!stretched && semitones === 0) return null;
  return {
    tempoRatio: stretched ? tempoRatio : 1,
    semitones,
    tempo: stretched ? target : null,
    key: semitones ? transposedKey(sound.key, semitones) : null,
  };
}

// Room for the suffix within the 200 characters a download's name keeps.
const NAME_ROOM = 170;

/**
 * '{name} (120 BPM, Bm)': what was applied, the unchanged part left out; the tempo as Brazilians
 * write it (92,5). The name is cleaned and shortened first, so the suffix always survives.
 */
export function tunedName(name: string, tuning: DownloadTuning): string {
  const base = downloadFileName(name).slice(0, -'.mp3'.length).slice(0, NAME_ROOM).trim();
  const parts = [
    ...(tuning.tempo !== null ? [`${String(tuning.tempo).replace('.', ',')} BPM`] : []),
    ...(tuning.key !== null ? [tuning.key] : []),
  ];
  return `${base} (${parts.join(', ')})`;
}
