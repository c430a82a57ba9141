import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { Queue, QueueEvents, type Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { Gauge } from 'prom-client';
import { CONFIG, redisConnectionOptions, type Config, type RedisTarget } from '@sampleteca/config';
import { metricsRegistry, ReadinessRegistry } from '@sampleteca/observability';
import { QueueInspector } from './admin/queue-inspector';
import { ClusterLeases } from './cluster-leases';
import { JOB_PROCESSOR, type JobProcessorHost } from './job-processor.decorator';
import { recordJobOutcomes } from './job-metrics';
import { startPeriodicJob } from './periodic-job';
import type { JobMap, PeriodicJob, QueueDefinition } from './queue-definition';
import { createBlockingRedisClient, createRedisClient } from './redis-connection';
import { missingRedisSettings } from './redis-settings';
import { TypedQueue } from './typed-queue';
import { startWorker } from './worker';

const STATES = ['waiting', 'active', 'delayed', 'failed', 'completed'] as const;
const liveRuntimes = new Set<JobsRuntime>();

// Cluster-wide: only the process holding a queue's lease reports it (ClusterLeases).
new Gauge({
  name: 'queue_jobs',
  help: 'BullMQ jobs by queue and state, reported by one worker per queue in the cluster',
  labelNames: ['queue', 'state'] as const,
  registers: [metricsRegistry],
  async collect() {
    this.reset();
    for (const runtime of liveRuntimes) {
      const reported = await runtime.reportedCounts().catch(() => []);
      for (const [name, counts] of reported) {
        for (const state of STATES) this.set({ queue: name, state }, counts[state] ?? 0);
      }
    }
  },
});

/**
 * Owns this process's queues and, in the worker role, one BullMQ worker per @JobProcessor.
 * Refuses to start a worker for a queue whose jobs are not all handled.
 */
@Injectable()
export class JobsRuntime implements OnModuleInit, OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('JobsRuntime');
  private readonly queues = new Map<string, TypedQueue<JobMap>>();
  private readonly events = new Map<string, Promise<QueueEvents>>();
  private readonly workers: Worker[] = [];
  /** Stops the timers of the queues' periodic jobs (QueueDefinition.periodic). */
  private readonly periodicStops: (() => void)[] = [];
  /**
   * The process's connection for short commands (never blocking): readiness, queue inspection,
   * cluster leases, the per-person bounds (PersonLeasesLimiter). Closed at shutdown.
   */
  readonly redis: Redis;
  /** Clients handed to BullMQ; it does not close clients it was given, so we do. */
  private readonly clients: Redis[] = [];
  /** Which cluster-wide figures this process reports (worker role only). */
  readonly leases: ClusterLeases;

  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly discovery: DiscoveryService,
    private readonly readiness: ReadinessRegistry,
  ) {
    this.redis = new Redis({ ...redisConnectionOptions(config), lazyConnect: true, maxRetriesPerRequest: 1 });
    this.leases = new ClusterLeases(this.redis, config.REDIS_PREFIX, config.METRICS_LEASE_SECONDS * 1000);
  }

  onModuleInit(): void {
    liveRuntimes.add(this);
    this.readiness.register('redis', async () => {
      if (this.redis.status === 'wait') await this.redis.connect();
      await this.redis.ping();
    });
  }

  queue<J extends JobMap>(definition: QueueDefinition<J>): TypedQueue<J> {
    const existing = this.queues.get(definition.name);
    if (existing) return existing as unknown as TypedQueue<J>;
    const queue = new Queue(definition.name, {
      connection: this.client(createRedisClient),
      prefix: this.config.REDIS_PREFIX,
      defaultJobOptions: {
        attempts: this.config.JOBS_ATTEMPTS,
        backoff: { type: 'exponential', delay: this.config.JOBS_BACKOFF_MS },
        removeOnComplete: { count: 1000 },
        removeOnFail: { count: 5000 },
        ...definition.defaultJobOptions,
      },
    });
    // Connection errors reach operators through readiness; unheard, BullMQ prints each to stderr.
    queue.on('error', () => undefined);
    this.leases.want(`queue:${definition.name}`);
    const typed = new TypedQueue(definition, queue);
    this.queues.set(definition.name, typed as unknown as TypedQueue<JobMap>);
    return typed;
  }

  /**
   * A queue's events, listening, for a request that waits on a job it added (job.waitUntilFinished):
   * one per queue and process, made on first use and closed with the runtime. BullMQ listens on a
   * copy of the client it is given and leaves that client open: ours to close (this.clients), or
   * a stopped service keeps a Redis connection, and its process, alive. A listener that could not
   * start (Redis away) is not kept: the next call tries again.
   */
  queueEvents<J extends JobMap>(definition: QueueDefinition<J>): Promise<QueueEvents> {
    let listening = this.events.get(definition.name);
    if (!listening) {
      listening = this.listen(definition.name).catch((error: unknown) => {
        this.events.delete(definition.name);
        throw error;
      });
      this.events.set(definition.name, listening);
    }
    return listening;
  }

  private async listen(name: string): Promise<QueueEvents> {
    const connection = this.client(createBlockingRedisClient);
    const events = new QueueEvents(name, { connection, prefix: this.config.REDIS_PREFIX });
    events.on('error', () => undefined); // as the queues': reported through readiness
    try {
      await events.waitUntilReady();
      return events;
    } catch (error) {
      await events.close().catch(() => undefined);
      this.clients.splice(this.clients.indexOf(connection), 1);
      connection.disconnect();
      throw error;
    }
  }

  /** An operator's view of a service's queues (the console's Operações screen). */
  inspector(definitions: QueueDefinition<JobMap>[]): QueueInspector {
    return new QueueInspector(
      definitions.map((definition) => this.queue(definition)),
      this.redis,
    );
  }

  onApplicationBootstrap(): void {
    void this.checkRedisSettings();
    if (!this.config.ROLES.includes('worker')) return;
    this.leases.start();
    for (const wrapper of this.discovery.getProviders()) {
      const instance = wrapper.instance as JobProcessorHost<JobMap> | undefined;
      const definition = instance?.constructor
        ? (Reflect.getMetadata(JOB_PROCESSOR, instance.constructor) as QueueDefinition<JobMap> | undefined)
        : undefined;
      if (!definition || !instance) continue;
      const worker = startWorker(definition, instance.handlers, {
        connection: this.client(createBlockingRedisClient),
        prefix: this.config.REDIS_PREFIX,
        lockDurationMs: this.config.JOBS_LOCK_DURATION_MS,
        stalledIntervalMs: this.config.JOBS_STALLED_INTERVAL_MS,
      });
      worker.on('failed', (job, error) =>
        this.logger.warn(
          `job ${definition.name}/${job?.name} falhou (tentativa ${job?.attemptsMade}): ${error.message}`,
        ),
      );
      worker.on('error', (error) => this.logger.error(`worker ${definition.name}: ${error.message}`));
      recordJobOutcomes(worker, definition.name);
      this.workers.push(worker);
      this.logger.log(`worker iniciado para a fila ${definition.name}`);
      if (definition.periodic) this.startPeriodic(definition, definition.periodic, instance.constructor.name);
    }
    // A worker that stopped for good is only mended by a restart: /api/health says so.
    if (this.workers.length > 0) {
      this.readiness.registerLiveness('jobs:workers', async () => {
        const stopped = this.workers.filter((worker) => !worker.isRunning()).map((worker) => worker.name);
        if (stopped.length > 0) throw new Error(`workers parados: ${stopped.join(', ')}`);
      });
    }
  }

  /** Once per period across the cluster, surviving a Redis that restarts empty (startPeriodicJob). */
  private startPeriodic(definition: QueueDefinition<JobMap>, periodic: PeriodicJob, processor: string): void {
    const stop = startPeriodicJob(this.queue(definition), periodic.job, {
      everyMs: periodic.everyMs(this.config),
      payload: () => ({}),
      logger: new Logger(processor),
      postponed: periodic.postponed,
      replacesScheduler: periodic.replacesScheduler,
    });
    this.periodicStops.push(stop);
  }

  /**
   * Audio processing and mail are recorded in PostgreSQL first and queued again by sweeps, but
   * a Redis that keeps nothing still loses retries in flight and scheduled work: production is
   * warned at start, development only told.
   */
  private async checkRedisSettings(): Promise<void> {
    try {
      if (this.redis.status === 'wait') await this.redis.connect();
      const missing = await missingRedisSettings(this.redis);
      if (missing.length === 0) return;
      const message = `Redis sem as configurações que o BullMQ pede em produção: ${missing.join('; ')}`;
      if (this.config.isProduction) this.logger.warn(message);
      else this.logger.log(message);
    } catch (error) {
      this.logger.warn(`não foi possível ler as configurações do Redis: ${(error as Error).message}`);
    }
  }

  private client(create: (target: RedisTarget) => Redis): Redis {
    const client = create(this.config);
    client.on('error', () => undefined); // reported through readiness, not as a crash
    this.clients.push(client);
    return client;
  }

  /** The counts of the queues whose lease this process holds. */
  reportedCounts(): Promise<[string, Record<string, number>][]> {
    return this.counts((name) => this.leases.holds(`queue:${name}`));
  }

  async counts(only: (queue: string) => boolean = () => true): Promise<[string, Record<string, number>][]> {
    const selected = [...this.queues].filter(([name]) => only(name));
    return Promise.all(
      selected.map(
        async ([name, typed]) => [name, await typed.queue.getJobCounts(...STATES)] as [string, Record<string, number>],
      ),
    );
  }

  async onApplicationShutdown(): Promise<void> {
    liveRuntimes.delete(this);
    await this.leases.stop();
    for (const stop of this.periodicStops) stop();
    await Promise.all(this.workers.map((worker) => worker.close()));
    await Promise.all(
      [...this.events.values()].map((listening) =>
        listening.then(
          (events) => events.close(),
          () => undefined,
        ),
      ),
    );
    await Promise.all([...this.queues.values()].map((typed) => typed.queue.close()));
    this.redis.disconnect();
    for (const client of this.clients) client.disconnect();
  }
}
