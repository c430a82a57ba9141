import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { identityService } from '@sampleteca/identity';
import { runPlatform, type RunningPlatform, type ServiceDefinition } from '@sampleteca/runtime';
import {
  callApi,
  createTestEnvironment,
  eventually,
  type ApiAnswer,
  type ApiCallOptions,
  type Json,
  type TestEnvironment,
  type TestUser,
} from '@sampleteca/testing';

export type { ApiAnswer, Json, TestUser };

const run = promisify(execFile);

/** A valid sign-up body; `overrides` change one rule at a time. */
export function signupBody(overrides: Record<string, unknown> = {}): Json {
  return {
    email: `artista.${Math.random().toString(36).slice(2, 10)}@example.com`,
    password: 'segredo1',
    fullName: 'Ana Beats',
    phone: '(11) 91234-5678',
    cpf: randomCpf(),
    cep: '01310-100',
    producer: 'Ana Records',
    ...overrides,
  };
}

/** A CPF with valid check digits, different each call. */
export function randomCpf(): string {
  const base = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
  if (new Set(base).size === 1) base[0] = (base[0] + 1) % 10;
  const digit = (digits: number[]) => {
    const sum = digits.reduce((total, value, index) => total + value * (digits.length + 1 - index), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const first = digit(base);
  const all = [...base, first, digit([...base, first])].join('');
  return `${all.slice(0, 3)}.${all.slice(3, 6)}.${all.slice(6, 9)}-${all.slice(9)}`;
}

/** The identity service on the real platform runtime, with helpers a test reads like a user. */
export class IdentityApi {
  platform: RunningPlatform;
  environment: TestEnvironment;
  db: Client;

  /** `others`: more services to run beside identity (their flows need signed-in users). */
  async start(env: Record<string, string> = {}, others: ServiceDefinition[] = []): Promise<void> {
    // Tests sign up many accounts from one address; the sign-up limit has its own test.
    this.environment = await createTestEnvironment({ SIGNUP_LIMIT_PER_HOUR: '1000', ...env });
    this.platform = await runPlatform([identityService, ...others], { ...process.env, ...this.environment.env });
    this.db = new Client({ connectionString: this.environment.databaseUrl });
    await this.db.connect();
  }

  async stop(): Promise<void> {
    await this.platform?.close();
    await this.db?.end();
    await this.environment?.cleanup();
  }

  call(method: string, path: string, options: ApiCallOptions = {}): Promise<ApiAnswer> {
    return callApi(this.platform.url, method, path, options);
  }

  as(user: TestUser, method: string, path: string, body?: unknown): Promise<ApiAnswer> {
    return this.call(method, path, { token: user.token, body });
  }

  /** The newest mail to `email` whose subject matches, from the local SMTP stand-in. */
  async mailTo(
    email: string,
    subject: RegExp,
  ): Promise<{ subject: string; links: string[]; html: string; text: string }> {
    return eventually(async () => {
      const { body } = await this.call('GET', '/auth/dev/mailbox');
      const messages = body as unknown as {
        to: string[];
        subject: string;
        links: string[];
        html: string;
        text: string;
      }[];
      const found = messages.find((message) => message.to.includes(email) && subject.test(message.subject));
      if (!found) throw new Error(`nenhum e-mail "${subject}" para ${email}`);
      return found;
    });
  }

  async mailCount(email: string): Promise<number> {
    const { body } = await this.call('GET', '/auth/dev/mailbox');
    return (body as unknown as { to: string[] }[]).filter((message) => message.to.includes(email)).length;
  }

  /** Follows an e-mail link the way a browser would; answers where it leads. */
  async follow(link: string): Promise<string> {
    const url = new URL(link);
    const response = await fetch(`${this.platform.url}${url.pathname}${url.search}`, { redirect: 'manual' });
    return response.headers.get('location') ?? '';
  }

  /**
   * A browser with a cookie jar signing in through the OAuth stand-in's page as a person would
   * (`cookies`: what the browser already holds, e.g. a link cookie). Answers where it ends.
   */
  async signInWithProvider(
    provider: string,
    person: { email: string; name: string },
    options: { start?: string; cookies?: Map<string, string> } = {},
  ): Promise<{ location: string; callback: string; jar: Map<string, string> }> {
    const jar = new Map(options.cookies ?? []);
    const go = async (url: string) => {
      const response = await fetch(new URL(url, this.platform.url), {
        redirect: 'manual',
        headers: { cookie: [...jar].map(([key, value]) => `${key}=${value}`).join('; ') },
      });
      keepCookies(response, jar);
      return response;
    };
    const toPage = (await go(options.start ?? `/api/auth/authorize?provider=${provider}`)).headers.get('location')!;
    // Refused before reaching the provider: back to a portal page.
    if (toPage.startsWith('/') && !toPage.startsWith('/api/')) return { location: toPage, callback: '', jar };
    const page = await (await go(toPage)).text();
    const action = page.match(/action="([^"]+)"/)![1];
    const fields = new URLSearchParams(
      [...page.matchAll(/type="hidden" name="([^"]+)" value="([^"]*)"/g)].map(([, key, value]) => [
        key,
        value.replace(/&amp;/g, '&'),
      ]),
    );
    fields.set('login_hint', person.email);
    fields.set('name_hint', person.name);
    const callback = (await go(`${action}?${fields}`)).headers.get('location')!;
    return { location: (await go(callback)).headers.get('location')!, callback, jar };
  }

  async signUpConfirmed(overrides: Record<string, unknown> = {}): Promise<Json> {
    const body = signupBody(overrides);
    const answer = await this.call('POST', '/auth/signup', { body });
    if (answer.status !== 201) throw new Error(`cadastro falhou: ${JSON.stringify(answer.body)}`);
    const mail = await this.mailTo(String(body.email), /Confirme/);
    await this.follow(mail.links[0]);
    return body;
  }

  async login(email: string, password: string): Promise<Json> {
    const answer = await this.call('POST', '/auth/login', { body: { email, password } });
    if (answer.status !== 200) throw new Error(`login falhou: ${JSON.stringify(answer.body)}`);
    return answer.body;
  }

  /** Someone who signed up, confirmed the address and signed in (password `segredo1`). */
  async user(fullName = `Produtor ${randomUUID().slice(0, 8)}`): Promise<TestUser> {
    const body = await this.signUpConfirmed({ fullName });
    const session = await this.login(String(body.email), String(body.password));
    const user = session.user as { id: string };
    return { id: user.id, token: String(session.access_token), name: fullName, email: String(body.email) };
  }

  /** Makes `user` an administrator the way an operator does (npm run admin:grant), signed in again. */
  async admin(user: TestUser, password = 'segredo1'): Promise<TestUser> {
    await run(process.execPath, [resolve('services/identity/dist/cli/admin-role.js'), 'grant', user.email], {
      env: { ...process.env, ...this.environment.env },
    });
    return { ...user, token: String((await this.login(user.email, password)).access_token) };
  }
}

/** Keeps the cookies a response sets, as a browser would (name → value). */
export function keepCookies(response: { headers: Headers }, jar: Map<string, string>): Map<string, string> {
  for (const cookie of response.headers.getSetCookie()) {
    const [pair] = cookie.split(';');
    const [key, ...value] = pair.split('=');
    if (value.join('=') === '') jar.delete(key);
    else jar.set(key, value.join('='));
  }
  return jar;
}

/** Reads a session out of an address fragment (`#access_token=…`). */
export function fragmentSession(location: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(location.split('#')[1] ?? ''));
}
