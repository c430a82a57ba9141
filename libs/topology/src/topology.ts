import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync, closeSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { EtcdCluster } from './etcd';
import { Haproxy, HTTP_BACKEND, ServerStat } from './haproxy';
import { PatroniCluster, PatroniMemberStatus } from './patroni';
import { PlatformProcess, PlatformRole } from './platform-process';
import { ProviderStandIns } from './provider-standins';
import { RabbitCluster } from './rabbitmq';
import { RedisAddress, RedisSentinelCluster } from './redis-sentinel';
import { rollingRelease } from './rolling-release';
import { DATABASE_NAME, RABBIT_NODE_PREFIX, SENTINEL_MASTER_NAME, TOPOLOGY_PORTS } from './topology-ports';
import { httpGet } from './wait';

export interface TopologyOptions {
  /** Pids, logs and data (`$TOPOLOGY_DIR` or /var/tmp/sampleteca-topology in the script). */
  stateDir: string;
  /** The repository: platform processes run `services/platform/dist/*.js` from it. */
  repoDir: string;
  /** What every platform process inherits (process.env after .env); the topology's URLs override it. */
  env?: NodeJS.ProcessEnv;
  log?: (message: string) => void;
}

/** Which slot pair of each role runs now (the other one takes the next release). */
interface ActiveSlots {
  api: number[];
  worker: number[];
}

export interface PlatformProcessStatus {
  name: string;
  role: PlatformRole;
  port: number;
  pid?: number;
  ready: boolean;
}

export interface TopologyStatus {
  etcd: { name: string; running: boolean }[];
  patroni: PatroniMemberStatus[];
  haproxy: { running: boolean; servers: ServerStat[] };
  rabbitmq: { nodes: string[]; running: string[] };
  redis: { master?: RedisAddress; sentinels: string };
  platform: PlatformProcessStatus[];
}

/** Milliseconds each part took to start, for the operator (and for the bench's record). */
export type StartTimings = Record<string, number>;

const MARKER = 'topology.json';

/**
 * The production topology on one machine: etcd + Patroni (3 PostgreSQL members, synchronous)
 * behind HAProxy, a 3-node RabbitMQ cluster, Redis with Sentinels, and api and worker
 * processes behind HAProxy's HTTP frontend. Every operation reads what runs from the state dir,
 * so `up` twice finds what runs and `down` stops only what `up` started.
 */
export class Topology {
  readonly etcd: EtcdCluster;
  readonly patroni: PatroniCluster;
  readonly haproxy: Haproxy;
  readonly rabbitmq: RabbitCluster;
  readonly redis: RedisSentinelCluster;
  readonly providers: ProviderStandIns;
  private readonly log: (message: string) => void;

  constructor(private readonly options: TopologyOptions) {
    const { stateDir } = options;
    this.log = options.log ?? (() => undefined);
    this.etcd = new EtcdCluster({ stateDir, members: [...TOPOLOGY_PORTS.etcd] });
    this.patroni = new PatroniCluster({
      stateDir,
      etcdHosts: this.etcd.hosts(),
      members: [...TOPOLOGY_PORTS.patroni],
      scope: 'sampleteca',
    });
    this.rabbitmq = new RabbitCluster({ stateDir, nodes: [...TOPOLOGY_PORTS.rabbitmq], prefix: RABBIT_NODE_PREFIX });
    this.redis = new RedisSentinelCluster({
      stateDir,
      redisPorts: [...TOPOLOGY_PORTS.redis],
      sentinelPorts: [...TOPOLOGY_PORTS.sentinels],
      masterName: SENTINEL_MASTER_NAME,
    });
    this.haproxy = this.makeHaproxy();
    this.providers = new ProviderStandIns({
      stateDir,
      repoDir: options.repoDir,
      ports: TOPOLOGY_PORTS.providers,
      platformUrl: `http://127.0.0.1:${TOPOLOGY_PORTS.http}`,
    });
  }

  private makeHaproxy(): Haproxy {
    const active = this.activeSlots();
    return new Haproxy({
      stateDir: this.options.stateDir,
      postgres: { port: TOPOLOGY_PORTS.postgresPrimary, members: this.patroni.members },
      http: {
        port: TOPOLOGY_PORTS.http,
        servers: TOPOLOGY_PORTS.api.map((port) => ({
          name: PlatformProcess.nameFor('api', port),
          port,
          enabled: active.api.includes(port),
        })),
      },
    });
  }

  /** postgres://…@127.0.0.1:15430/sampleteca: whichever member is primary, through HAProxy. */
  databaseUrl(database = DATABASE_NAME): string {
    return `postgres://postgres@127.0.0.1:${TOPOLOGY_PORTS.postgresPrimary}/${database}`;
  }

