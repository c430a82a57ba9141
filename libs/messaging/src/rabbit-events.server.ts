import { once } from 'node:events';
import { Logger } from '@nestjs/common';
import { BaseRpcContext, Server, type CustomTransportStrategy, type MessageHandler } from '@nestjs/microservices';
import type { ChannelWrapper } from 'amqp-connection-manager';
import type { ConsumeMessage } from 'amqplib';
import { isObservable, lastValueFrom } from 'rxjs';
import { eventHandlingDuration, eventsHandled, withCorrelationId } from '@sampleteca/observability';
import { isDependencyOutage } from '@sampleteca/http';
import type { AmqpConnection } from './amqp-connection';
import { isEnvelope, type EventEnvelope } from './envelope';
import { EVENT_HANDLER_EXTRAS, type EventHandlerExtras } from './on-event.decorator';
import { QueueDeclarationConflictError, type QueueType } from './queue-declarations';
import {
  assertConsumerTopology,
  consumerQueueName,
  deadLetterQueueName,
  retryDelays,
  retryQueueName,
  topicMatches,
} from './topology';

export type RabbitEventsOptions = {
  exchange: string;
  queuePrefix: string;
  maxAttempts: number;
  retryBaseMs: number;
  prefetch: number;
  /** EVENTS_QUEUE_TYPE; classic when not given. */
  queueType?: QueueType;
};

export const ATTEMPT_HEADER = 'x-attempt';
export const LAST_ERROR_HEADER = 'x-last-error';

/** The context `@Ctx()` receives in an event handler. */
export class RabbitEventContext extends BaseRpcContext<[ConsumeMessage, string, number]> {
  getMessage(): ConsumeMessage {
    return this.args[0];
  }
  getConsumer(): string {
    return this.args[1];
  }
  getAttempt(): number {
    return this.args[2];
  }
}

type ConsumerHandlers = { pattern: string; handler: MessageHandler }[];

/**
 * The @nestjs/microservices transport for Sampleteca's events. Every consumer (service) in
 * this process gets its own durable queue bound to the event types it handles. A handler
 * that throws is retried after growing delays and, after the last attempt, parked in the
 * consumer's dead-letter queue. A message is acked only after it was handled, retried or
 * parked, so a crash at any point redelivers it.
 */
export class RabbitEventsServer extends Server implements CustomTransportStrategy {
  private readonly log = new Logger('RabbitEventsServer');
  private readonly channels: ChannelWrapper[] = [];
  /** Each consumer's channel and queue, once consumed. */
  private readonly consumers = new Map<string, { channel: ChannelWrapper; queue: string }>();
  private readonly delays: number[];
  private readyPromise: Promise<void> = Promise.resolve();
  // True until listen() starts declaring, then once every queue is bound: an api-only process has none.
  private consumersDeclared = true;

  constructor(
    private readonly connection: AmqpConnection,
    private readonly options: RabbitEventsOptions,
  ) {
    super();
    this.delays = retryDelays(options.maxAttempts, options.retryBaseMs);
  }

  /** Resolves once every consumer queue exists and is consumed (useful to tests and probes). */
  whenReady(): Promise<void> {
    return this.readyPromise;
  }

  /**
   * Whether this process's consumer queues exist and are bound. Until they are, an event another
   * process publishes has no queue to land in and the exchange drops it: a first start on a new
   * broker must not take requests before its workers say so (readiness).
   */
  areConsumersDeclared(): boolean {
    return this.consumersDeclared;
  }

  listen(callback: (error?: unknown) => void): void {
    // Consumers attach whenever the broker is reachable; the process does not wait for it.
    this.consumersDeclared = false;
    this.readyPromise = Promise.all(
      [...this.handlersByConsumer()].map(([consumer, handlers]) => this.consume(consumer, handlers)),
    ).then(() => {
      this.consumersDeclared = true;
    });
    this.readyPromise.catch((error: Error) => this.log.error(`consumidores não iniciados: ${error.message}`));
    callback();
  }

