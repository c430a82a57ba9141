import { Client } from 'pg';
import type { EventEnvelope } from './envelope';
import { topicMatches } from './topology';
import { connectToBroker } from './broker-nodes';

/**
 * Sends a producer's past events (kept in its outbox) straight to one consumer's queue: how a
 * consumer that started after those events builds its projection. Its inbox drops any it
 * already handled, so running this twice is harmless.
 */
export async function redeliverOutbox(options: {
  databaseUrl: string;
  producerSchema: string;
  rabbitmqUrl: string;
  queue: string;
  pattern: string;
}): Promise<number> {
  const db = new Client({ connectionString: options.databaseUrl });
  await db.connect();
  const connection = await connectToBroker(options.rabbitmqUrl);
  try {
    const channel = await connection.createConfirmChannel();
    await channel.checkQueue(options.queue);
    let sent = 0;
    let after = '0';
    for (;;) {
      const { rows } = await db.query<{ position: string; envelope: EventEnvelope }>(
        `SELECT position, envelope FROM "${options.producerSchema}"."outbox_events"
         WHERE published_at IS NOT NULL AND position > $1 ORDER BY position LIMIT 500`,
        [after],
      );
      if (rows.length === 0) break;
      for (const { envelope } of rows) {
        if (!topicMatches(options.pattern, envelope.type)) continue;
        channel.sendToQueue(options.queue, Buffer.from(JSON.stringify(envelope)), {
          persistent: true,
          messageId: envelope.id,
          contentType: 'application/json',
          type: envelope.type,
        });
        sent += 1;
      }
      await channel.waitForConfirms();
      after = rows[rows.length - 1].position;
    }
    await channel.close();
    return sent;
  } finally {
    await connection.close();
    await db.end();
  }
}
