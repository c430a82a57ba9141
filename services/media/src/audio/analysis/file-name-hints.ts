import { bpmRangeOf, isMusicalKey, PITCH_CLASSES, type BpmRange, type MusicalKey } from '@sampleteca/contracts';

/** What a producer wrote in the file's name ('Loop_Trap_140bpm_Am.wav'): read before any analysis. */
export type FileNameHints = { bpm?: number; key?: MusicalKey };

const TEMPO =
  /(?:^|[^0-9.])(\d{2,3}(?:[.,]\d+)?)\s*[-_ ]?\s*bpm(?![a-z])|bpm\s*[-_ ]?\s*(\d{2,3}(?:[.,]\d+)?)(?![0-9])/i;
const MIN_BPM = 40;
const MAX_BPM = 300;

// A key as producers spell it: a note (A–G), an accidental (#, b, ♯, ♭, sharp, flat), a quality
// (m, min, minor, maj, major). The note's letter must be a capital: 'a' and 'e' are words.
const KEY = /^([A-G])(#|♯|b|♭|sharp|flat)?(m|min|minor|maj|major)?$/;
const FLAT_TO_SHARP: Record<string, string> = { Cb: 'B', Db: 'C#', Eb: 'D#', Fb: 'E', Gb: 'F#', Ab: 'G#', Bb: 'A#' };
const SHARP_WRAP: Record<string, string> = { 'E#': 'F', 'B#': 'C' };

/** The words of a file name, its extension left out. */
function wordsOf(fileName: string): string[] {
  return fileName
    .replace(/\.[a-z0-9]{2,4}$/i, '')
    .split(/[\s_\-.,()[\]{}+]+/)
    .filter(Boolean);
}

function keyOf(word: string, withTempo: boolean): MusicalKey | undefined {
  const match = KEY.exec(word);
  if (!match) return undefined;
  const [, letter, accidental = '', quality = ''] = match;
  // A lone capital (a 'C' in 'Loop_C_120bpm') counts only beside a tempo: alone it may be a word.
  if (!accidental && !quality && !withTempo) return undefined;
  const sign = /^(#|♯|sharp)$/.test(accidental) ? '#' : accidental ? 'b' : '';
  const spelled = `${letter}${sign}`;
  const note = FLAT_TO_SHARP[spelled] ?? SHARP_WRAP[spelled] ?? spelled;
  if (!(PITCH_CLASSES as readonly string[]).includes(note)) return undefined;
  const key = `${note}${/^m(in(or)?)?$/.test(quality) ? 'm' : ''}`;
  return isMusicalKey(key) ? key : undefined;
}

/**
 * Tempo and key written in a file's name, as Freesound reads them first: '140bpm', '140 BPM',
 * 'bpm_140'; 'Am', 'A#m', 'Bbmin', 'F# minor', 'Cmaj'. What is not clearly there stays undefined.
 */
export function fileNameHints(fileName: string): FileNameHints {
  const hints: FileNameHints = {};
  const tempo = TEMPO.exec(fileName);
  const bpm = tempo ? Number((tempo[1] ?? tempo[2]).replace(',', '.')) : NaN;
  if (bpm >= MIN_BPM && bpm <= MAX_BPM) hints.bpm = bpm;
  const words = wordsOf(fileName);
  for (let index = 0; index < words.length; index++) {
    // 'F# minor', 'C major': the quality as a word of its own.
    const next = words[index + 1]?.toLowerCase();
    const joined = next && /^(minor|major|min|maj)$/.test(next) ? `${words[index]}${next}` : words[index];
    const key = keyOf(joined, hints.bpm !== undefined);
    if (key) {
      hints.key = key;
      break;
    }
  }
  return hints;
}

type Measured = {
  bpm: number | null;
  bpmConfidence: number | null;
  bpmRange: BpmRange | null;
  key: MusicalKey | null;
  keyStrength: number | null;
};

/**
 * The analysis with what the file's name said in place of what was measured, at full confidence:
 * the producer knows the loop they exported better than an estimate does.
 */
export function preferFileNameHints<A extends Measured>(
  analysis: A,
  named: { namedBpm: number | null; namedKey: MusicalKey | null },
): A {
  return {
    ...analysis,
    ...(named.namedBpm !== null && {
      bpm: named.namedBpm,
      bpmConfidence: 1,
      bpmRange: bpmRangeOf(named.namedBpm) ?? null,
    }),
    ...(named.namedKey !== null && { key: named.namedKey, keyStrength: 1 }),
  };
}
