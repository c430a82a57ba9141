import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { eventsPublished, outboxOldestAge, outboxPending } from '@sampleteca/observability';
import { readOutboxBacklog } from './admin/outbox-backlog';
import type { EventEnvelope } from './envelope';
import type { EventPublisher } from './event-publisher';

type OutboxRow = { id: string; envelope: EventEnvelope };

export type OutboxRelayOptions = {
  pollMs: number;
  batchSize: number;
  /** Whether this process reports the outbox's backlog (one per cluster: a lease). */
  reportsBacklog?: () => boolean;
};

/** How often the relay measures its backlog for the metrics. */
const BACKLOG_EVERY_MS = 5000;

/**
 * Publishes a schema's outbox in commit order. Rows are claimed with FOR UPDATE SKIP LOCKED,
 * so any number of relays (one per pod) can run; a row is marked published only after the
 * broker confirmed it, in the same transaction that claimed it. A broker outage rolls the
 * claim back and the rows wait for the next round.
 */
export class OutboxRelay {
  private readonly logger: Logger;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private wakeRequested = false;
  private stopped = true;
  private backlogTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly dataSource: DataSource,
    private readonly schema: string,
    private readonly producer: string,
    private readonly publisher: EventPublisher,
    private readonly options: OutboxRelayOptions,
  ) {
    this.logger = new Logger(`OutboxRelay:${producer}`);
  }

  get schemaName(): string {
    return this.schema;
  }

  start(): void {
    this.stopped = false;
    this.schedule(0);
    this.backlogTimer = setInterval(() => void this.reportBacklog(), BACKLOG_EVERY_MS);
    this.backlogTimer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    clearInterval(this.backlogTimer);
    await this.running;
  }

  /** Called after a write: publish soon instead of waiting for the next poll. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) this.wakeRequested = true;
    else this.schedule(0);
  }

  /** Publishes everything pending now; resolves with how many events went out. */
  async publishPending(): Promise<number> {
    let total = 0;
    for (;;) {
      const published = await this.publishBatch();
      total += published;
      if (published < this.options.batchSize) return total;
    }
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.round(), delayMs);
  }

  private async round(): Promise<void> {
    if (this.stopped || this.running) return;
    this.wakeRequested = false;
    this.running = this.publishPending()
      .then(() => undefined)
      .catch((error: Error) => this.logger.warn(`eventos aguardam o broker: ${error.message}`))
      .finally(() => {
        this.running = undefined;
        if (!this.stopped) this.schedule(this.wakeRequested ? 0 : this.options.pollMs);
      });
    await this.running;
  }

  private async publishBatch(): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const rows: OutboxRow[] = await manager.query(
        `SELECT "id", "envelope" FROM "${this.schema}"."outbox_events"
         WHERE "published_at" IS NULL ORDER BY "position"
         LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [this.options.batchSize],
      );
      if (rows.length === 0) return 0;
      // One channel keeps publish order; waiting for every confirm before marking keeps
      // at-least-once delivery (a crash here means a republish, which the inbox absorbs).
      await Promise.all(rows.map((row) => this.publisher.publish(row.envelope)));
      await manager.query(
        `UPDATE "${this.schema}"."outbox_events" SET "published_at" = now(), "attempts" = "attempts" + 1
         WHERE "id" = ANY($1::uuid[])`,
        [rows.map((row) => row.id)],
      );
      for (const row of rows) eventsPublished.inc({ producer: this.producer, type: row.envelope.type });
      return rows.length;
    });
  }

  async countPending(): Promise<number> {
    const [{ count }] = await this.dataSource.query(
      `SELECT count(*)::int AS count FROM "${this.schema}"."outbox_events" WHERE "published_at" IS NULL`,
    );
    return count;
  }

  /**
   * The backlog as the metrics show it, measured by the relay itself every few seconds on a timer
   * of its own (a round waiting on an absent broker must not stop it: that is when it matters),
   * by the one process holding the lease; the others drop the figure rather than repeat it.
   */
  private async reportBacklog(): Promise<void> {
    const labels = { producer: this.producer };
    if (!this.options.reportsBacklog?.()) {
      outboxPending.remove(labels);
      outboxOldestAge.remove(labels);
      return;
    }
    try {
      const backlog = await readOutboxBacklog(this.dataSource, this.schema);
      outboxPending.set(labels, backlog.pending);
      outboxOldestAge.set(labels, backlog.oldestAgeSeconds ?? 0);
    } catch (error) {
      this.logger.warn(`backlog do outbox não medido: ${(error as Error).message}`);
    }
  }
}
