import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';

// Renews the lease only while this process still holds it (another took it over after an expiry).
const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) end return 0`;
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0`;

/**
 * Which process reports a cluster-wide figure (a queue's depth, an outbox's backlog, dead
 * letters): one per scope at a time, chosen by a lease in Redis, so a dashboard neither sums nor
 * double counts them over pods. A holder that dies stops renewing; another takes over within
 * the lease. Without Redis nobody holds anything: the figures go missing, they do not lie.
 */
export class ClusterLeases {
  private readonly logger = new Logger('ClusterLeases');
  private readonly id = randomUUID();
  private readonly wanted = new Set<string>();
  private readonly held = new Set<string>();
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly leaseMs: number,
  ) {}

  /** Competes for `scope` once started. */
  want(scope: string): void {
    this.wanted.add(scope);
  }

  holds(scope: string): boolean {
    return this.held.has(scope);
  }

  start(): void {
    if (this.timer) return;
    void this.renew();
    this.timer = setInterval(() => void this.renew(), Math.max(200, Math.floor(this.leaseMs / 3)));
    this.timer.unref();
  }

  /** Lets the next process take over at once, rather than after the lease. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    const held = [...this.held];
    this.held.clear();
    await Promise.all(held.map((scope) => this.redis.eval(RELEASE, 1, this.key(scope), this.id))).catch(
      () => undefined,
    );
  }

  private async renew(): Promise<void> {
    for (const scope of this.wanted) {
      try {
        const key = this.key(scope);
        const taken = await this.redis.set(key, this.id, 'PX', this.leaseMs, 'NX');
        const kept = taken === 'OK' || (await this.redis.eval(RENEW, 1, key, this.id, this.leaseMs)) === 1;
        if (kept) this.held.add(scope);
        else this.held.delete(scope);
      } catch (error) {
        if (this.held.delete(scope))
          this.logger.warn(`deixou de relatar ${scope} (Redis): ${(error as Error).message}`);
      }
    }
  }

  private key(scope: string): string {
    return `${this.prefix}:cluster-lease:${scope}`;
  }
}