  async close(): Promise<void> {
    // A channel its node took down is closed already: nothing left to close.
    await Promise.all(this.channels.map((channel) => channel.close().catch(() => undefined)));
    this.channels.length = 0;
  }

  on(): void {
    // The connection manager reports its own status; nothing to subscribe to here.
  }

  unwrap<T>(): T {
    return this.connection.manager as T;
  }

  private handlersByConsumer(): Map<string, ConsumerHandlers> {
    const grouped = new Map<string, ConsumerHandlers>();
    for (const handler of this.messageHandlers.values()) {
      const extras = handler.extras?.[EVENT_HANDLER_EXTRAS] as EventHandlerExtras | undefined;
      if (!handler.isEventHandler || !extras) continue;
      const list = grouped.get(extras.consumer) ?? [];
      list.push({ pattern: extras.event, handler });
      grouped.set(extras.consumer, list);
    }
    return grouped;
  }

  private async consume(consumer: string, handlers: ConsumerHandlers): Promise<void> {
    const queue = consumerQueueName(this.options.queuePrefix, consumer);
    const patterns = [...new Set(handlers.map(({ pattern }) => pattern))];
    const channel = this.connection.createChannel(`consumer:${consumer}`, async (raw) => {
      await assertConsumerTopology(raw, {
        exchange: this.options.exchange,
        queue,
        patterns,
        retryDelaysMs: this.delays,
        queueType: this.options.queueType,
      });
      await raw.prefetch(this.options.prefetch);
    });
    this.channels.push(channel);
    // Setup (queues, bindings) has run once this resolves. A setup that fails is retried on the
    // next connect, but a queue declared with another type fails again every time: say so now.
    const conflict = new Promise<never>((_, reject) =>
      channel.on('error', (error: Error) => {
        if (error instanceof QueueDeclarationConflictError) reject(error);
      }),
    );
    await Promise.race([channel.waitForConnect(), conflict]);
    const subscribed = channel.consume(
      queue,
      (message) => this.onMessage(consumer, queue, handlers, channel, message),
      {
        noAck: false,
      },
    );
    // A channel lost while subscribing (a node of the cluster gone, a queue still electing its
    // leader): the wrapper keeps the consumer and subscribes it again on its next connect.
    await subscribed.catch(() => once(channel, 'connect'));
    this.consumers.set(consumer, { channel, queue });
  }

  /** How many events each selected consumer parked in its dead-letter queue. */
  async deadLetterDepths(selected: (consumer: string) => boolean): Promise<[string, number][]> {
    const depths = [...this.consumers]
      .filter(([consumer]) => selected(consumer))
      .map(async ([consumer, { channel, queue }]) => {
        const { messageCount } = await channel.checkQueue(deadLetterQueueName(queue));
        return [consumer, messageCount] as [string, number];
      });
    return Promise.all(depths);
  }

  private async onMessage(
    consumer: string,
    queue: string,
    handlers: ConsumerHandlers,
    channel: ChannelWrapper,
    message: ConsumeMessage,
  ): Promise<void> {
    const attempt = Number(message.properties.headers?.[ATTEMPT_HEADER] ?? 1);
    let envelope: EventEnvelope;
    try {
      const parsed: unknown = JSON.parse(message.content.toString('utf8'));
      if (!isEnvelope(parsed)) throw new Error('mensagem sem envelope de evento');
      envelope = parsed;
    } catch (error) {
      await this.fail({ channel, queue, message, consumer, type: 'invalid' }, attempt, error as Error, true);
      return;
    }
    const matching = handlers.filter(({ pattern }) => topicMatches(pattern, envelope.type));
    const timer = eventHandlingDuration.startTimer({ consumer, type: envelope.type });
    await withCorrelationId(envelope.correlationId, async () => {
      try {
        const context = new RabbitEventContext([message, consumer, attempt]);
        for (const { handler } of matching) await this.invoke(handler, envelope, context);
        channel.ack(message);
        eventsHandled.inc({ consumer, type: envelope.type, outcome: 'handled' });
      } catch (error) {
        const failure = { channel, queue, message, consumer, type: envelope.type };
        if (isDependencyOutage(error) && this.delays.length > 0)
          await this.retryAfterOutage(failure, attempt, error as Error);
        else await this.fail(failure, attempt, error as Error, attempt >= this.options.maxAttempts);
      } finally {
        timer();
      }
    });
  }

