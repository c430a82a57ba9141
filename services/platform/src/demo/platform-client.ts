import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';

export class PlatformRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    what: string,
  ) {
    super(`${what}: HTTP ${status} ${JSON.stringify(body)}`);
  }
}

type Answer<T> = { status: number; body: T };

/** The platform's public API as a signed-in person uses it (JSON, and multipart uploads). */
export class PlatformClient {
  constructor(private readonly base: string) {}

  request<T>(token: string, method: string, path: string, body?: unknown): Promise<Answer<T>> {
    const json: Record<string, string> = body === undefined ? {} : { 'content-type': 'application/json' };
    return this.send<T>(token, method, path, json, body === undefined ? undefined : JSON.stringify(body));
  }

  /** The answer's body when its status is `expected`; otherwise a PlatformRequestError. */
  async expect<T>(expected: number, token: string, method: string, path: string, body?: unknown): Promise<T> {
    const answer = await this.request<T>(token, method, path, body);
    if (answer.status !== expected) throw new PlatformRequestError(answer.status, answer.body, `${method} ${path}`);
    return answer.body;
  }

  /** A file sent as a browser sends it: the fields first (media reads them before the bytes). */
  async upload<T>(token: string, path: string, fields: Record<string, string>, file: string, type: string): Promise<T> {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', new Blob([await readFile(file)], { type }), basename(file));
    const answer = await this.send<T>(token, 'POST', path, {}, form);
    if (answer.status !== 201) throw new PlatformRequestError(answer.status, answer.body, `POST ${path}`);
    return answer.body;
  }

  private async send<T>(
    token: string,
    method: string,
    path: string,
    headers: Record<string, string>,
    body: string | FormData | undefined,
  ): Promise<Answer<T>> {
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...headers },
      body,
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  }
}
