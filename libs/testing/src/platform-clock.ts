import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';

/** The clock of a platform the test runs: read it, move it forward (TOTP steps, not real time). */
export interface PlatformClock {
  now(): number;
  advance(ms: number): Promise<void>;
}

/**
 * The clock of a platform process spawned with an IPC channel (stdio's fourth entry 'ipc'), which
 * follows `{ type: 'clock.advance' }` outside production (@sampleteca/runtime's followTestClock).
 */
export function spawnedPlatformClock(platform: ChildProcess): PlatformClock {
  let offsetMs = 0;
  return {
    now: () => Date.now() + offsetMs,
    async advance(ms) {
      const advanced = once(platform, 'message');
      platform.send({ type: 'clock.advance', ms });
      await advanced;
      offsetMs += ms;
    },
  };
}