  /** The address of the platform in this topology. */
  publicUrl(): string {
    return `http://localhost:${TOPOLOGY_PORTS.http}`;
  }

  private get stateFile(): string {
    return join(this.options.stateDir, MARKER);
  }

  activeSlots(): ActiveSlots {
    try {
      return JSON.parse(readFileSync(this.stateFile, 'utf8')) as ActiveSlots;
    } catch {
      return { api: TOPOLOGY_PORTS.api.slice(0, 2), worker: TOPOLOGY_PORTS.worker.slice(0, 2) };
    }
  }

  private saveActiveSlots(slots: ActiveSlots): void {
    writeFileSync(this.stateFile, JSON.stringify(slots, null, 2));
  }

  private platformEnv(): NodeJS.ProcessEnv {
    return {
      ...(this.options.env ?? process.env),
      DATABASE_URL: this.databaseUrl(),
      RABBITMQ_URL: this.rabbitmq.urls().join(','),
      EVENTS_QUEUE_TYPE: 'quorum',
      REDIS_SENTINELS: this.redis.sentinels(),
      REDIS_SENTINEL_MASTER: SENTINEL_MASTER_NAME,
      // Only its password and db count while REDIS_SENTINELS is set.
      REDIS_URL: `redis://127.0.0.1:${TOPOLOGY_PORTS.redis[0]}`,
      PUBLIC_URL: this.publicUrl(),
      TRUST_PROXY: 'loopback',
      ...this.providers.platformEnv(),
    };
  }

  /** The platform process of a role on a slot; the first api slot of a pair publishes the demo catalogue. */
  platformProcess(role: PlatformRole, port: number): PlatformProcess {
    const firstApi = port === TOPOLOGY_PORTS.api[0] || port === TOPOLOGY_PORTS.api[2];
    return new PlatformProcess({
      stateDir: this.options.stateDir,
      repoDir: this.options.repoDir,
      role,
      port,
      env: { ...this.platformEnv(), DEMO_CATALOGUE: role === 'api' && firstApi ? 'true' : 'false' },
    });
  }

  private allPlatformProcesses(): PlatformProcess[] {
    return [
      ...TOPOLOGY_PORTS.api.map((port) => this.platformProcess('api', port)),
      ...TOPOLOGY_PORTS.worker.map((port) => this.platformProcess('worker', port)),
    ];
  }

  /** The api and worker processes of the active slots (or of `slots`). */
  activePlatformProcesses(slots = this.activeSlots()): { api: PlatformProcess[]; worker: PlatformProcess[] } {
    return {
      api: slots.api.map((port) => this.platformProcess('api', port)),
      worker: slots.worker.map((port) => this.platformProcess('worker', port)),
    };
  }

  private async timed(name: string, timings: StartTimings, work: () => Promise<unknown>): Promise<void> {
    const started = Date.now();
    await work();
    timings[name] = Date.now() - started;
    this.log(`${name} pronto em ${(timings[name] / 1000).toFixed(1)} s`);
  }

  /**
   * etcd → Patroni → HAProxy in a chain (each needs the one before), RabbitMQ and Redis beside
   * it: the 2 cores are busiest booting Erlang, so the chain's waits overlap with it.
   */
  async upInfrastructure(): Promise<StartTimings> {
    const { stateDir } = this.options;
    mkdirSync(stateDir, { recursive: true });
    // PostgreSQL (user postgres) must traverse it down to its member dirs.
    chmodSync(stateDir, 0o755);
    if (!existsSync(this.stateFile)) this.saveActiveSlots(this.activeSlots());
    const timings: StartTimings = {};
    await Promise.all([
      (async () => {
        await this.timed('etcd', timings, () => this.etcd.start());
        await this.timed('patroni', timings, () => this.patroni.start());
        await this.timed('haproxy', timings, async () => {
          await this.haproxy.start();
          const primary = await this.patroni.waitHealthy();
          await this.haproxy.waitPostgresRoutesTo(primary.name);
        });
      })(),
      this.timed('rabbitmq', timings, () => this.rabbitmq.start()),
      this.timed('redis', timings, () => this.redis.start()),
      this.timed('providers', timings, () => this.providers.start()),
    ]);
    return timings;
  }

