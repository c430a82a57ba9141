import { mkdirSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { ManagedProcess } from './managed-process';
import { waitUntil } from './wait';

export interface HaproxyPostgresMember {
  name: string;
  postgresPort: number;
  /** Patroni's REST port: GET /primary answers 200 only on the primary. */
  restPort: number;
}

export interface HaproxyHttpServer {
  name: string;
  port: number;
  /** false: kept in maintenance, a slot for a rolling release. */
  enabled: boolean;
}

export interface HaproxyOptions {
  stateDir: string;
  /** Names the process, config and socket files (two HAProxies in one state dir). */
  name?: string;
  /** A TCP frontend on `port` that reaches only the Patroni primary. */
  postgres?: { port: number; members: HaproxyPostgresMember[] };
  /** An HTTP frontend on `port` balancing `servers` (backend `api`). */
  http?: { port: number; servers: HaproxyHttpServer[]; healthPath?: string };
}

export type ServerState = 'ready' | 'drain' | 'maint';

export interface ServerStat {
  backend: string;
  server: string;
  /** UP, DOWN, MAINT, DRAIN, "no check"… as `show stat` says. */
  status: string;
  sessions: number;
}

export const POSTGRES_BACKEND = 'postgres';
export const HTTP_BACKEND = 'api';

/** HAProxy in the foreground (master-worker), with an admin socket for drains and state. */
export class Haproxy {
  readonly process: ManagedProcess;
  readonly configFile: string;
  readonly socketPath: string;

  constructor(private readonly options: HaproxyOptions) {
    const name = options.name ?? 'haproxy';
    this.configFile = join(options.stateDir, `${name}.cfg`);
    this.socketPath = join(options.stateDir, `${name}.sock`);
    this.process = new ManagedProcess({
      name,
      stateDir: options.stateDir,
      command: 'haproxy',
      args: ['-W', '-db', '-f', this.configFile],
    });
  }

  config(): string {
    const lines = [
      'global',
      '  maxconn 4000',
      `  stats socket ${this.socketPath} mode 600 level admin`,
      '',
      'defaults',
      '  timeout connect 2s',
      '  timeout check 1s',
      // Long client/server timeouts: pooled PostgreSQL connections sit idle for minutes.
      '  timeout client 30m',
      '  timeout server 30m',
    ];
    const { postgres, http } = this.options;
    if (postgres) {
      lines.push(
        '',
        `listen ${POSTGRES_BACKEND}`,
        `  bind 127.0.0.1:${postgres.port}`,
        '  mode tcp',
        '  option httpchk GET /primary',
        '  http-check expect status 200',
        // A demoted primary loses its sessions at once, so clients reconnect to the new one.
        '  default-server inter 500ms fall 2 rise 1 on-marked-down shutdown-sessions',
        ...postgres.members.map(
          (member) => `  server ${member.name} 127.0.0.1:${member.postgresPort} check port ${member.restPort}`,
        ),
      );
    }
    if (http) {
      lines.push(
        '',
        'frontend http',
        `  bind 127.0.0.1:${http.port}`,
        '  mode http',
        '  option forwardfor',
        '  timeout http-request 30s',
        `  default_backend ${HTTP_BACKEND}`,
        '',
        `backend ${HTTP_BACKEND}`,
        '  mode http',
        '  balance leastconn',
        `  option httpchk GET ${http.healthPath ?? '/api/ready'}`,
        '  http-check expect status 200',
        '  option redispatch',
        '  retries 3',
        // Only a connection that failed carried no request: a POST is never sent twice. An empty
        // response may come after the server acted on the request, so it is not retried.
        '  retry-on conn-failure',
        // A process that refuses connections is out at its next check (1 s); a slow answer is
        // not a dead one: a new process taking all the traffic of a release answered /api/ready
        // in over 1 s under load, and both new processes were taken out while the old drained.
        '  timeout check 5s',
        '  default-server inter 1s fall 3 rise 1',
        ...http.servers.map(
          (server) => `  server ${server.name} 127.0.0.1:${server.port} check${server.enabled ? '' : ' disabled'}`,
        ),
      );
    }
    return lines.join('\n') + '\n';
  }

  /** Writes the config and starts HAProxy unless it runs; resolves when its admin socket answers. */
  async start(timeoutMs = 10000): Promise<void> {
    if (!this.process.isRunning()) {
      mkdirSync(this.options.stateDir, { recursive: true });
      writeFileSync(this.configFile, this.config());
      this.process.start();
    }
    await waitUntil(
      async () => (await this.command('show info')).includes('Pid:'),
      timeoutMs,
      () => `HAProxy admin socket ${this.socketPath}:\n${this.process.tail()}`,
    );
  }

  /** One command on the admin socket; resolves with its answer. */
  command(line: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = connect(this.socketPath);
      let answer = '';
      socket.setEncoding('utf8');
      socket.on('connect', () => socket.end(`${line}\n`));
      socket.on('data', (chunk: string) => (answer += chunk));
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
    });
  }

  async stats(): Promise<ServerStat[]> {
    const [header, ...rows] = (await this.command('show stat')).trim().split('\n');
    const columns = header.replace(/^# /, '').split(',');
    const at = (name: string) => columns.indexOf(name);
    return rows
      .map((row) => row.split(','))
      .filter((fields) => !['FRONTEND', 'BACKEND'].includes(fields[at('svname')]))
      .map((fields) => ({
        backend: fields[at('pxname')],
        server: fields[at('svname')],
        status: fields[at('status')],
        sessions: Number(fields[at('scur')]),
      }));
  }

  private async stat(backend: string, server: string): Promise<ServerStat> {
    const found = (await this.stats()).find((stat) => stat.backend === backend && stat.server === server);
    if (!found) throw new Error(`HAProxy has no server ${backend}/${server}`);
    return found;
  }

  /** ready: takes traffic (once its check passes); drain: keeps its sessions, gets no new ones; maint: out. */
  async setServerState(backend: string, server: string, state: ServerState): Promise<void> {
    const answer = (await this.command(`set server ${backend}/${server} state ${state}`)).trim();
    if (answer) throw new Error(`HAProxy: set server ${backend}/${server} state ${state}: ${answer}`);
  }

  /** Sessions open on a server right now (a drained server is done when this reaches 0). */
  async serverSessions(backend: string, server: string): Promise<number> {
    return (await this.stat(backend, server)).sessions;
  }

  async serverStatus(backend: string, server: string): Promise<string> {
    return (await this.stat(backend, server)).status;
  }

  /** The servers of a backend that HAProxy's checks mark UP right now. */
  async upServers(backend: string): Promise<string[]> {
    return (await this.stats())
      .filter((stat) => stat.backend === backend && stat.status.startsWith('UP'))
      .map((stat) => stat.server);
  }

  /**
   * Resolves when the PostgreSQL frontend routes to `primary` alone. HAProxy starts its servers
   * UP and marks the replicas DOWN only after `fall` failed checks: until then it could send a
   * write to a replica.
   */
  waitPostgresRoutesTo(primary: string, timeoutMs = 30000): Promise<true> {
    return waitUntil(
      async () => {
        const up = await this.upServers(POSTGRES_BACKEND);
        return up.length === 1 && up[0] === primary;
      },
      timeoutMs,
      () => `HAProxy routing PostgreSQL to ${primary} alone`,
    );
  }

  /** Resolves when HAProxy's checks mark the server UP. */
  waitServerUp(backend: string, server: string, timeoutMs = 30000): Promise<true> {
    return waitUntil(
      async () => (await this.serverStatus(backend, server)).startsWith('UP'),
      timeoutMs,
      () => `HAProxy ${backend}/${server} UP`,
    );
  }

  isRunning(): boolean {
    return this.process.isRunning();
  }

  async kill(): Promise<void> {
    await this.process.kill();
  }

  async stop(): Promise<void> {
    await this.process.stop();
  }
}
