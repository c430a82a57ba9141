/** How long a client is asked to wait before trying again while a dependency is down. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 30;

/**
 * ioredis's ways of saying Redis cannot be reached now (no reconnection within the request's
 * retries, a command that timed out, a closed connection), recognised without importing ioredis:
 * a request that needs Redis then answers 503 with Retry-After instead of 500.
 */
export function isRedisUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'MaxRetriesPerRequestError' ||
    error.message === 'Command timed out' ||
    error.message === 'Connection is closed.' ||
    error.message.startsWith("Stream isn't writeable")
  );
}
