import type { Logger } from '@nestjs/common';

/**
 * Runs `sweep` every `everyMs` on a timer of this process, not on a scheduler kept in Redis: a
 * Redis that restarts without its data would lose the scheduler together with the jobs the
 * sweep exists to find again. A round that fails (Redis or PostgreSQL away) is only logged; the
 * next one tries again. Returns the way to stop it.
 */
export function startRecurringSweep(
  everyMs: number,
  sweep: () => Promise<unknown>,
  logger: Logger,
  postponed: string,
): () => void {
  const timer = setInterval(() => {
    sweep().catch((error: unknown) => logger.warn({ err: error }, postponed));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
