import { isDatabaseUnavailable, isRedisUnavailable } from '@sampleteca/http';

/**
 * A failure of a shared dependency (PostgreSQL, Redis) rather than of the event: handling it
 * again later will work, so it must not spend the event's attempts and end in the dead-letter
 * queue while the database restarts or fails over.
 */
export function isDependencyOutage(error: unknown): boolean {
  if (isDatabaseUnavailable(error)) return true;
  for (let current = error, depth = 0; current && depth < 3; depth++) {
    if (isRedisUnavailable(current)) return true;
    current = (current as { driverError?: unknown }).driverError;
  }
  return false;
}
