import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { waitUntil } from './wait';

export interface ManagedProcessOptions {
  /** Names the pid and log files: `<stateDir>/pids/<name>.pid`, `<stateDir>/logs/<name>.log`. */
  name: string;
  command: string;
  args: string[];
  stateDir: string;
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  /** Run as another user (PostgreSQL refuses root). */
  uid?: number;
  gid?: number;
}

/** The kernel's start time of a pid (field 22 of /proc/<pid>/stat): tells our process from a reused pid. */
function startTimeOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count fields after its last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function isZombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return true;
  }
}

export function pidIsAlive(pid: number): boolean {
  return startTimeOf(pid) !== undefined && !isZombie(pid);
}

/** Sends a signal to a whole process group, ignoring a group that is already gone. */
export function signalGroup(pgid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pgid, signal);
  } catch {
    // ESRCH: nothing left in the group.
  }
}

/** Whether `pid` exited within `timeoutMs`. */
export function waitUntilGone(pid: number, timeoutMs: number): Promise<boolean> {
  return waitUntil(
    () => !pidIsAlive(pid),
    timeoutMs,
    () => `pid ${pid} gone`,
    100,
  ).catch(() => false);
}

/**
 * A child that outlives the Node process that started it (detached, its own process group),
 * remembered by a pid file so that another run (`topology down`) can stop it. Only a pid we
 * recorded, with the start time we recorded, is ever signalled.
 */
export class ManagedProcess {
  constructor(readonly options: ManagedProcessOptions) {}

  get name(): string {
    return this.options.name;
  }

  get logFile(): string {
    return join(this.options.stateDir, 'logs', `${this.options.name}.log`);
  }

  private get pidFile(): string {
    return join(this.options.stateDir, 'pids', `${this.options.name}.pid`);
  }

  /** The recorded pid when that process still runs. */
  get pid(): number | undefined {
    let recorded: { pid: number; startTime: string };
    try {
      recorded = JSON.parse(readFileSync(this.pidFile, 'utf8')) as { pid: number; startTime: string };
    } catch {
      return undefined;
    }
    return startTimeOf(recorded.pid) === recorded.startTime && !isZombie(recorded.pid) ? recorded.pid : undefined;
  }

  isRunning(): boolean {
    return this.pid !== undefined;
  }

  /** Starts the child unless the recorded one still runs; resolves with its pid. */
  start(): number {
    const running = this.pid;
    if (running) return running;
    mkdirSync(join(this.options.stateDir, 'logs'), { recursive: true });
    mkdirSync(join(this.options.stateDir, 'pids'), { recursive: true });
    const log = openSync(this.logFile, 'a');
    try {
      const child = spawn(this.options.command, this.options.args, {
        detached: true,
        stdio: ['ignore', log, log],
        env: this.options.env ?? process.env,
        cwd: this.options.cwd,
        uid: this.options.uid,
        gid: this.options.gid,
      });
      // A failed exec surfaces as an 'error' event; the caller's readiness wait reports it.
      child.on('error', (error) => writeFileSync(this.logFile, `spawn failed: ${error.message}\n`, { flag: 'a' }));
      if (!child.pid) throw new Error(`${this.options.command}: could not start`);
      child.unref();
      writeFileSync(this.pidFile, JSON.stringify({ pid: child.pid, startTime: startTimeOf(child.pid) }));
      return child.pid;
    } finally {
      closeSync(log);
    }
  }

  /** SIGTERM to its group, SIGKILL when it has not exited after `timeoutMs`. Safe to call twice. */
  async stop(timeoutMs = 15000): Promise<void> {
    const pid = this.pid;
    if (pid) {
      signalGroup(pid, 'SIGTERM');
      if (!(await waitUntilGone(pid, timeoutMs))) {
        signalGroup(pid, 'SIGKILL');
        await waitUntilGone(pid, 5000);
      }
    }
    rmSync(this.pidFile, { force: true });
  }

  /** SIGKILL of the whole group, as a crash looks (fault injection). */
  async kill(): Promise<void> {
    const pid = this.pid;
    if (!pid) return;
    signalGroup(pid, 'SIGKILL');
    await waitUntilGone(pid, 5000);
  }

  /** Resolves when the process has exited (or `timeoutMs` passed: false). */
  waitForExit(timeoutMs: number): Promise<boolean> {
    const pid = this.pid;
    return pid ? waitUntilGone(pid, timeoutMs) : Promise.resolve(true);
  }

  /** The last lines of its log, for an error message. */
  tail(lines = 20): string {
    try {
      return readFileSync(this.logFile, 'utf8').split('\n').slice(-lines).join('\n');
    } catch {
      return '';
    }
  }
}
