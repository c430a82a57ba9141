import { request } from 'node:http';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Thrown by a check to stop waiting at once (the awaited process exited): no point polling on. */
export class WaitAborted extends Error {
  override name = 'WaitAborted';
}

/**
 * Polls `check` every `intervalMs` until it returns a value other than undefined/false;
 * throws `describe()` (what was awaited, and why it may have failed) when time runs out.
 * Polling, not fixed sleeps: clusters are ready as soon as they are.
 */
export async function waitUntil<T>(
  check: () => Promise<T | undefined | false> | T | undefined | false,
  timeoutMs: number,
  describe: () => string,
  intervalMs = 150,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await Promise.resolve()
      .then(check)
      .catch((error: unknown) => {
        if (error instanceof WaitAborted) throw new Error(`${error.message}: ${describe()}`);
        return undefined;
      });
    if (value !== undefined && value !== false) return value as T;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms: ${describe()}`);
    await sleep(intervalMs);
  }
}

export interface HttpAnswer {
  status: number;
  body: string;
}

/** A GET on 127.0.0.1 that never throws: status 0 when nothing answered. */
export function httpGet(port: number, path: string, timeoutMs = 1000): Promise<HttpAnswer> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'GET', timeout: timeoutMs }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', () => resolve({ status: 0, body: '' }));
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve({ status: 0, body: '' }));
    req.end();
  });
}
