import type { ConfirmChannel } from 'amqplib';
import { deadLetterQueueName, retryQueueName } from '@sampleteca/config';
import {
  consumerQueueOptions,
  deadLetterQueueOptions,
  declareQueue,
  retryQueueOptions,
  type QueueType,
} from './queue-declarations';

// The names live with the settings that make them, so a test's clean-up can name its queues
// without loading the messaging runtime (NestJS, TypeORM: ~1 s of CPU per test file).
export { consumerQueueName, deadLetterQueueName, retryDelays, retryQueueName } from '@sampleteca/config';

export type ConsumerTopology = {
  exchange: string;
  queue: string;
  patterns: string[];
  retryDelaysMs: number[];
  /** classic when not given: what every install declared before EVENTS_QUEUE_TYPE existed. */
  queueType?: QueueType;
};

/**
 * A durable queue per consumer bound to its patterns, one TTL queue per retry delay that
 * dead-letters back into it (a queue per delay, so a long delay never blocks a short one),
 * and a dead-letter queue an operator inspects and replays. All of one type (queue-declarations.ts);
 * a queue that exists with another type fails with QueueDeclarationConflictError.
 */
export async function assertConsumerTopology(channel: ConfirmChannel, topology: ConsumerTopology): Promise<void> {
  const { exchange, queue, patterns, retryDelaysMs, queueType = 'classic' } = topology;
  const dead = deadLetterQueueName(queue);
  await channel.assertExchange(exchange, 'topic', { durable: true });
  await declareQueue(channel, queue, queueType, consumerQueueOptions(queueType, dead));
  for (const pattern of patterns) await channel.bindQueue(queue, exchange, pattern);
  for (const delay of retryDelaysMs) {
    await declareQueue(channel, retryQueueName(queue, delay), queueType, retryQueueOptions(queueType, delay, queue));
  }
  await declareQueue(channel, dead, queueType, deadLetterQueueOptions(queueType));
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
