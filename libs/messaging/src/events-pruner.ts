import type { DataSource } from 'typeorm';

export type EventsRetention = {
  /** Days a published outbox row is kept after its publication; 0: forever. */
  outboxDays: number;
  /** Days an inbox key is kept after its handling; 0: forever. Never shorter than outboxDays. */
  inboxDays: number;
  /** Rows one DELETE takes. */
  batchSize: number;
};

export type PruneOutcome = { outbox: number; inbox: number; batches: number; durationMs: number };

/**
 * Deletes a schema's published outbox rows and inbox keys past their retention, a batch per
 * statement (each its own short transaction) until a batch comes back short.
 *
 * What may go, and why:
 * - An outbox row is what `events:redeliver` replays (published rows, in position order), so
 *   the outbox retention is how far back a consumer can be backfilled. Rows go oldest first:
 *   what stays is always the latest stretch of the history. Unpublished rows never go.
 * - An inbox key stops a redelivered event from acting twice. It may go only once no copy of
 *   its event can arrive any more: the outbox row it could be replayed from is gone (hence an
 *   inbox retention at least the outbox's, checked by libs/config), and no retry or
 *   dead letter holds it. A dead letter replayed after the inbox retention runs again the
 *   handlers of its consumer that had succeeded.
 */
export class EventsPruner {
  constructor(
    private readonly dataSource: DataSource,
    readonly schema: string,
    private readonly retention: EventsRetention,
  ) {}

  async prune(): Promise<PruneOutcome> {
    const started = Date.now();
    // `published_at < …` is never true of an unpublished row (NULL).
    const outbox = await this.deleteInBatches(
      this.retention.outboxDays,
      `DELETE FROM "${this.schema}"."outbox_events" WHERE "position" IN (
         SELECT "position" FROM "${this.schema}"."outbox_events"
          WHERE "published_at" < now() - make_interval(days => $1)
          ORDER BY "position" LIMIT $2)
       RETURNING 1`,
    );
    const inbox = await this.deleteInBatches(
      this.retention.inboxDays,
      `DELETE FROM "${this.schema}"."inbox_events" WHERE ("event_id", "handler") IN (
         SELECT "event_id", "handler" FROM "${this.schema}"."inbox_events"
          WHERE "handled_at" < now() - make_interval(days => $1)
          LIMIT $2)
       RETURNING 1`,
    );
    return {
      outbox: outbox.rows,
      inbox: inbox.rows,
      batches: outbox.batches + inbox.batches,
      durationMs: Date.now() - started,
    };
  }

  private async deleteInBatches(days: number, deleteBatch: string): Promise<{ rows: number; batches: number }> {
    if (days === 0) return { rows: 0, batches: 0 };
    const { batchSize } = this.retention;
    const sql = `WITH deleted AS (${deleteBatch}) SELECT count(*)::int AS count FROM deleted`;
    let rows = 0;
    let batches = 0;
    for (;;) {
      const [{ count }]: { count: number }[] = await this.dataSource.query(sql, [days, batchSize]);
      rows += count;
      batches += 1;
      if (count < batchSize) return { rows, batches };
    }
  }
}