  private async invoke(handler: MessageHandler, envelope: EventEnvelope, context: RabbitEventContext): Promise<void> {
    const result: unknown = await handler(envelope, context);
    // Nest's exception layer turns a thrown error into an erroring stream: surface it.
    if (isObservable(result)) await lastValueFrom(result, { defaultValue: undefined });
  }

  /**
   * A failed delivery goes to the retry queue of its attempt's delay, or, once attempts are
   * spent (or the message is not an event at all), to the dead-letter queue.
   */
  private async fail(
    failure: { channel: ChannelWrapper; queue: string; message: ConsumeMessage; consumer: string; type: string },
    attempt: number,
    error: Error,
    giveUp: boolean,
  ): Promise<void> {
    const { channel, queue, message, consumer, type } = failure;
    const common = { [LAST_ERROR_HEADER]: truncate(error.message) };
    if (giveUp) {
      this.log.error(
        `${consumer} desistiu de ${type} após ${attempt} tentativa(s); movido para a fila morta: ${error.message}`,
      );
      await this.forward(channel, deadLetterQueueName(queue), message, {
        ...common,
        [ATTEMPT_HEADER]: attempt,
        'x-dead-lettered-at': new Date().toISOString(),
      });
    } else {
      const delay = this.delays[attempt - 1];
      this.log.warn(
        `${consumer} falhou em ${type} (tentativa ${attempt}); nova tentativa em ${delay} ms: ${error.message}`,
      );
      await this.forward(channel, retryQueueName(queue, delay), message, { ...common, [ATTEMPT_HEADER]: attempt + 1 });
    }
    eventsHandled.inc({ consumer, type, outcome: giveUp ? 'dead_lettered' : 'retried' });
  }

  /**
   * The database (or Redis) was away, not the event at fault: tried again after the longest
   * retry delay, as often as it takes, without spending an attempt, so an outage longer than
   * the retries never sends good events to the dead-letter queue.
   */
  private async retryAfterOutage(
    failure: { channel: ChannelWrapper; queue: string; message: ConsumeMessage; consumer: string; type: string },
    attempt: number,
    error: Error,
  ): Promise<void> {
    const { channel, queue, message, consumer, type } = failure;
    const delay = this.delays[this.delays.length - 1];
    this.log.warn(`${consumer} aguarda uma dependência para ${type}; nova tentativa em ${delay} ms: ${error.message}`);
    await this.forward(channel, retryQueueName(queue, delay), message, {
      [LAST_ERROR_HEADER]: truncate(error.message),
      [ATTEMPT_HEADER]: attempt,
    });
    eventsHandled.inc({ consumer, type, outcome: 'retried' });
  }

  /** Copies the message to `target` and acks the original only once the copy is confirmed. */
  private async forward(
    channel: ChannelWrapper,
    target: string,
    message: ConsumeMessage,
    headers: Record<string, unknown>,
  ): Promise<void> {
    try {
      await channel.sendToQueue(target, message.content, {
        ...message.properties,
        persistent: true,
        headers: { ...message.properties.headers, ...headers },
      });
      channel.ack(message);
    } catch (error) {
      // Unacked, the message comes back when the channel reopens: nothing is lost.
      this.log.error(`não foi possível mover a mensagem para ${target}: ${(error as Error).message}`);
    }
  }
}

const truncate = (text: string) => (text.length > 500 ? `${text.slice(0, 500)}…` : text);
