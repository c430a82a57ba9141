import type { EntityManager } from 'typeorm';
import { createEnvelope, type EventEnvelope } from './envelope';
import { afterCommit } from './after-commit';

/** The PostgreSQL channel an outbox's writes notify at commit: worker relays listen to it. */
export const outboxChannel = (schema: string) => `outbox_${schema}`;

/**
 * Writes events in the caller's transaction, so an event exists exactly when the change that
 * caused it committed. The relay publishes them afterwards.
 */
export class Outbox {
  constructor(
    readonly schema: string,
    readonly producer: string,
    private readonly onWritten: () => void = () => undefined,
  ) {}

  async add<TData>(
    manager: EntityManager,
    type: string,
    data: TData,
    options: { version?: number } = {},
  ): Promise<EventEnvelope<TData>> {
    if (!manager.queryRunner?.isTransactionActive) {
      throw new Error('Outbox.add precisa de uma transação: use o TransactionRunner do serviço');
    }
    const envelope = createEnvelope(this.producer, type, data, options);
    // created_at is the write's moment, not the transaction's start (now()): a long transaction
    // would otherwise look like a slow relay. The notification reaches other processes' relays
    // at commit (PostgreSQL delivers it then, or never on a rollback).
    await manager.query(
      `INSERT INTO "${this.schema}"."outbox_events" ("id", "type", "envelope", "created_at")
       SELECT $1, $2, $3, clock_timestamp() FROM (SELECT pg_notify($4, '')) AS "commit_wake"`,
      [envelope.id, envelope.type, JSON.stringify(envelope), outboxChannel(this.schema)],
    );
    // This process's relay publishes at once after the commit; polling covers a wake that is lost.
    afterCommit(manager, this.onWritten);
    return envelope;
  }
}
