import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

export const PLATFORM_MAIN = resolve('services/platform/dist/main.js');

export type PlatformProcess = {
  child: ChildProcess;
  /** Resolves with the signal that stopped it, or `code N`. */
  exited: Promise<string>;
  output: () => string;
};

/**
 * Built platform processes (`npm run build` first), as pods run them: each test's are SIGKILLed
 * by `stopAll` even when the test failed, so the next starts clean.
 */
export function platformProcesses() {
  const processes: ChildProcess[] = [];
  return {
    start(main: string, env: Record<string, string>): PlatformProcess {
      const child = spawn(process.execPath, [main], {
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise<string>((resolvePromise) =>
        child.once('exit', (code, signal) => resolvePromise(signal ?? `code ${code}`)),
      );
      processes.push(child);
      return { child, exited, output: () => output };
    },
    async stopAll(): Promise<void> {
      const running = processes.splice(0).filter((child) => child.exitCode === null && child.signalCode === null);
      for (const child of running) child.kill('SIGKILL');
      await Promise.all(running.map((child) => new Promise((done) => child.once('exit', done))));
    },
  };
}
