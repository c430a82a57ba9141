import { randomUUID } from 'node:crypto';
import amqplib from 'amqplib';

/**
 * An event on a platform's exchange, in the envelope the services publish (what a service the
 * test does not run would have sent), confirmed by the broker before this returns its id.
 */
export async function publishEvent(exchange: string, type: string, producer: string, data: unknown): Promise<string> {
  const { RABBITMQ_URL } = process.env;
  if (!RABBITMQ_URL) throw new Error('sem RabbitMQ (RABBITMQ_URL)');
  const envelope = { id: randomUUID(), type, version: 1, occurredAt: new Date().toISOString(), producer, data };
  const connection = await amqplib.connect(RABBITMQ_URL);
  try {
    const channel = await connection.createConfirmChannel();
    channel.publish(exchange, type, Buffer.from(JSON.stringify(envelope)), {
      persistent: true,
      messageId: envelope.id,
      contentType: 'application/json',
      type,
    });
    await channel.waitForConfirms();
  } finally {
    await connection.close();
  }
  return envelope.id;
}
