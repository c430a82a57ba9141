import { isRedisUnavailable } from '@sampleteca/http';

/** Node's socket errors when the other side is gone or unreachable. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND']);
/** PostgreSQL going away: shutdown, crash, still starting, or out of connections. */
const POSTGRES_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
/** pg's words for a connection lost or never made. */
const POSTGRES_MESSAGES = [/^Connection terminated/, /timeout exceeded when trying to connect/];

/**
 * A failure of a shared dependency (PostgreSQL, Redis) rather than of the event: handling it
 * again later will work, so it must not spend the event's attempts and end in the dead-letter
 * queue while the database restarts. Looks through TypeORM's `driverError` to pg's own error.
 */
export function isDependencyOutage(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 3; depth++) {
    const { code, message, driverError } = current as { code?: unknown; message?: unknown; driverError?: unknown };
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || POSTGRES_CODES.has(code) || code.startsWith('08'))) {
      return true;
    }
    if (isRedisUnavailable(current)) return true;
    if (typeof message === 'string' && POSTGRES_MESSAGES.some((pattern) => pattern.test(message))) return true;
    current = driverError;
  }
  return false;
}
