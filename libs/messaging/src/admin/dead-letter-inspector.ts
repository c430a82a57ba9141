import { listDeadLetters, replayDeadLetters, type DeadLetter } from '../dead-letters';
import { isEnvelope } from '../envelope';
import { deadLetterQueueName } from '../topology';
import { connectToBroker } from '../broker-nodes';

/** One dead letter as an operator inspects it: the envelope read out, and why it was parked. */
export type DeadLetterView = {
  id: string;
  type: string;
  producer: string | null;
  occurredAt: string | null;
  correlationId: string | null;
  payload: unknown;
  attempts: number;
  lastError: string;
  deadLetteredAt: string | null;
  headers: Record<string, string>;
  /** Copies of this event parked (a producer's republish can park one twice). */
  copies: number;
};

export class DeadLetterNotFoundError extends Error {}

// Reading a dead-letter queue holds its messages unacked until done: a second reader meanwhile
// would see it empty. One operation at a time per queue in this process.
const busy = new Map<string, Promise<unknown>>();
function oneAtATime<T>(queue: string, work: () => Promise<T>): Promise<T> {
  const next = (busy.get(queue) ?? Promise.resolve()).catch(() => undefined).then(work);
  busy.set(queue, next);
  return next;
}

/** A consumer's dead-letter queue, listed and replayed without losing a message. */
export class DeadLetterInspector {
  constructor(
    private readonly rabbitmqUrl: string,
    /** The consumer's queue (its dead letters sit in `<queue>.dead`). */
    private readonly queue: string,
  ) {}

  list(): Promise<DeadLetterView[]> {
    return oneAtATime(this.queue, async () => {
      // A service that consumes no events has no dead-letter queue: nothing parked.
      if (!(await this.hasQueue())) return [];
      return views(await listDeadLetters(this.rabbitmqUrl, this.queue));
    });
  }

  async get(id: string): Promise<DeadLetterView> {
    const found = (await this.list()).find((letter) => letter.id === id);
    if (!found) throw new DeadLetterNotFoundError(id);
    return found;
  }

  /** Sends one event (every copy of it) back to its consumer. */
  replay(id: string): Promise<DeadLetterView> {
    return oneAtATime(this.queue, async () => {
      const replayed = (await this.hasQueue()) ? await replayDeadLetters(this.rabbitmqUrl, this.queue, [id]) : [];
      if (replayed.length === 0) throw new DeadLetterNotFoundError(id);
      return views(replayed)[0];
    });
  }

  /** Sends every parked event back; answers how many messages went. */
  replayAll(): Promise<number> {
    return oneAtATime(this.queue, async () => {
      if (!(await this.hasQueue())) return 0;
      return (await replayDeadLetters(this.rabbitmqUrl, this.queue)).length;
    });
  }

  private async hasQueue(): Promise<boolean> {
    const connection = await connectToBroker(this.rabbitmqUrl);
    try {
      const channel = await connection.createChannel();
      // A missing queue closes the channel with an error event: heard here, answered below.
      channel.on('error', () => undefined);
      await channel.checkQueue(deadLetterQueueName(this.queue));
      await channel.close();
      return true;
    } catch (error) {
      if ((error as { code?: number }).code === 404) return false;
      throw error;
    } finally {
      await connection.close().catch(() => undefined);
    }
  }
}

function views(letters: DeadLetter[]): DeadLetterView[] {
  const byId = new Map<string, DeadLetterView>();
  for (const letter of letters) {
    const known = byId.get(letter.id);
    if (known) known.copies += 1;
    else byId.set(letter.id, view(letter));
  }
  return [...byId.values()];
}

function view(letter: DeadLetter): DeadLetterView {
  let envelope: unknown;
  try {
    envelope = JSON.parse(letter.body);
  } catch {
    envelope = undefined;
  }
  const event = isEnvelope(envelope) ? envelope : undefined;
  return {
    id: letter.id,
    type: letter.type,
    producer: event?.producer ?? null,
    occurredAt: event?.occurredAt ?? null,
    correlationId: event?.correlationId ?? null,
    // Not an event at all: the operator still sees what arrived.
    payload: event ? event.data : letter.body,
    attempts: letter.attempts,
    lastError: letter.lastError,
    deadLetteredAt: letter.deadLetteredAt ?? null,
    headers: letter.headers,
    copies: 1,
  };
}
