import { isDatabaseUnavailable } from '@sampleteca/http';

/** pg's error as TypeORM wraps it in a QueryFailedError. */
const wrapped = (driverError: object) => Object.assign(new Error('query failed'), { driverError });

test('a failover is a database outage: a cut connection, a demoted primary, a server still starting', () => {
  expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
  expect(
    isDatabaseUnavailable(wrapped({ code: '25006', message: 'cannot execute INSERT in a read-only transaction' })),
  ).toBe(true);
  expect(isDatabaseUnavailable(wrapped({ code: '57P01' }))).toBe(true);
  expect(isDatabaseUnavailable(wrapped({ code: '57P03' }))).toBe(true);
  expect(isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe(true);
});

test('a request error is not an outage: it must not be retried as one', () => {
  expect(isDatabaseUnavailable(wrapped({ code: '23505', message: 'duplicate key' }))).toBe(false);
  expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
});
