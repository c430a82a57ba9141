import type { ConfirmChannel } from 'amqplib';

export type ConsumerTopology = {
  exchange: string;
  queue: string;
  patterns: string[];
  retryDelaysMs: number[];
};

export const deadLetterQueueName = (queue: string) => `${queue}.dead`;
export const retryQueueName = (queue: string, delayMs: number) => `${queue}.retry.${delayMs}`;
export const consumerQueueName = (prefix: string, consumer: string) => `${prefix}.${consumer}`;

/** The delay before attempt n+1 (n starting at 1): base, 2·base, 4·base, … */
export function retryDelays(maxAttempts: number, baseMs: number): number[] {
  return Array.from({ length: Math.max(0, maxAttempts - 1) }, (_, index) => baseMs * 2 ** index);
}

/**
 * A durable queue per consumer bound to its patterns, one TTL queue per retry delay that
 * dead-letters back into it (a queue per delay, so a long delay never blocks a short one),
 * and a dead-letter queue an operator inspects and replays.
 */
export async function assertConsumerTopology(channel: ConfirmChannel, topology: ConsumerTopology): Promise<void> {
  const { exchange, queue, patterns, retryDelaysMs } = topology;
  await channel.assertExchange(exchange, 'topic', { durable: true });
  await channel.assertQueue(queue, { durable: true });
  for (const pattern of patterns) await channel.bindQueue(queue, exchange, pattern);
  for (const delay of retryDelaysMs) {
    await channel.assertQueue(retryQueueName(queue, delay), {
      durable: true,
      arguments: {
        'x-message-ttl': delay,
        'x-dead-letter-exchange': '',
        'x-dead-letter-routing-key': queue,
      },
    });
  }
  await channel.assertQueue(deadLetterQueueName(queue), { durable: true });
}

/** RabbitMQ topic matching: `*` is one word, `#` zero or more. */
export function topicMatches(pattern: string, routingKey: string): boolean {
  const match = (p: string[], k: string[]): boolean => {
    if (p.length === 0) return k.length === 0;
    const [head, ...rest] = p;
    if (head === '#') return match(rest, k) || (k.length > 0 && match(p, k.slice(1)));
    if (k.length === 0) return false;
    return (head === '*' || head === k[0]) && match(rest, k.slice(1));
  };
  return match(pattern.split('.'), routingKey.split('.'));
}
