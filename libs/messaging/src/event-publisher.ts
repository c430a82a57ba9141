import type { ChannelWrapper } from 'amqp-connection-manager';
import type { AmqpConnection } from './amqp-connection';
import type { EventEnvelope } from './envelope';

/** Publishes to the topic exchange and resolves only when the broker confirmed the message. */
export class EventPublisher {
  private readonly channel: ChannelWrapper;

  constructor(
    connection: AmqpConnection,
    private readonly exchange: string,
    publishTimeoutMs = 5000,
  ) {
    this.channel = connection.createChannel(
      'publisher',
      async (channel) => {
        await channel.assertExchange(exchange, 'topic', { durable: true });
      },
      publishTimeoutMs,
    );
  }

  async publish(envelope: EventEnvelope): Promise<void> {
    await this.channel.publish(this.exchange, envelope.type, Buffer.from(JSON.stringify(envelope)), {
      persistent: true,
      messageId: envelope.id,
      contentType: 'application/json',
      type: envelope.type,
      timestamp: Math.floor(Date.parse(envelope.occurredAt) / 1000),
      headers: envelope.correlationId ? { 'x-correlation-id': envelope.correlationId } : {},
    });
  }

  async close(): Promise<void> {
    await this.channel.close();
  }
}
