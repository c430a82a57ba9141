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

/** Node's socket errors when the other side is gone or unreachable. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND']);
/**
 * PostgreSQL going away or changing hands: shutdown, crash, still starting, out of connections,
 * and a write reaching a primary a failover has just demoted (read-only transaction).
 */
const POSTGRES_CODES = new Set(['57P01', '57P02', '57P03', '53300', '25006']);
/** pg's words for a connection lost or never made. */
const POSTGRES_MESSAGES = [/^Connection terminated/, /timeout exceeded when trying to connect/];

/**
 * PostgreSQL could not be reached, or the connection broke under a statement (a failover cuts
 * every connection to the old primary). The transaction it was in never committed, so the
 * request changed nothing and may be sent again: 503 with Retry-After, not 500. Looks through
 * TypeORM's `driverError` to pg's own error.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 3; depth++) {
    const { code, message, driverError } = current as { code?: unknown; message?: unknown; driverError?: unknown };
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || POSTGRES_CODES.has(code) || code.startsWith('08'))) {
      return true;
    }
    if (typeof message === 'string' && POSTGRES_MESSAGES.some((pattern) => pattern.test(message))) return true;
    current = driverError;
  }
  return false;
}

/**
 * A failure of a shared dependency (PostgreSQL, Redis) rather than of the work itself: doing it
 * again later will work, so it must not spend an event's or a job's attempts and end dead-lettered
 * or failed while the database restarts or fails over.
 */
export function isDependencyOutage(error: unknown): boolean {
  if (isDatabaseUnavailable(error)) return true;
  for (let current = error, depth = 0; current && depth < 3; depth++) {
    if (isRedisUnavailable(current)) return true;
    current = (current as { driverError?: unknown }).driverError;
  }
  return false;
}
