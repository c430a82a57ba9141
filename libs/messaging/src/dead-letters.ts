import amqplib, { type GetMessage } from 'amqplib';
import { isEnvelope } from './envelope';
import { ATTEMPT_HEADER, LAST_ERROR_HEADER } from './rabbit-events.server';
import { deadLetterQueueName } from './topology';
import { connectToBroker } from './broker-nodes';

export type DeadLetter = {
  id: string;
  type: string;
  attempts: number;
  lastError: string;
  deadLetteredAt?: string;
  body: string;
  /** The message's headers as text (attempt, last error, correlation id…). */
  headers: Record<string, string>;
};

/**
 * Reads a consumer's dead-letter queue without losing anything: every message taken is
 * either republished (replay) or returned when the channel closes unacked.
 */
async function withDeadLetters<T>(
  url: string,
  queue: string,
  work: (messages: GetMessage[], channel: amqplib.ConfirmChannel) => Promise<T>,
): Promise<T> {
  const connection = await connectToBroker(url);
  try {
    const channel = await connection.createConfirmChannel();
    await channel.checkQueue(deadLetterQueueName(queue));
    const messages: GetMessage[] = [];
    for (;;) {
      const message = await channel.get(deadLetterQueueName(queue), { noAck: false });
      if (!message) break;
      messages.push(message);
    }
    const result = await work(messages, channel);
    await channel.close(); // returns whatever was not acked to the queue
    return result;
  } finally {
    await connection.close();
  }
}

function describe(message: GetMessage): DeadLetter {
  const body = message.content.toString('utf8');
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    parsed = undefined;
  }
  const headers = message.properties.headers ?? {};
  return {
    id: isEnvelope(parsed) ? parsed.id : String(message.properties.messageId ?? '?'),
    type: isEnvelope(parsed) ? parsed.type : '?',
    attempts: Number(headers[ATTEMPT_HEADER] ?? 0),
    lastError: String(headers[LAST_ERROR_HEADER] ?? ''),
    deadLetteredAt: headers['x-dead-lettered-at'] as string | undefined,
    body,
    headers: Object.fromEntries(
      // x-death and other broker headers are tables: JSON shows them, String() would not.
      Object.entries(headers).map(([name, value]) => [
        name,
        typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value),
      ]),
    ),
  };
}

export function listDeadLetters(url: string, queue: string): Promise<DeadLetter[]> {
  return withDeadLetters(url, queue, async (messages) => messages.map(describe));
}

/** Sends dead letters (all, or those whose event id is in `ids`) back to the consumer's queue. */
export function replayDeadLetters(url: string, queue: string, ids?: string[]): Promise<DeadLetter[]> {
  return withDeadLetters(url, queue, async (messages, channel) => {
    const replayed: DeadLetter[] = [];
    for (const message of messages) {
      const letter = describe(message);
      if (ids && !ids.includes(letter.id)) continue;
      const headers = { ...message.properties.headers, [ATTEMPT_HEADER]: 1, 'x-replayed-at': new Date().toISOString() };
      channel.sendToQueue(queue, message.content, { ...message.properties, persistent: true, headers });
      await channel.waitForConfirms();
      channel.ack(message);
      replayed.push(letter);
    }
    return replayed;
  });
}