  /** Creates the platform's database through HAProxy (on the primary) unless it exists. */
  async ensureDatabase(): Promise<void> {
    const client = new Client({ connectionString: this.databaseUrl('postgres') });
    await client.connect();
    try {
      const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE_NAME]);
      if (found.rowCount === 0) await client.query(`CREATE DATABASE "${DATABASE_NAME}"`);
    } finally {
      await client.end();
    }
  }

  /** Runs the migrations once, before any platform process starts (they run with MIGRATIONS_RUN=false). */
  async migrate(): Promise<void> {
    const logFile = join(this.options.stateDir, 'logs', 'migrate.log');
    const log = openSync(logFile, 'a');
    const code = await new Promise<number>((resolve, reject) => {
      const child = spawn(process.execPath, ['services/platform/dist/migrate.js'], {
        cwd: this.options.repoDir,
        env: this.platformEnv(),
        stdio: ['ignore', log, log],
      });
      child.once('error', reject);
      child.once('exit', (exitCode) => resolve(exitCode ?? 1));
    }).finally(() => closeSync(log));
    if (code !== 0) throw new Error(`migrations failed (code ${code}); see ${logFile}`);
  }

  /**
   * Starts the active worker processes, then the api processes, each waiting until ready. Workers
   * first: a worker is ready once its queues are bound, and an event published to a new broker
   * before any queue is bound to its topic is dropped by the exchange (the api's first requests,
   * the demo catalogue's sign-ups, would lose theirs).
   */
  async startPlatform(): Promise<void> {
    const { api, worker } = this.activePlatformProcesses();
    for (const role of [worker, api]) {
      for (const process of role) process.start();
      await Promise.all(role.map((process) => process.waitReady()));
    }
    await Promise.all(api.map((process) => this.haproxy.waitServerUp(HTTP_BACKEND, process.name)));
  }

  /** Everything, in order; what runs already is found, not started twice. */
  async up(): Promise<StartTimings> {
    const timings = await this.upInfrastructure();
    await this.timed('database', timings, () => this.ensureDatabase());
    const { api, worker } = this.activePlatformProcesses();
    if (![...api, ...worker].every((process) => process.isRunning())) {
      await this.timed('migrations', timings, () => this.migrate());
    }
    await this.timed('platform', timings, () => this.startPlatform());
    return timings;
  }

  /** A rolling release onto the free slots (see rollingRelease); records the new slots. */
  async release(): Promise<ActiveSlots> {
    const current = this.activeSlots();
    const next: ActiveSlots = {
      api: TOPOLOGY_PORTS.api.filter((port) => !current.api.includes(port)),
      worker: TOPOLOGY_PORTS.worker.filter((port) => !current.worker.includes(port)),
    };
    await rollingRelease({
      current: this.activePlatformProcesses(current),
      next: this.activePlatformProcesses(next),
      haproxy: this.haproxy,
      log: this.log,
    });
    this.saveActiveSlots(next);
    return next;
  }

  /** Stops, in the reverse order of `up`, what runs from this state dir; `purge` deletes its data too. */
  async down({ purge = false } = {}): Promise<void> {
    await Promise.all(this.allPlatformProcesses().map((process) => process.stop()));
    this.log('processos da plataforma encerrados');
    const parts: [{ stop(): Promise<void> }, string][] = [
      [this.providers, 'stand-ins de Stripe e ZapSign encerrados'],
      [this.redis, 'Redis e Sentinels encerrados'],
      [this.rabbitmq, 'RabbitMQ encerrado'],
      [this.haproxy, 'HAProxy encerrado'],
      [this.patroni, 'Patroni e PostgreSQL encerrados'],
      [this.etcd, 'etcd encerrado'],
    ];
    for (const [part, stopped] of parts) {
      await part.stop();
      this.log(stopped);
    }
    // Only a dir that holds our marker is ever deleted.
    if (purge && existsSync(this.stateFile)) {
      rmSync(this.options.stateDir, { recursive: true, force: true });
      this.log(`dados apagados (${this.options.stateDir})`);
    }
  }

  async status(): Promise<TopologyStatus> {
    const runningRabbit = this.rabbitmq.nodeNames.findIndex((_, index) => this.rabbitmq.isRunning(index));
    const platform = await Promise.all(
      this.allPlatformProcesses().map(async (process) => ({
        name: process.name,
        role: process.options.role,
        port: process.port,
        pid: process.process.pid,
        ready: process.isRunning() && (await httpGet(process.port, '/api/ready')).status === 200,
      })),
    );
    return {
      etcd: this.etcd.processes.map((process) => ({ name: process.name, running: process.isRunning() })),
      patroni: await this.patroni.status(),
      haproxy: {
        running: this.haproxy.isRunning(),
        servers: this.haproxy.isRunning() ? await this.haproxy.stats().catch(() => []) : [],
      },
      rabbitmq: {
        nodes: this.rabbitmq.nodeNames,
        running: runningRabbit < 0 ? [] : await this.rabbitmq.runningNodes(runningRabbit),
      },
      redis: { master: await this.redis.master().catch(() => undefined), sentinels: this.redis.sentinels() },
      platform: platform.filter((process) => process.pid !== undefined),
    };
  }
}
