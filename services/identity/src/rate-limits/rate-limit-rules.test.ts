import { limitKey, rateLimits, retryAfterSeconds } from './rate-limit-rules';

describe('rateLimits', () => {
  const limits = rateLimits({ SIGNUP_LIMIT_PER_HOUR: 7 });

  it.each([
    ['login', 5, 15 * 60],
    ['loginAccount', 20, 60 * 60],
    ['signup', 7, 60 * 60],
    ['resend', 1, 60],
    ['recover', 1, 60],
    ['recoverAddress', 20, 15 * 60],
  ] as const)('%s allows %i per %i s', (action, points, duration) => {
    expect(limits[action]).toEqual({ points, duration });
  });
});

describe('retryAfterSeconds', () => {
  it.each([
    [0, 1],
    [1, 1],
    [999, 1],
    [1000, 1],
    [1001, 2],
    [59_500, 60],
    [15 * 60 * 1000, 900],
  ])('%i ms before the next try answer %i s', (ms, seconds) => {
    expect(retryAfterSeconds(ms)).toBe(seconds);
  });
});

it('keys an address whatever its case', () => {
  expect(limitKey('Ana@Example.COM')).toBe(limitKey('ana@example.com'));
});
