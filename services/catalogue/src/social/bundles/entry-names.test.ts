import { EntryNames, RESERVED_ENTRY_NAMES } from './entry-names';

const named = (...sounds: string[]) => {
  const names = new EntryNames();
  return sounds.map((sound) => names.next(sound, 'wav'));
};

describe('EntryNames', () => {
  it.each([
    ['each sound as a single download saves it', ['Kick', 'Snare'], ['Kick.wav', 'Snare.wav']],
    ['a second and third of one name numbered', ['Kick', 'Kick', 'Kick'], ['Kick.wav', 'Kick (2).wav', 'Kick (3).wav']],
    ['names compared without case', ['Kick', 'KICK'], ['Kick.wav', 'KICK (2).wav']],
    [
      'a copy never takes a name a sound already has',
      ['Kick (2)', 'Kick', 'Kick'],
      ['Kick (2).wav', 'Kick.wav', 'Kick (3).wav'],
    ],
    ['the extension not doubled', ['Kick.wav'], ['Kick.wav']],
    ['signs a file system refuses replaced', ['a/b:c'], ['a b c.wav']],
    ['a name of nothing readable', ['///'], ['som.wav']],
    ['the licence’s name free in another extension', ['LICENCA'], ['LICENCA.wav']],
  ])('%s', (_case, sounds, entries) => {
    expect(named(...sounds)).toEqual(entries);
  });

  it('reserves the licence and the list of missing files', () => {
    const names = new EntryNames();
    expect(RESERVED_ENTRY_NAMES).toEqual(['LICENCA.txt', 'FALTANDO.txt']);
    expect(names.next('LICENCA', 'txt')).toBe('LICENCA (2).txt');
    expect(names.next('faltando', 'txt')).toBe('faltando (2).txt');
  });
});
