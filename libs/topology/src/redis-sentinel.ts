import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { ManagedProcess } from './managed-process';
import { waitUntil } from './wait';

export interface RedisSentinelOptions {
  stateDir: string;
  /** The first port starts as master, the others as its replicas. */
  redisPorts: number[];
  sentinelPorts: number[];
  masterName?: string;
  /** How many sentinels must agree that the master is down. */
  quorum?: number;
}

export interface RedisAddress {
  host: string;
  port: number;
}

/** One short-lived connection for one question: status probes, not traffic. */
async function ask<T>(port: number, question: (redis: Redis) => Promise<T>): Promise<T> {
  const redis = new Redis({
    host: '127.0.0.1',
    port,
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    enableOfflineQueue: false,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    return await question(redis);
  } finally {
    redis.disconnect();
  }
}

/** What a Redis and a Sentinel of ours both say: this machine only, in the foreground, its own dir. */
const serverLines = (port: number, dir: string) => ['bind 127.0.0.1', `port ${port}`, 'daemonize no', `dir ${dir}`];

/**
 * A Redis master with replicas, watched by Sentinels that promote a replica when the master
 * dies. Config files are written once: Redis and the Sentinels rewrite them as roles change, so
 * a restart keeps who is master now.
 */
export class RedisSentinelCluster {
  readonly masterName: string;
  private readonly redisProcesses: ManagedProcess[];
  private readonly sentinelProcesses: ManagedProcess[];
  private readonly baseDir: string;

  constructor(private readonly options: RedisSentinelOptions) {
    this.masterName = options.masterName ?? 'sampleteca';
    this.baseDir = join(options.stateDir, 'redis');
    this.redisProcesses = options.redisPorts.map(
      (port) =>
        new ManagedProcess({
          name: `redis-${port}`,
          stateDir: options.stateDir,
          command: 'redis-server',
          args: [join(this.baseDir, `redis-${port}.conf`)],
        }),
    );
    this.sentinelProcesses = options.sentinelPorts.map(
      (port) =>
        new ManagedProcess({
          name: `sentinel-${port}`,
          stateDir: options.stateDir,
          command: 'redis-server',
          args: [join(this.baseDir, `sentinel-${port}.conf`), '--sentinel'],
        }),
    );
  }

  /** `host:port,…` of the Sentinels (REDIS_SENTINELS). */
  sentinels(): string {
    return this.options.sentinelPorts.map((port) => `127.0.0.1:${port}`).join(',');
  }

  private writeConfigs(): void {
    mkdirSync(this.baseDir, { recursive: true });
    const [masterPort] = this.options.redisPorts;
    for (const port of this.options.redisPorts) {
      const file = join(this.baseDir, `redis-${port}.conf`);
      if (existsSync(file)) continue;
      const dir = join(this.baseDir, String(port));
      mkdirSync(dir, { recursive: true });
      const lines = [
        ...serverLines(port, dir),
        'appendonly yes',
        'appendfsync everysec',
        'save ""',
        // BullMQ's queues: evicting keys would lose jobs silently.
        'maxmemory-policy noeviction',
        // A full resync waits 5 s by default for more replicas to share one transfer: we have one.
        'repl-diskless-sync-delay 0',
        ...(port === masterPort ? [] : [`replicaof 127.0.0.1 ${masterPort}`]),
      ];
      writeFileSync(file, lines.join('\n') + '\n');
    }
    for (const port of this.options.sentinelPorts) {
      const file = join(this.baseDir, `sentinel-${port}.conf`);
      if (existsSync(file)) continue;
      const dir = join(this.baseDir, `sentinel-${port}`);
      mkdirSync(dir, { recursive: true });
      const lines = [
        ...serverLines(port, dir),
        'sentinel resolve-hostnames no',
        `sentinel monitor ${this.masterName} 127.0.0.1 ${masterPort} ${this.options.quorum ?? 2}`,
        `sentinel down-after-milliseconds ${this.masterName} 1000`,
        `sentinel failover-timeout ${this.masterName} 5000`,
        `sentinel parallel-syncs ${this.masterName} 1`,
      ];
      writeFileSync(file, lines.join('\n') + '\n');
    }
  }

  /** Starts Redis and the Sentinels; resolves when every Sentinel knows the master and its replicas. */
  async start(timeoutMs = 30000): Promise<void> {
    this.writeConfigs();
    for (const process of this.redisProcesses) process.start();
    // A Sentinel learns of replicas from the master's INFO, which it asks at once and then every
    // 10 s: started before the replicas are linked, it would know them only 10 s later.
    await this.waitReplicasLinked(timeoutMs);
    for (const process of this.sentinelProcesses) process.start();
    await this.waitHealthy(timeoutMs);
  }

  private waitReplicasLinked(timeoutMs: number): Promise<true> {
    const replicas = this.options.redisPorts.length - 1;
    return waitUntil(
      async () => {
        for (const port of this.options.redisPorts) {
          const role = await ask(port, (redis) => redis.call('ROLE') as Promise<unknown[]>).catch(() => undefined);
          if (role?.[0] === 'master' && (role[2] as unknown[]).length >= replicas) return true;
        }
        return false;
      },
      timeoutMs,
      () => `Redis master with ${replicas} replica(s) linked:\n` + this.redisProcesses.map((p) => p.tail(3)).join('\n'),
    );
  }

  /** Every Sentinel names the same master, which answers as master, with all replicas known. */
  async waitHealthy(timeoutMs = 30000): Promise<RedisAddress> {
    const replicas = this.options.redisPorts.length - 1;
    return waitUntil(
      async () => {
        const masters = await Promise.all(this.options.sentinelPorts.map((port) => this.masterSeenBy(port)));
        const first = masters[0];
        if (!first || masters.some((master) => master?.port !== first.port)) return undefined;
        const role = await ask(first.port, (redis) => redis.call('ROLE') as Promise<unknown[]>);
        if (role[0] !== 'master') return undefined;
        const known = await Promise.all(
          this.options.sentinelPorts.map((port) =>
            ask(port, (redis) => redis.call('SENTINEL', 'REPLICAS', this.masterName) as Promise<string[][]>),
          ),
        );
        // A replica counts once its link to the master is up (flags without s_down/disconnected).
        const linked = (list: string[][]) =>
          list.filter((fields) => {
            const flags = fields[fields.indexOf('flags') + 1] ?? '';
            return !flags.includes('s_down') && !flags.includes('disconnected');
          }).length;
        return known.every((list) => linked(list) >= replicas) ? first : undefined;
      },
      timeoutMs,
      () =>
        `Redis Sentinels agreeing on a master with ${replicas} replica(s):\n` +
        [...this.redisProcesses, ...this.sentinelProcesses].map((process) => process.tail(3)).join('\n'),
    );
  }

  private async masterSeenBy(sentinelPort: number): Promise<RedisAddress | undefined> {
    const answer = await ask(
      sentinelPort,
      (redis) => redis.call('SENTINEL', 'GET-MASTER-ADDR-BY-NAME', this.masterName) as Promise<string[] | null>,
    ).catch(() => null);
    return answer ? { host: answer[0], port: Number(answer[1]) } : undefined;
  }

  /** The master as the first Sentinel that answers names it. */
  async master(): Promise<RedisAddress | undefined> {
    for (const port of this.options.sentinelPorts) {
      const master = await this.masterSeenBy(port);
      if (master) return master;
    }
    return undefined;
  }

  /** Resolves once the Sentinels name a master other than `previous`. */
  waitForNewMaster(previous: RedisAddress, timeoutMs = 30000): Promise<RedisAddress> {
    return waitUntil(
      async () => {
        const master = await this.master();
        return master && master.port !== previous.port ? master : undefined;
      },
      timeoutMs,
      () => `a Redis master other than ${previous.port}`,
    );
  }

  private redisProcess(node: RedisAddress | number): ManagedProcess {
    const port = typeof node === 'number' ? node : node.port;
    const index = this.options.redisPorts.indexOf(port);
    if (index < 0) throw new Error(`no Redis of ours on port ${port}`);
    return this.redisProcesses[index];
  }

  isRunning(): boolean {
    return [...this.redisProcesses, ...this.sentinelProcesses].some((process) => process.isRunning());
  }

  /** SIGKILL of one Redis (the master, for a failover). */
  async kill(node: RedisAddress | number): Promise<void> {
    await this.redisProcess(node).kill();
  }

  /** Starts a Redis again; a former master comes back as a replica once a Sentinel reconfigures it. */
  async restart(node: RedisAddress | number, timeoutMs = 30000): Promise<void> {
    const process = this.redisProcess(node);
    await process.stop();
    process.start();
    await this.waitHealthy(timeoutMs);
  }

  /** Sentinels first, so none starts a failover while the Redis servers stop. */
  async stop(): Promise<void> {
    await Promise.all(this.sentinelProcesses.map((process) => process.stop()));
    await Promise.all(this.redisProcesses.map((process) => process.stop()));
  }
}
