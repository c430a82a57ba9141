import { chmodSync, chownSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ManagedProcess, signalGroup, waitUntilGone } from './managed-process';
import { httpGet, waitUntil } from './wait';

export interface PatroniMemberPorts {
  postgres: number;
  rest: number;
}

export interface PatroniClusterOptions {
  stateDir: string;
  /** `host:port,…` of etcd's client ports (EtcdCluster.hosts()). */
  etcdHosts: string;
  members: PatroniMemberPorts[];
  /** The cluster's name in etcd; clusters sharing one etcd need different scopes. */
  scope?: string;
  /** Names members `<prefix>1…`. */
  prefix?: string;
  maxConnections?: number;
  binDir?: string;
}

export interface PatroniMember {
  name: string;
  index: number;
  postgresPort: number;
  restPort: number;
}

export interface PatroniMemberStatus {
  name: string;
  role: 'leader' | 'sync_standby' | 'replica' | string;
  state: string;
  lag?: number | string;
  timeline?: number;
}

export interface PatroniOwnState {
  state: string;
  role: string;
  timeline?: number;
  replication?: { application_name: string; state: string; sync_state: string }[];
}

/** PostgreSQL refuses to run as root; its files belong to this user. */
const POSTGRES_USER = { uid: 101, gid: 104 };
const DEFAULT_BIN_DIR = '/usr/lib/postgresql/15/bin';

/**
 * A Patroni cluster of PostgreSQL 15 members on 127.0.0.1, in synchronous mode: a commit is
 * acknowledged once a synchronous standby has it, and Patroni promotes only that standby, so a
 * primary's death loses no acknowledged commit. Timeouts are short for fast failover
 * (loop_wait + 2 × retry_timeout ≤ ttl, as Patroni requires).
 */
export class PatroniCluster {
  readonly members: PatroniMember[];
  private readonly processes: ManagedProcess[];
  private readonly scope: string;

  constructor(private readonly options: PatroniClusterOptions) {
    const prefix = options.prefix ?? 'pg';
    this.scope = options.scope ?? 'sampleteca';
    this.members = options.members.map((ports, index) => ({
      name: `${prefix}${index + 1}`,
      index,
      postgresPort: ports.postgres,
      restPort: ports.rest,
    }));
    this.processes = this.members.map(
      (member) =>
        new ManagedProcess({
          name: `patroni-${member.name}`,
          stateDir: options.stateDir,
          command: 'patroni',
          args: [join(this.memberDir(member), 'patroni.yml')],
          cwd: this.memberDir(member),
          env: { PATH: process.env.PATH, LANG: 'C.UTF-8', HOME: this.memberDir(member) },
          ...POSTGRES_USER,
        }),
    );
  }

  private memberDir(member: PatroniMember): string {
    return join(this.options.stateDir, 'patroni', member.name);
  }

  private dataDir(member: PatroniMember): string {
    return join(this.memberDir(member), 'data');
  }

  /** A URL for a member's own PostgreSQL (not through HAProxy). */
  url(member: PatroniMember, database = 'postgres'): string {
    return `postgres://postgres@127.0.0.1:${member.postgresPort}/${database}`;
  }

  private config(member: PatroniMember): object {
    const dir = this.memberDir(member);
    // Trust on 127.0.0.1 only: a development cluster; the passwords below exist because Patroni
    // creates the users with them, they are never needed to log in here.
    const hba = [
      'local all all trust',
      'local replication all trust',
      'host all all 127.0.0.1/32 trust',
      'host replication replicator 127.0.0.1/32 trust',
    ];
    return {
      scope: this.scope,
      namespace: '/service/',
      name: member.name,
      restapi: { listen: `127.0.0.1:${member.restPort}`, connect_address: `127.0.0.1:${member.restPort}` },
      etcd: { hosts: this.options.etcdHosts },
      bootstrap: {
        dcs: {
          ttl: 10,
          loop_wait: 1,
          retry_timeout: 3,
          maximum_lag_on_failover: 1048576,
          synchronous_mode: true,
          postgresql: {
            use_pg_rewind: true,
            use_slots: true,
            parameters: {
              max_connections: this.options.maxConnections ?? 300,
              wal_level: 'replica',
              hot_standby: 'on',
              wal_log_hints: 'on',
              max_wal_senders: 10,
              max_replication_slots: 10,
              wal_keep_size: '256MB',
            },
          },
        },
        initdb: [{ encoding: 'UTF8' }, { locale: 'C.UTF-8' }, 'data-checksums'],
      },
      postgresql: {
        listen: `127.0.0.1:${member.postgresPort}`,
        connect_address: `127.0.0.1:${member.postgresPort}`,
        data_dir: this.dataDir(member),
        bin_dir: this.options.binDir ?? DEFAULT_BIN_DIR,
        pgpass: join(dir, 'pgpass'),
        authentication: {
          superuser: { username: 'postgres', password: 'postgres' },
          replication: { username: 'replicator', password: 'replicator' },
        },
        // The socket beside the member, never /var/run/postgresql (the machine's own server).
        parameters: { unix_socket_directories: dir, shared_buffers: '64MB' },
        pg_hba: hba,
      },
    };
  }

  private prepare(member: PatroniMember): void {
    const dir = this.memberDir(member);
    mkdirSync(dir, { recursive: true });
    // postgres must traverse the state dir down to its member dir.
    chmodSync(this.options.stateDir, 0o755);
    chmodSync(join(this.options.stateDir, 'patroni'), 0o755);
    chownSync(dir, POSTGRES_USER.uid, POSTGRES_USER.gid);
    chmodSync(dir, 0o700);
    // JSON is YAML: no YAML writer needed.
    const file = join(dir, 'patroni.yml');
    writeFileSync(file, JSON.stringify(this.config(member), null, 2));
    chownSync(file, POSTGRES_USER.uid, POSTGRES_USER.gid);
    chmodSync(file, 0o600);
  }

