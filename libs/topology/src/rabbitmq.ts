import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ManagedProcess } from './managed-process';
import { WaitAborted, waitUntil } from './wait';

const execFileAsync = promisify(execFile);

/** The scripts themselves: /usr/sbin's wrappers would `su rabbitmq` and use the machine's node. */
const RABBITMQ_BIN = '/usr/lib/rabbitmq/bin';

export interface RabbitNodePorts {
  amqp: number;
  /** Erlang distribution port (RABBITMQ_DIST_PORT). */
  dist: number;
}

export interface RabbitClusterOptions {
  stateDir: string;
  nodes: RabbitNodePorts[];
  /** Nodes are `<prefix>1@localhost`…: never `rabbit`, the machine's own node. */
  prefix?: string;
}

/**
 * A RabbitMQ cluster of nodes on this host, each with its own AMQP and distribution ports, data
 * and config in the state dir. The machine's node (rabbit@localhost, /etc/rabbitmq) is never
 * touched: our env file replaces /etc/rabbitmq/rabbitmq-env.conf, which would rename the node.
 */
export class RabbitCluster {
  readonly nodeNames: string[];
  private readonly processes: ManagedProcess[];
  private readonly baseDir: string;

  constructor(private readonly options: RabbitClusterOptions) {
    const prefix = options.prefix ?? 'sampleteca';
    if (prefix === 'rabbit') throw new Error('rabbit@localhost is the machine’s own node');
    this.baseDir = join(options.stateDir, 'rabbitmq');
    this.nodeNames = options.nodes.map((_, index) => `${prefix}${index + 1}@localhost`);
    this.processes = this.nodeNames.map(
      (node, index) =>
        new ManagedProcess({
          name: `rabbitmq-${node.split('@')[0]}`,
          stateDir: options.stateDir,
          command: join(RABBITMQ_BIN, 'rabbitmq-server'),
          args: [],
          cwd: this.baseDir,
          env: this.nodeEnv(index),
        }),
    );
  }

  /** amqp://guest:guest@127.0.0.1:<port> of each node (guest may log in from the loopback). */
  urls(): string[] {
    return this.options.nodes.map(({ amqp }) => `amqp://guest:guest@127.0.0.1:${amqp}`);
  }

  private nodeDir(index: number): string {
    return join(this.baseDir, this.nodeNames[index].split('@')[0]);
  }

  /** What both the server and rabbitmqctl need: the same HOME (its .erlang.cookie) and env file. */
  private commonEnv(): NodeJS.ProcessEnv {
    return {
      PATH: process.env.PATH,
      LANG: 'C.UTF-8',
      HOME: this.baseDir,
      RABBITMQ_CONF_ENV_FILE: join(this.baseDir, 'rabbitmq-env.conf'),
      ERL_EPMD_ADDRESS: '127.0.0.1',
    };
  }

  private nodeEnv(index: number): NodeJS.ProcessEnv {
    const dir = this.nodeDir(index);
    return {
      ...this.commonEnv(),
      RABBITMQ_NODENAME: this.nodeNames[index],
      RABBITMQ_DIST_PORT: String(this.options.nodes[index].dist),
      RABBITMQ_CONFIG_FILE: join(dir, 'rabbitmq.conf'),
      RABBITMQ_ADVANCED_CONFIG_FILE: join(dir, 'advanced.config'),
      RABBITMQ_ENABLED_PLUGINS_FILE: join(this.baseDir, 'enabled_plugins'),
      RABBITMQ_MNESIA_BASE: join(dir, 'mnesia'),
      RABBITMQ_LOG_BASE: join(dir, 'log'),
      RABBITMQ_LOGS: '-',
      RABBITMQ_PID_FILE: join(dir, 'beam.pid'),
      RABBITMQ_SERVER_ADDITIONAL_ERL_ARGS: '-kernel inet_dist_use_interface {127,0,0,1}',
    };
  }

