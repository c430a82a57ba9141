import { setTimeout as sleep } from 'node:timers/promises';

const WAIT_MS = 5000;
const STEP_MS = 100;

/**
 * Reads a projection row that an event is about to bring: a sound saved a moment ago reaches
 * this service through the catalogue's outbox and the broker, usually within a few hundred ms.
 * Waits a few seconds at most before answering that there is none.
 */
export async function awaitProjection<T>(read: () => Promise<T | undefined>, waitMs = WAIT_MS): Promise<T | undefined> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const found = await read();
    if (found !== undefined || Date.now() >= deadline) return found;
    await sleep(STEP_MS);
  }
}