  /** Starts every member at once; resolves when one is primary and every other one replicates. */
  async start(timeoutMs = 90000): Promise<void> {
    for (const [index, member] of this.members.entries()) {
      this.prepare(member);
      this.processes[index].start();
    }
    await this.waitHealthy(timeoutMs);
  }

  /** GET /cluster of the first member that answers: members, roles and states. */
  async status(): Promise<PatroniMemberStatus[]> {
    for (const member of this.members) {
      const answer = await httpGet(member.restPort, '/cluster');
      if (answer.status === 200) return (JSON.parse(answer.body) as { members: PatroniMemberStatus[] }).members;
    }
    return [];
  }

  /** A member's own view (GET /patroni): its role, state and, on a primary, pg_stat_replication. */
  async memberState(member: PatroniMember): Promise<PatroniOwnState | undefined> {
    const answer = await httpGet(member.restPort, '/patroni');
    return answer.status === 0 ? undefined : (JSON.parse(answer.body) as PatroniOwnState);
  }

  /**
   * Resolves with the primary once it streams to `replicas` other members (default: all), one of
   * them synchronously; the primary's own pg_stat_replication says so, not the DCS's last word.
   */
  async waitHealthy(timeoutMs = 90000, replicas = this.members.length - 1): Promise<PatroniMember> {
    return waitUntil(
      async () => {
        const primary = await this.primary();
        if (!primary) return undefined;
        const streaming = ((await this.memberState(primary))?.replication ?? []).filter(
          (standby) => standby.state === 'streaming',
        );
        const hasSync = replicas === 0 || streaming.some((standby) => standby.sync_state === 'sync');
        return streaming.length >= replicas && hasSync ? primary : undefined;
      },
      timeoutMs,
      () =>
        `Patroni: a primary streaming to ${replicas} replica(s) (logs ${this.processes.map((p) => p.logFile).join(', ')}):\n` +
        this.processes.map((process) => process.tail(5)).join('\n'),
    );
  }

  /** The member whose REST API answers GET /primary with 200, as HAProxy sees it. */
  async primary(): Promise<PatroniMember | undefined> {
    const answers = await Promise.all(this.members.map((member) => httpGet(member.restPort, '/primary')));
    return this.members[answers.findIndex((answer) => answer.status === 200)];
  }

  /** Resolves with the new primary once one other than `previous` answers. */
  waitForNewPrimary(previous: PatroniMember, timeoutMs = 60000): Promise<PatroniMember> {
    return waitUntil(
      async () => {
        const primary = await this.primary();
        return primary && primary.name !== previous.name ? primary : undefined;
      },
      timeoutMs,
      () => `a primary other than ${previous.name}`,
    );
  }

  private postmasterPid(member: PatroniMember): number | undefined {
    try {
      const pid = Number(readFileSync(join(this.dataDir(member), 'postmaster.pid'), 'utf8').split('\n')[0]);
      // postmaster.pid survives a SIGKILL: the pid is ours only while its command names our data dir.
      const commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      return pid > 0 && commandLine.includes(this.dataDir(member)) ? pid : undefined;
    } catch {
      return undefined;
    }
  }

  isRunning(member?: PatroniMember): boolean {
    return member ? this.processes[member.index].isRunning() : this.processes.some((p) => p.isRunning());
  }

  /**
   * The whole member dies at once, as a lost machine: SIGKILL to Patroni and to the postmaster's
   * process group (Patroni starts the postmaster in a session of its own).
   */
  async kill(member: PatroniMember): Promise<void> {
    const postmaster = this.postmasterPid(member);
    await this.processes[member.index].kill();
    if (postmaster) {
      signalGroup(postmaster, 'SIGKILL');
      await waitUntilGone(postmaster, 5000);
    }
  }

  /** Starts a member again (after kill or stop); resolves when it replicates again. */
  async restart(member: PatroniMember, timeoutMs = 90000): Promise<void> {
    await this.processes[member.index].stop();
    this.prepare(member);
    this.processes[member.index].start();
    await waitUntil(
      async () => {
        const primary = await this.primary();
        if (!primary) return false;
        if (primary.name === member.name) return true;
        const standbys = (await this.memberState(primary))?.replication ?? [];
        return standbys.some((standby) => standby.application_name === member.name && standby.state === 'streaming');
      },
      timeoutMs,
      () => `Patroni ${member.name} running again:\n${this.processes[member.index].tail(10)}`,
    );
  }

  /**
   * SIGTERM to each Patroni, which stops its PostgreSQL (fast shutdown) before it exits;
   * replicas first, so the primary does not fail over on the way down.
   */
  async stop(): Promise<void> {
    const primary = await this.primary();
    const replicas = this.members.filter((member) => member.name !== primary?.name);
    await Promise.all(replicas.map((member) => this.stopMember(member)));
    if (primary) await this.stopMember(primary);
  }

  private async stopMember(member: PatroniMember): Promise<void> {
    const postmaster = this.postmasterPid(member);
    await this.processes[member.index].stop(60000);
    // A Patroni killed before it could stop its PostgreSQL leaves the postmaster running.
    if (postmaster && (await waitUntilGone(postmaster, 100)) === false) {
      signalGroup(postmaster, 'SIGINT');
      if (!(await waitUntilGone(postmaster, 20000))) signalGroup(postmaster, 'SIGKILL');
    }
  }
}
