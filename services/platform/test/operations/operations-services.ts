import { randomUUID } from 'node:crypto';
import { Controller, Injectable, Module, type DynamicModule } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { DatabaseModule, TransactionRunner } from '@sampleteca/database';
import { identityService } from '@sampleteca/identity';
import {
  defineQueue,
  JobProcessor,
  JobsModule,
  type JobHandlers,
  type JobProcessorHost,
  type JobMap,
  type QueueDefinition,
} from '@sampleteca/jobs';
import { mediaDatabase } from '@sampleteca/media';
import { Inbox, MessagingModule, OnEvent, Outbox, OutboxRelay, type EventEnvelope } from '@sampleteca/messaging';
import { operationsControllers, type RunningPlatform, type ServiceDefinition } from '@sampleteca/runtime';

/**
 * A stand-in for media on its real schema and the real libs, with work an operator must mend: a
 * queue whose renders fail while `renders.failing` says so, and an event its consumer gives up on
 * while `consumer.failing` says so. It mounts the Operações routes as every service does.
 */
/** `link` as a mail job carries one: a one-time token the console must never show. */
export type Render = { title: string; link?: string };
type RenderJobs = { render: Render };
export type RenderRequested = { title: string; requestId: string };

export const RendersQueue = defineQueue<RenderJobs>(
  'test-renders',
  { render: true },
  { defaultJobOptions: { attempts: 2, backoff: { type: 'fixed', delay: 50 } } },
);

export const renders = { failing: true, runs: [] as string[] };
export const consumer = { failing: true, attempts: 0 };

/** The stand-in media's relay (the process has identity's too). */
export const MEDIA_OUTBOX_RELAY = Symbol('media outbox relay');

export const TEST_TABLES_SQL = 'CREATE TABLE media.test_effects (event_id uuid NOT NULL, title text NOT NULL)';

@Injectable()
@JobProcessor(RendersQueue)
class RendersProcessor implements JobProcessorHost<RenderJobs> {
  readonly handlers: JobHandlers<RenderJobs> = {
    render: async ({ title }) => {
      renders.runs.push(title);
      if (renders.failing) throw new Error('renderizador indisponível');
      return { title };
    },
  };
}

@Injectable()
export class RenderRequestsService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly outbox: Outbox,
  ) {}

  request(title: string): Promise<EventEnvelope<RenderRequested>> {
    return this.transactions.run((manager) =>
      this.outbox.add<RenderRequested>(manager, 'media.render-requested', { title, requestId: randomUUID() }),
    );
  }
}

@Controller()
class RenderRequestHandlers {
  constructor(private readonly inbox: Inbox) {}

  @OnEvent('media', 'media.render-requested')
  async onRequested(@Payload() event: EventEnvelope<RenderRequested>): Promise<void> {
    consumer.attempts += 1;
    if (consumer.failing) throw new Error('armazenamento indisponível');
    await this.inbox.handleOnce(event, 'media.test-renders', async (manager) => {
      await manager.query('INSERT INTO media.test_effects (event_id, title) VALUES ($1, $2)', [
        event.id,
        event.data.title,
      ]);
    });
  }
}

@Module({})
class OperationsMediaModule {
  static forRoot(): DynamicModule {
    return {
      module: OperationsMediaModule,
      imports: [
        DatabaseModule.forService(mediaDatabase),
        MessagingModule.forService('media'),
        JobsModule.forQueues(RendersQueue as QueueDefinition<JobMap>),
      ],
      controllers: [
        RenderRequestHandlers,
        ...operationsControllers('media', [RendersQueue as QueueDefinition<JobMap>]),
      ],
      providers: [RendersProcessor, RenderRequestsService, { provide: MEDIA_OUTBOX_RELAY, useExisting: OutboxRelay }],
    };
  }
}

/** Identity for real (it signs the tokens the routes check), media as the stand-in above. */
export const operationsServices: ServiceDefinition[] = [
  identityService,
  { name: 'media', title: 'Mídia (teste de operações)', database: mediaDatabase, module: OperationsMediaModule },
];

export { tokenFor } from '../support/platform-token';

/** Calls the platform's API as `bearer`; answers status, body and Content-Range. */
export async function callApi<T>(platform: RunningPlatform, bearer: string, method: string, path: string) {
  const response = await fetch(`${platform.url}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${bearer}` },
  });
  const text = await response.text();
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : null) as T,
    contentRange: response.headers.get('content-range'),
  };
}
