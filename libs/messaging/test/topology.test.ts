import { retryDelays, topicMatches } from '@sampleteca/messaging';

test.each([
  ['user.registered', 'user.registered', true],
  ['user.*', 'user.registered', true],
  ['user.*', 'user.profile.updated', false],
  ['user.#', 'user.profile.updated', true],
  ['#', 'sound.created', true],
  ['sound.*', 'user.registered', false],
  ['*.approved', 'distribution.approved', true],
])('pattern %s matches %s: %s', (pattern, key, expected) => {
  expect(topicMatches(pattern, key)).toBe(expected);
});

test('retry delays double from the base, one fewer than the attempts', () => {
  expect(retryDelays(5, 1000)).toEqual([1000, 2000, 4000, 8000]);
  expect(retryDelays(1, 1000)).toEqual([]);
});
