// What the catalogue understands in a typed search: tempos, keys, instrument families and kinds of
// sound, in Portuguese and English; the rest stays words. Pure: the vocabulary is the default
// the musician-search migration seeds catalogue.search_synonyms with.
import { readSearch } from './read-search';
import { musicalKeyLabel } from './musical-key-words';
import { DEFAULT_SEARCH_SYNONYMS } from './search-vocabulary';

const read = (text: string, literal: string[] = []) => readSearch(text, DEFAULT_SEARCH_SYNONYMS, new Set(literal));
const labels = (text: string, literal: string[] = []) => read(text, literal).understood.map((part) => part.label);

test('a number with or without bpm is a tempo; the words around it stay words', () => {
  expect(read('trap 140')).toMatchObject({ tempo: 140, rest: 'trap' });
  expect(read('96bpm')).toMatchObject({ tempo: 96, rest: '' });
  expect(read('96 bpm funk')).toMatchObject({ tempo: 96, rest: 'funk' });
  expect(read('96 BPM').understood).toEqual([
    { id: 'tempo:96', kind: 'tempo', value: '96', label: '96 BPM', words: '96 BPM' },
  ]);
  // Outside the tempos a sound may have: a word ('808' is the bass, '2' a word).
  expect(read('vol 2')).toEqual(expect.objectContaining({ rest: 'vol 2', understood: [] }));
  expect(read('808').tempo).toBeUndefined();
  // Only the first number is the tempo.
  expect(read('140 150')).toMatchObject({ tempo: 140, rest: '150' });
});

test.each([
  ['Am', 'Am'],
  ['A minor', 'Am'],
  ['lá menor', 'Am'],
  ['La menor', 'Am'],
  ['C#m', 'C#m'],
  ['dó sustenido maior', 'C#'],
  ['F# major', 'F#'],
  ['Bb', 'A#'],
  ['Ebm', 'D#m'],
  ['si bemol menor', 'A#m'],
  ['ré menor', 'Dm'],
])('%s is the key %s', (typed, key) => {
  expect(read(`piano ${typed}`)).toMatchObject({ key, rest: '' });
});

test('letters and syllables that are not keys stay words', () => {
  expect(read('a capella').key).toBeUndefined();
  expect(read('beat em ré').key).toBeUndefined();
  expect(read('sol nascente')).toEqual(expect.objectContaining({ rest: 'sol nascente', understood: [] }));
  expect(read('am').key).toBeUndefined();
  expect(read('Em').key).toBe('Em');
});

test('keys are named as the portal names them', () => {
  expect(musicalKeyLabel('Dm')).toBe('Ré menor');
  expect(musicalKeyLabel('C#')).toBe('Dó sustenido maior');
  expect(labels('lá menor')).toEqual(['Lá menor']);
});

test('instrument words in Portuguese and English read as their family', () => {
  expect(labels('caixa')).toEqual(['Caixa']);
  expect(labels('snare')).toEqual(['Caixa']);
  expect(labels('bumbo')).toEqual(['Kick']);
  expect(labels('hi-hat')).toEqual(['Chimbal']);
  expect(labels('hi hat')).toEqual(['Chimbal']);
  expect(labels('Percussão')).toEqual(['Percussão']);
  expect(labels('violão')).toEqual(['Guitarra/Violão']);
  const bumbo = read('bumbo funk');
  expect(bumbo.rest).toBe('funk');
  // Names with any of the family's words match too.
  expect(bumbo.tags).toEqual([
    { families: ['kick'], types: [], words: expect.arrayContaining(['bumbo', 'kick', 'bombo']) },
  ]);
});

test('the four kinds by the words people use', () => {
  expect(labels('acapela')).toEqual(['Acapelas']);
  expect(labels('a capella sertaneja')).toEqual(['Acapelas']);
  expect(labels('batida')).toEqual(['Beats']);
  expect(labels('loop melódico')).toEqual(['Melody']);
  expect(labels('amostra')).toEqual(['Samples']);
  // 'vocal' is a voice and an acapela: either reading can be taken off alone.
  expect(labels('vocal')).toEqual(['Voz', 'Acapelas']);
  expect(read('vocal', ['type:Acapelas']).tags).toEqual([expect.objectContaining({ families: ['vocal'], types: [] })]);
});

test('a reading taken off leaves its words as words', () => {
  expect(read('caixa 96 bpm ré menor').understood.map((part) => part.id)).toEqual([
    'family:snare',
    'tempo:96',
    'key:Dm',
  ]);
  expect(read('caixa 96 ré menor', ['tempo:96'])).toMatchObject({ rest: '96', key: 'Dm' });
  expect(read('caixa 96 ré menor', ['tempo:96']).tempo).toBeUndefined();
  expect(read('caixa 96', ['family:snare'])).toMatchObject({ tags: [], rest: 'caixa', tempo: 96 });
  expect(read('Am', ['key:Am'])).toEqual(expect.objectContaining({ rest: 'Am', understood: [] }));
});

test('a key chosen in the filters leaves a typed key as words', () => {
  expect(readSearch('Am', DEFAULT_SEARCH_SYNONYMS, new Set(), { keys: false })).toMatchObject({ rest: 'Am' });
});
