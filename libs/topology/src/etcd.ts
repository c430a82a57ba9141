import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ManagedProcess } from './managed-process';
import { httpGet, waitUntil } from './wait';

export interface EtcdMemberPorts {
  client: number;
  peer: number;
}

export interface EtcdClusterOptions {
  stateDir: string;
  /** One entry per member (3 gives a quorum that survives one loss). */
  members: EtcdMemberPorts[];
  /** Names members `<prefix>1…` and the cluster token: two clusters on one host never mix. */
  prefix?: string;
}

/**
 * etcd members on 127.0.0.1. Patroni 3.0.2 from Debian ships python3-etcd, a client of the v2
 * API, which etcd 3.4 serves only with --enable-v2=true.
 */
export class EtcdCluster {
  readonly processes: ManagedProcess[];
  private readonly prefix: string;

  constructor(private readonly options: EtcdClusterOptions) {
    this.prefix = options.prefix ?? 'etcd';
    this.processes = options.members.map((_, index) => this.process(index));
  }

  /** `host:port,…` of the client ports, as Patroni's `etcd.hosts` takes them. */
  hosts(): string {
    return this.options.members.map(({ client }) => `127.0.0.1:${client}`).join(',');
  }

  private memberName(index: number): string {
    return `${this.prefix}${index + 1}`;
  }

  private process(index: number): ManagedProcess {
    const name = this.memberName(index);
    const { client, peer } = this.options.members[index];
    const dataDir = join(this.options.stateDir, 'etcd', name);
    const initialCluster = this.options.members
      .map((member, i) => `${this.memberName(i)}=http://127.0.0.1:${member.peer}`)
      .join(',');
    return new ManagedProcess({
      name,
      stateDir: this.options.stateDir,
      command: 'etcd',
      args: [
        `--name=${name}`,
        `--data-dir=${dataDir}`,
        `--listen-client-urls=http://127.0.0.1:${client}`,
        `--advertise-client-urls=http://127.0.0.1:${client}`,
        `--listen-peer-urls=http://127.0.0.1:${peer}`,
        `--initial-advertise-peer-urls=http://127.0.0.1:${peer}`,
        `--initial-cluster=${initialCluster}`,
        `--initial-cluster-token=${this.prefix}-${this.options.members[0].peer}`,
        '--initial-cluster-state=new',
        '--enable-v2=true',
      ],
    });
  }

  /** Starts every member at once (they need each other for a quorum) and waits until each is healthy. */
  async start(timeoutMs = 30000): Promise<void> {
    mkdirSync(join(this.options.stateDir, 'etcd'), { recursive: true });
    for (const process of this.processes) process.start();
    await Promise.all(this.options.members.map((_, index) => this.waitHealthy(index, timeoutMs)));
  }

  private waitHealthy(index: number, timeoutMs: number): Promise<true> {
    const process = this.processes[index];
    return waitUntil(
      async () => (await httpGet(this.options.members[index].client, '/health')).body.includes('"true"'),
      timeoutMs,
      () => `etcd ${process.name} healthy (log ${process.logFile}):\n${process.tail()}`,
    );
  }

  isRunning(): boolean {
    return this.processes.some((process) => process.isRunning());
  }

  async kill(index: number): Promise<void> {
    await this.processes[index].kill();
  }

  async restart(index: number, timeoutMs = 30000): Promise<void> {
    await this.processes[index].stop();
    this.processes[index].start();
    await this.waitHealthy(index, timeoutMs);
  }

  async stop(): Promise<void> {
    await Promise.all(this.processes.map((process) => process.stop()));
  }
}
