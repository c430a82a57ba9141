import { validateSync } from 'class-validator';
import { CATEGORY_NAME_MESSAGE, CategoryNameCharacters, ReadableName } from './name-rules';

class CategoryName {
  @CategoryNameCharacters() name: string;
}

const READABLE = { noLetters: 'sem letras', invalidCharacters: 'caracteres inválidos' };
class KitName {
  @ReadableName(READABLE) name: string;
}

/** The messages a name gets, none when it passes. */
const messagesOf = <T extends object>(Type: new () => T, name: string) =>
  validateSync(Object.assign(new Type(), { name })).flatMap((error) => Object.values(error.constraints ?? {}));

describe('a category name', () => {
  it.each([
    'trap',
    'r&b',
    'hip-hop',
    "drum'n'bass",
    'drum’n’bass',
    'funk (150 bpm)',
    'lo-fi/chill',
    '808s',
    'Forró',
    'música, pop.',
    'a+b',
  ])('takes %s', (name) => {
    expect(messagesOf(CategoryName, name)).toEqual([]);
  });

  it.each(['!!!', '   .', ' trap', '-trap', 'trap!', 'trap\u0007', 'trap#1', '(trap)'])('refuses %j', (name) => {
    expect(messagesOf(CategoryName, name)).toEqual([CATEGORY_NAME_MESSAGE]);
  });
});

describe('a readable name', () => {
  it.each(['Kit do Zé', '東京 drums', '808 ★', '!!! hype !!!'])('takes %s', (name) => {
    expect(messagesOf(KitName, name)).toEqual([]);
  });

  it.each([
    ['!!!', [READABLE.noLetters]],
    ['   ', [READABLE.noLetters]],
    ['kit\u200b', [READABLE.invalidCharacters]],
    ['kit\u0000', [READABLE.invalidCharacters]],
  ])('refuses %j', (name, messages) => {
    expect(messagesOf(KitName, name)).toEqual(messages);
  });
});
