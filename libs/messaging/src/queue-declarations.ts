import type { ConfirmChannel, Options, Replies } from 'amqplib';

/**
 * classic keeps one copy of a message on one node; quorum replicates it across a cluster's
 * nodes (RabbitMQ 3.10 or later: message TTL and at-least-once dead-lettering, which the
 * retry queues need, came with it).
 */
export type QueueType = 'classic' | 'quorum';

/** Quorum queues must be durable, neither exclusive nor auto-deleted. */
const QUORUM_BASE = { durable: true, exclusive: false, autoDelete: false } as const;

/**
 * A quorum queue dead-letters at most once by default: a message in flight to the target is
 * lost if a node fails. at-least-once keeps it until the target confirmed, and RabbitMQ only
 * honours it on a queue that rejects publishes when full (x-overflow reject-publish).
 */
const AT_LEAST_ONCE_DEAD_LETTERING = {
  'x-dead-letter-strategy': 'at-least-once',
  'x-overflow': 'reject-publish',
} as const;

/**
 * A consumer's queue. classic is declared exactly as it always was, so an existing install
 * redeclares it without a conflict. A quorum one also parks in `deadLetterQueue` what the
 * broker itself gives up on (RabbitMQ 4 gives quorum queues a delivery limit), where a
 * classic queue's consumer always did the parking itself.
 */
export function consumerQueueOptions(type: QueueType, deadLetterQueue: string): Options.AssertQueue {
  if (type === 'classic') return { durable: true };
  return {
    ...QUORUM_BASE,
    arguments: {
      'x-queue-type': 'quorum',
      'x-dead-letter-exchange': '',
      'x-dead-letter-routing-key': deadLetterQueue,
      ...AT_LEAST_ONCE_DEAD_LETTERING,
    },
  };
}

/** A retry queue: holds a message `delayMs`, then dead-letters it back into the consumer's queue. */
export function retryQueueOptions(type: QueueType, delayMs: number, consumerQueue: string): Options.AssertQueue {
  const retry = {
    'x-message-ttl': delayMs,
    'x-dead-letter-exchange': '',
    'x-dead-letter-routing-key': consumerQueue,
  };
  if (type === 'classic') return { durable: true, arguments: retry };
  return { ...QUORUM_BASE, arguments: { 'x-queue-type': 'quorum', ...retry, ...AT_LEAST_ONCE_DEAD_LETTERING } };
}

/** The dead-letter queue an operator lists and replays. */
export function deadLetterQueueOptions(type: QueueType): Options.AssertQueue {
  if (type === 'classic') return { durable: true };
  return { ...QUORUM_BASE, arguments: { 'x-queue-type': 'quorum' } };
}

/**
 * The queue exists with other arguments than this process declares: nearly always another
 * EVENTS_QUEUE_TYPE than the one it was created with. RabbitMQ never changes an existing
 * queue, so only an operator can resolve it.
 */
export class QueueDeclarationConflictError extends Error {
  constructor(
    readonly queue: string,
    readonly queueType: QueueType,
    readonly brokerMessage: string,
  ) {
    super(
      `a fila ${queue} já existe no RabbitMQ com outros argumentos (${brokerMessage}); ` +
        `com EVENTS_QUEUE_TYPE=${queueType} ela não pode ser declarada: o RabbitMQ não muda o tipo de uma fila existente. ` +
        `Para trocar de tipo, pare os consumidores, espere as filas esvaziarem e apague ${queue} ` +
        `(e as filas .retry.* e .dead do serviço), ou use um vhost novo; ` +
        `para manter as filas como estão, volte EVENTS_QUEUE_TYPE ao tipo anterior`,
    );
    this.name = 'QueueDeclarationConflictError';
  }
}

/** Declares a queue; a PRECONDITION_FAILED on its arguments becomes QueueDeclarationConflictError. */
export async function declareQueue(
  channel: ConfirmChannel,
  queue: string,
  queueType: QueueType,
  options: Options.AssertQueue,
): Promise<Replies.AssertQueue> {
  try {
    return await channel.assertQueue(queue, options);
  } catch (error) {
    const { code, message } = error as { code?: number; message?: string };
    const inequivalent = /inequivalent arg '[^']+'[^"]*/.exec(message ?? '');
    if (code === 406 && inequivalent) throw new QueueDeclarationConflictError(queue, queueType, inequivalent[0]);
    throw error;
  }
}
