import {
  Global,
  Inject,
  Injectable,
  Logger,
  Module,
  type DynamicModule,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { CONFIG, type Config } from '@sampleteca/config';
import { PgNotificationsClient } from '@sampleteca/database';
import { JobsRuntime } from '@sampleteca/jobs';
import { ReadinessRegistry } from '@sampleteca/observability';
import { AmqpConnection } from './amqp-connection';
import { reportDeadLetters } from './dead-letter-metrics';
import { EventPublisher } from './event-publisher';
import { eventsPruneJobClass, eventsPruneJobToken } from './events-prune.job';
import { eventsPruneQueue } from './events-prune.queue';
import { EventsPruner } from './events-pruner';
import { Inbox } from './inbox';
import { Outbox, outboxChannel } from './outbox';
import { OutboxRelay } from './outbox-relay';
import { RabbitEventsServer } from './rabbit-events.server';

@Injectable()
class BrokerLifecycle implements OnModuleInit, OnApplicationShutdown {
  private stopReporting = (): void => undefined;

  constructor(
    private readonly connection: AmqpConnection,
    private readonly publisher: EventPublisher,
    private readonly readiness: ReadinessRegistry,
    private readonly server: RabbitEventsServer,
    private readonly jobs: JobsRuntime,
  ) {}

  onModuleInit(): void {
    this.readiness.register('rabbitmq', async () => {
      if (!this.connection.isConnected()) throw new Error('sem conexão com o RabbitMQ');
      if (!this.server.areConsumersDeclared()) throw new Error('filas dos consumidores ainda não declaradas');
    });
    this.stopReporting = reportDeadLetters(this.server, this.jobs.leases);
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopReporting();
    await this.publisher.close();
    await this.connection.close();
  }
}

/** The process-wide broker connection, publisher and event transport. */
@Global()
@Module({})
export class MessagingCoreModule {
  static forRoot(): DynamicModule {
    return {
      module: MessagingCoreModule,
      providers: [
        {
          provide: AmqpConnection,
          inject: [CONFIG],
          useFactory: (config: Config) =>
            new AmqpConnection(config.RABBITMQ_URL, `sampleteca:${config.SERVICES.join(',')}`),
        },
        {
          provide: EventPublisher,
          inject: [AmqpConnection, CONFIG],
          useFactory: (connection: AmqpConnection, config: Config) =>
            new EventPublisher(connection, config.EVENTS_EXCHANGE, config.EVENTS_PUBLISH_TIMEOUT_MS),
        },
        {
          provide: RabbitEventsServer,
          inject: [AmqpConnection, CONFIG],
          useFactory: (connection: AmqpConnection, config: Config) =>
            new RabbitEventsServer(connection, {
              exchange: config.EVENTS_EXCHANGE,
              queuePrefix: config.EVENTS_QUEUE_PREFIX,
              maxAttempts: config.EVENTS_MAX_ATTEMPTS,
              retryBaseMs: config.EVENTS_RETRY_BASE_MS,
              prefetch: config.EVENTS_PREFETCH,
              queueType: config.EVENTS_QUEUE_TYPE,
            }),
        },
        BrokerLifecycle,
      ],
      exports: [AmqpConnection, EventPublisher, RabbitEventsServer],
    };
  }
}

/**
 * Starts the relay. In the worker role it also wakes on the outbox's commit notifications, so an
 * event an api pod wrote is published by an idle worker at once, not by the api pod's relay
 * after its requests or the next poll (whichever relay comes first claims it: SKIP LOCKED).
 */
@Injectable()
class RelayLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('RelayLifecycle');

  constructor(
    private readonly relay: OutboxRelay,
    private readonly wakes: PgNotificationsClient,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  onApplicationBootstrap(): void {
    this.relay.start();
    if (!this.config.ROLES.includes('worker')) return;
    // Not awaited: PostgreSQL down at start must not hold the start; polling covers the gap.
    this.wakes
      .listen(outboxChannel(this.relay.schemaName), () => this.relay.wake())
      .catch((error: Error) => this.logger.warn(`relay sem aviso de commit (segue por polling): ${error.message}`));
  }
  async onApplicationShutdown(): Promise<void> {
    await this.relay.stop();
  }
}

/**
 * A service's Outbox (write events in its transactions), its relay (runs in every role:
 * claims are SKIP LOCKED, so many relays share the work), its Inbox, and the job pruning
 * both (worker role, once per cluster).
 */
@Module({})
export class MessagingModule {
  static forService(service: string): DynamicModule {
    const pruneQueue = eventsPruneQueue(service);
    const PruneJob = eventsPruneJobClass(pruneQueue);
    return {
      module: MessagingModule,
      providers: [
        {
          provide: OutboxRelay,
          inject: [getDataSourceToken(service), EventPublisher, CONFIG, JobsRuntime],
          useFactory: (dataSource: DataSource, publisher: EventPublisher, config: Config, jobs: JobsRuntime) => {
            // The service's cluster-wide figures (outbox backlog, dead letters): one reporter.
            const scope = `service:${service}`;
            jobs.leases.want(scope);
            return new OutboxRelay(dataSource, service, service, publisher, {
              pollMs: config.OUTBOX_POLL_MS,
              batchSize: config.OUTBOX_BATCH_SIZE,
              reportsBacklog: () => jobs.leases.holds(scope),
            });
          },
        },
        {
          provide: Outbox,
          inject: [OutboxRelay],
          useFactory: (relay: OutboxRelay) => new Outbox(service, service, () => relay.wake()),
        },
        {
          provide: Inbox,
          inject: [getDataSourceToken(service)],
          useFactory: (dataSource: DataSource) => new Inbox(dataSource, service),
        },
        {
          provide: EventsPruner,
          inject: [getDataSourceToken(service), CONFIG],
          useFactory: (dataSource: DataSource, config: Config) =>
            new EventsPruner(dataSource, service, {
              outboxDays: config.EVENTS_OUTBOX_RETENTION_DAYS,
              inboxDays: config.EVENTS_INBOX_RETENTION_DAYS,
              batchSize: config.EVENTS_PRUNE_BATCH_SIZE,
            }),
        },
        {
          provide: eventsPruneJobToken(service),
          inject: [EventsPruner, JobsRuntime, CONFIG],
          useFactory: (pruner: EventsPruner, runtime: JobsRuntime, config: Config) =>
            new PruneJob(pruneQueue, pruner, runtime, config),
        },
        RelayLifecycle,
      ],
      exports: [Outbox, Inbox, OutboxRelay],
    };
  }
}
