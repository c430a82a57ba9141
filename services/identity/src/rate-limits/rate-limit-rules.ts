import type { Config } from '@sampleteca/config';

/** What each limit allows: `points` calls per `duration` seconds for one key. */
export const rateLimits = (config: Pick<Config, 'SIGNUP_LIMIT_PER_HOUR'>) => ({
  // Per address and account: guesses from one place.
  login: { points: 5, duration: 15 * 60 },
  // Per account, failures only: guesses spread over many addresses (a botnet, forged proxies).
  loginAccount: { points: 20, duration: 60 * 60 },
  signup: { points: config.SIGNUP_LIMIT_PER_HOUR, duration: 60 * 60 },
  resend: { points: 1, duration: 60 },
  // Per account: one link a minute. Per address: a burst of links to many accounts.
  recover: { points: 1, duration: 60 },
  recoverAddress: { points: 20, duration: 15 * 60 },
});

export type LimitedAction = keyof ReturnType<typeof rateLimits>;

/** The Retry-After a refusal answers: whole seconds until the next try, rounded up, never 0. */
export const retryAfterSeconds = (msBeforeNext: number): number => Math.max(1, Math.ceil(msBeforeNext / 1000));

/** One key per person or place whatever its case: 'Ana@X.com' and 'ana@x.com' share a budget. */
export const limitKey = (key: string): string => key.toLowerCase();
