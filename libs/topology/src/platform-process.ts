import { ManagedProcess } from './managed-process';
import { httpGet, WaitAborted, waitUntil } from './wait';

export type PlatformRole = 'api' | 'worker';

export interface PlatformProcessOptions {
  stateDir: string;
  repoDir: string;
  role: PlatformRole;
  port: number;
  /** The environment every platform process shares (URLs, .env); PORT and ROLES are added. */
  env: NodeJS.ProcessEnv;
}

/** One platform process (`services/platform/dist/main.js`) with one role, on one port. */
export class PlatformProcess {
  readonly process: ManagedProcess;

  constructor(readonly options: PlatformProcessOptions) {
    this.process = new ManagedProcess({
      name: PlatformProcess.nameFor(options.role, options.port),
      stateDir: options.stateDir,
      command: process.execPath,
      args: ['services/platform/dist/main.js'],
      cwd: options.repoDir,
      env: {
        ...options.env,
        ROLES: options.role,
        PORT: String(options.port),
        HOST: '127.0.0.1',
        MIGRATIONS_RUN: 'false',
      },
    });
  }

  /** Also HAProxy's server name for an api process. */
  static nameFor(role: PlatformRole, port: number): string {
    return `${role}-${port}`;
  }

  get name(): string {
    return this.process.name;
  }

  get port(): number {
    return this.options.port;
  }

  get pid(): number | undefined {
    return this.process.pid;
  }

  start(): number {
    return this.process.start();
  }

  /** Resolves when GET /api/ready answers 200; fails at once when the process exits. */
  waitReady(timeoutMs = 120000): Promise<true> {
    return waitUntil(
      async () => {
        if (!this.process.isRunning()) throw new WaitAborted('the process exited');
        return (await httpGet(this.options.port, '/api/ready')).status === 200;
      },
      timeoutMs,
      () =>
        `${this.name} ready on /api/ready${this.process.isRunning() ? '' : ' (the process exited)'} — log ${this.process.logFile}:\n${this.process.tail(15)}`,
      200,
    );
  }

  isRunning(): boolean {
    return this.process.isRunning();
  }

  /** SIGTERM (the platform finishes what it serves), SIGKILL after `timeoutMs`. */
  stop(timeoutMs = 30000): Promise<void> {
    return this.process.stop(timeoutMs);
  }

  kill(): Promise<void> {
    return this.process.kill();
  }
}
