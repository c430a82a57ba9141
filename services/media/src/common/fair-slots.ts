/**
 * At most `size` tasks run at once, shared fairly between their owners: an owner runs at most
 * `perOwner` at a time, and when a slot frees it goes to the waiting owner served least recently
 * (round robin), never to whoever queued most. One owner's backlog waits behind its own tasks,
 * not in front of everyone else's.
 */
export class FairSlots {
  private active = 0;
  private served = 0;
  private readonly running = new Map<string, number>();
  private readonly waiting = new Map<string, (() => void)[]>();
  /** When each owner with work here was last given a slot (0: not yet). */
  private readonly lastServed = new Map<string, number>();

  constructor(
    private readonly size: number,
    private readonly perOwner: number,
  ) {}

  async run<T>(owner: string, task: () => Promise<T>, onStart?: () => void): Promise<T> {
    // A free slot with an eligible owner waiting cannot be: every release dispatches.
    if (this.active < this.size && this.runningOf(owner) < this.perOwner) this.start(owner);
    else await new Promise<void>((resolve) => this.waiting.set(owner, [...(this.waiting.get(owner) ?? []), resolve]));
    onStart?.();
    try {
      return await task();
    } finally {
      this.active -= 1;
      const left = this.runningOf(owner) - 1;
      if (left) this.running.set(owner, left);
      else this.running.delete(owner);
      this.dispatch();
      if (!this.running.has(owner) && !this.waiting.has(owner)) this.lastServed.delete(owner);
    }
  }

  private runningOf(owner: string): number {
    return this.running.get(owner) ?? 0;
  }

  private start(owner: string): void {
    this.active += 1;
    this.running.set(owner, this.runningOf(owner) + 1);
    this.served += 1;
    this.lastServed.set(owner, this.served);
  }

  /** Free slots go, one at a time, to the eligible waiting owner served longest ago. */
  private dispatch(): void {
    while (this.active < this.size) {
      let next: string | undefined;
      for (const owner of this.waiting.keys()) {
        if (this.runningOf(owner) >= this.perOwner) continue;
        if (next === undefined || (this.lastServed.get(owner) ?? 0) < (this.lastServed.get(next) ?? 0)) next = owner;
      }
      if (next === undefined) return;
      const queue = this.waiting.get(next) ?? [];
      const resolve = queue.shift();
      if (!queue.length) this.waiting.delete(next);
      this.start(next);
      resolve?.();
    }
  }
}
