import type { DataSource, EntityManager } from 'typeorm';
import { eventsHandled } from '@sampleteca/observability';
import type { EventEnvelope } from './envelope';

export type InboxResult = 'handled' | 'duplicate';

/**
 * Records each (event, handler) pair in the same transaction as the handler's effect, so a
 * redelivered event changes nothing.
 */
export class Inbox {
  constructor(
    private readonly dataSource: DataSource,
    readonly schema: string,
  ) {}

  async handleOnce(
    event: EventEnvelope,
    handler: string,
    effect: (manager: EntityManager) => Promise<void>,
  ): Promise<InboxResult> {
    const result = await this.dataSource.transaction(async (manager): Promise<InboxResult> => {
      const inserted: unknown[] = await manager.query(
        `INSERT INTO "${this.schema}"."inbox_events" ("event_id", "handler", "type")
         VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING "event_id"`,
        [event.id, handler, event.type],
      );
      if (inserted.length === 0) return 'duplicate';
      await effect(manager);
      return 'handled';
    });
    if (result === 'duplicate') eventsHandled.inc({ consumer: this.schema, type: event.type, outcome: 'duplicate' });
    return result;
  }
}
