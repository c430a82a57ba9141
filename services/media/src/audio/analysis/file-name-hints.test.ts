import { fileNameHints } from './file-name-hints';

// Issue #18 §3: a tempo or key written in the file's name is read and preferred over the analysis.
test.each([
  ['Loop_Trap_140bpm_Am.wav', { bpm: 140, key: 'Am' }],
  ['Melodia Funk 95 BPM F#m.wav', { bpm: 95, key: 'F#m' }],
  ['guitar-bpm_128-Bbmin.aiff', { bpm: 128, key: 'A#m' }],
  ['Pad (Eb major) 72bpm.flac', { bpm: 72, key: 'D#' }],
  ['Piano F# minor.wav', { key: 'F#m' }],
  ['Kick_C_120bpm.wav', { bpm: 120, key: 'C' }],
  ['Vocal Chop Cmaj.mp3', { key: 'C' }],
  ['Beat 174.5bpm Dm.wav', { bpm: 174.5, key: 'Dm' }],
])('%s → %o', (name, expected) => {
  expect(fileNameHints(name)).toEqual(expected);
});

test.each([
  ['Meu Beat Novo.wav'], // no tempo, no key
  ['Loop a 3 vozes.wav'], // 'a' is a word, not A
  ['Beat E mais nada.wav'], // a lone capital without a tempo is not a key
  ['Sample 2024.wav'], // a year is not a tempo
  ['Beat 1400bpm.wav'], // out of any tempo's range
  ['Hbm 5bpm.wav'], // H is no note; 5 is too slow
])('%s → nothing', (name) => {
  expect(fileNameHints(name)).toEqual({});
});
