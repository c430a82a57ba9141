import { nextEntry, sameSiteNext } from './next-path';

describe('sameSiteNext', () => {
  it.each(['/', '/sounds?q=kick', '/s/abc#top', `/${'a'.repeat(511)}`])('keeps the path %s', (next) => {
    expect(sameSiteNext(next)).toBe(next);
  });

  it.each([
    ['another site', '//evil.example'],
    ['another site, spelled with a backslash', '/\\evil.example'],
    ['an absolute address', 'https://evil.example/'],
    ['a relative path', 'sounds'],
    ['a line break', '/a\r\nSet-Cookie: x'],
    ['a DEL', '/a\u007f'],
    ['anything longer than 512', `/${'a'.repeat(512)}`],
    ['no string', 42],
    ['nothing', undefined],
  ])('refuses %s', (_case, next) => {
    expect(sameSiteNext(next)).toBeUndefined();
  });

  it('enters the fragment only when there is a path', () => {
    expect(nextEntry('/a')).toEqual({ next: '/a' });
    expect(nextEntry(undefined)).toEqual({});
  });
});
