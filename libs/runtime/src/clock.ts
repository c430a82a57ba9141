/**
 * The time rules built on clock steps read (TOTP's 30-second steps). Production never moves it;
 * a test moves it forward instead of waiting for the next step in real time: in its own process
 * with `clock.advance`, in a platform it spawned through the IPC channel (`followTestClock`).
 */
let offsetMs = 0;

export const clock = {
  now: (): number => Date.now() + offsetMs,
  advance(ms: number): void {
    offsetMs += ms;
  },
};

export type ClockAdvance = { type: 'clock.advance'; ms: number };

/**
 * Outside production, a process spawned with an IPC channel (only its parent holds the other end)
 * takes `{ type: 'clock.advance', ms }` and answers `{ type: 'clock.advanced' }`.
 */
export function followTestClock(nodeEnv: string): void {
  if (nodeEnv === 'production' || !process.send) return;
  process.on('message', (message: Partial<ClockAdvance>) => {
    if (message?.type !== 'clock.advance' || typeof message.ms !== 'number') return;
    clock.advance(message.ms);
    process.send?.({ type: 'clock.advanced' });
  });
  // The channel must not keep the process alive after its work is done.
  process.channel?.unref();
}
