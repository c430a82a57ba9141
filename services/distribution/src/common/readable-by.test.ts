import { readableBy } from './readable-by';

describe('readableBy', () => {
  it.each([
    ['its owner', { id: 'owner', role: 'user' as const }, true],
    ['an administrator', { id: 'admin', role: 'admin' as const }, true],
    ['anyone else', { id: 'other', role: 'user' as const }, false],
  ])('answers %s', (_who, user, readable) => {
    expect(readableBy(user, 'owner')).toBe(readable);
  });
});
