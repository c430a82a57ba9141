import type { EntityManager } from 'typeorm';
import { createEnvelope, type EventEnvelope } from './envelope';
import { wakeAfterCommit } from './wake-after-commit';

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
    await manager.query(`INSERT INTO "${this.schema}"."outbox_events" ("id", "type", "envelope") VALUES ($1, $2, $3)`, [
      envelope.id,
      envelope.type,
      JSON.stringify(envelope),
    ]);
    // The relay publishes at once after the commit; its polling covers a wake that is lost.
    wakeAfterCommit(manager, this.onWritten);
    return envelope;
  }
}
