import { bpmRangeOf, roundTempo, type BpmRange, type MusicalKey } from '@sampleteca/contracts';
import { CatalogueErrorCode, catalogueError } from '../../catalogue-errors';

/**
 * A sound's key, BPM range and exact tempo, as filters, cards and matches read them. A sound
 * without pitch has no key ('Sem tom definido'), a one-shot no range nor tempo ('Sem BPM').
 */
export type MusicalFields = { key: MusicalKey | null; bpm: BpmRange | null; tempo: number | null };

/** What a correction may send; what it leaves out stays as it was, null clears it. */
export type MusicalCorrection = { key?: MusicalKey | null; bpm?: BpmRange | null; tempo?: number | null };

/**
 * A sound's fields after a correction. An exact tempo brings its range along (the range is what
 * the BPM filter reads), and must agree with a range sent beside it; a new range alone keeps the
 * tempo only if it still falls in it; `tempo: null` says the sound has no exact tempo, `bpm: null`
 * that it has no tempo at all (a one-shot).
 */
export function correctedMusicalFields(current: MusicalFields, change: MusicalCorrection): MusicalFields {
  const key = change.key === undefined ? current.key : change.key;
  if (change.tempo !== undefined && change.tempo !== null) {
    const tempo = roundTempo(change.tempo);
    const range = bpmRangeOf(tempo) as BpmRange;
    if (change.bpm !== undefined && change.bpm !== range) throw catalogueError(CatalogueErrorCode.TempoOutsideRange);
    return { key, bpm: range, tempo };
  }
  const bpm = change.bpm === undefined ? current.bpm : change.bpm;
  const keptTempo = current.tempo !== null && bpm !== null && bpmRangeOf(current.tempo) === bpm ? current.tempo : null;
  return { key, bpm, tempo: change.tempo === null ? null : keptTempo };
}

/** Whether a correction changes anything a filter, a card or a match reads. */
export const musicalFieldsDiffer = (a: MusicalFields, b: MusicalFields): boolean =>
  a.key !== b.key || a.bpm !== b.bpm || a.tempo !== b.tempo;