  private prepare(): void {
    mkdirSync(this.baseDir, { recursive: true });
    const cookie = join(this.baseDir, '.erlang.cookie');
    if (!existsSync(cookie)) writeFileSync(cookie, randomBytes(20).toString('hex').toUpperCase(), { mode: 0o400 });
    writeFileSync(join(this.baseDir, 'rabbitmq-env.conf'), '# ours, instead of /etc/rabbitmq/rabbitmq-env.conf\n');
    writeFileSync(join(this.baseDir, 'enabled_plugins'), '[].\n');
    // Listing every node on every node makes blank nodes booting together wait for each other
    // (tables_not_present) until one gives up and forms the cluster alone, ~20 s. So the first
    // node lists none and forms it at once; the others list only it and retry until it answers.
    // Peer discovery runs on a blank node only: a restarted node rejoins from its own data.
    const seed = this.nodeNames[0];
    const discovery = (index: number) =>
      index === 0
        ? []
        : [
            'cluster_formation.peer_discovery_backend = classic_config',
            `cluster_formation.classic_config.nodes.1 = ${seed}`,
            'cluster_formation.discovery_retry_limit = 600',
            'cluster_formation.discovery_retry_interval = 200',
          ];
    this.options.nodes.forEach(({ amqp }, index) => {
      mkdirSync(this.nodeDir(index), { recursive: true });
      writeFileSync(
        join(this.nodeDir(index), 'rabbitmq.conf'),
        [
          `listeners.tcp.local = 127.0.0.1:${amqp}`,
          ...discovery(index),
          'log.console = true',
          'log.console.level = warning',
          'log.file = false',
          '',
        ].join('\n'),
      );
    });
  }

  /** rabbitmqctl against one of our nodes; resolves with its stdout. */
  async ctl(index: number, args: string[], timeoutMs = 30000): Promise<string> {
    const { stdout } = await execFileAsync(join(RABBITMQ_BIN, 'rabbitmqctl'), ['-n', this.nodeNames[index], ...args], {
      env: this.commonEnv(),
      cwd: this.baseDir,
      timeout: timeoutMs,
    });
    return stdout;
  }

  /** Nodes a node sees running in its cluster (empty when it does not answer). */
  async runningNodes(index = 0): Promise<string[]> {
    try {
      const status = JSON.parse(await this.ctl(index, ['cluster_status', '--formatter', 'json'], 10000)) as {
        running_nodes: string[];
      };
      return status.running_nodes;
    } catch {
      return [];
    }
  }

  /**
   * Starts the first node, then the others once it has booted; resolves when each sees all
   * running. The others copy its tables' definitions as they join, and a copy taken while it was
   * still enabling its feature flags lacked attributes their own code expects: a node then
   * stopped at boot with `schema_integrity_check_failed` (seen once in CI).
   */
  async start(timeoutMs = 120000): Promise<void> {
    this.prepare();
    this.processes[0].start();
    await waitUntil(
      async () => {
        if (!this.processes[0].isRunning()) throw new WaitAborted('the process exited');
        return this.ctl(0, ['await_startup'], 10000).then(
          () => true,
          () => false,
        );
      },
      timeoutMs,
      () => `RabbitMQ ${this.nodeNames[0]}, booting:\n${this.processes[0].tail()}`,
      200,
    );
    for (const process of this.processes.slice(1)) process.start();
    await Promise.all(this.nodeNames.map((_, index) => this.waitClustered(index, timeoutMs)));
  }

  private waitClustered(index: number, timeoutMs: number): Promise<true> {
    return waitUntil(
      async () => {
        if (!this.processes[index].isRunning()) throw new WaitAborted('the process exited');
        return (await this.runningNodes(index)).length === this.nodeNames.length;
      },
      timeoutMs,
      () =>
        `RabbitMQ ${this.nodeNames[index]} in a cluster of ${this.nodeNames.length}:\n${this.processes[index].tail()}`,
      200,
    );
  }

  isRunning(index?: number): boolean {
    return index === undefined
      ? this.processes.some((process) => process.isRunning())
      : this.processes[index].isRunning();
  }

  /** SIGKILL of that node's process group (its beam and helpers), as a crash looks. */
  async kill(index: number): Promise<void> {
    await this.processes[index].kill();
  }

  /** Starts a node again; resolves when it is back in the cluster. */
  async restart(index: number, timeoutMs = 120000): Promise<void> {
    await this.stopNode(index);
    this.processes[index].start();
    await this.waitClustered(index, timeoutMs);
  }

  private async stopNode(index: number): Promise<void> {
    const process = this.processes[index];
    if (!process.isRunning()) return process.stop();
    await this.ctl(index, ['stop'], 60000).catch(() => undefined);
    // rabbitmqctl stop returns once the node is down; the wrapper script exits right after.
    if (!(await process.waitForExit(10000))) await process.stop();
    await process.stop();
  }

  /** Stops each node we started (rabbitmqctl stop); never epmd, never rabbit@localhost. */
  async stop(): Promise<void> {
    await Promise.all(this.nodeNames.map((_, index) => this.stopNode(index)));
  }
}
