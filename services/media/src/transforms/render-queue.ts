import { Slots } from '../common/slots';

/**
 * Renderings in this process: at most `size` run at once (each keeps a core busy), the rest wait
 * their turn; a rendering asked for again while it is waiting or running is not started twice,
 * the second caller gets the first one's outcome.
 */
export class RenderQueue {
  private readonly slots: Slots;
  private readonly running = new Map<string, Promise<unknown>>();

  constructor(size: number) {
    this.slots = new Slots(size);
  }

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const shared = this.running.get(key) as Promise<T> | undefined;
    if (shared) return shared;
    const started = this.slots.run(task).finally(() => this.running.delete(key));
    this.running.set(key, started);
    return started;
  }
}
