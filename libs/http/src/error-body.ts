/** Every error answer of the API (DESIGN §8). */
export type ErrorBody = {
  statusCode: number;
  code: string;
  message: string;
  details?: unknown;
  correlationId?: string;
};

/**
 * The wait a rate-limited answer announces: `details.retryAfterSeconds` (each limiter puts it
 * there), rounded up to the whole seconds `Retry-After` speaks.
 */
export function retryAfterSeconds(body: ErrorBody): number | undefined {
  const seconds = (body.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}
