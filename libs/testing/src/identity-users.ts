import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import type { ApiAnswer, ApiCallOptions, Json } from './api-client';
import { eventually } from './eventually';
import type { TestUser } from './service-alone';
import type { TestEnvironment } from './test-environment';

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

/** What the helpers need of a running identity, in this process or in a built platform beside it. */
export type IdentityHost = {
  environment: TestEnvironment;
  call: (method: string, path: string, options?: ApiCallOptions) => Promise<ApiAnswer>;
  /** The base URL serving `path` (under /api). */
  urlFor: (path: string) => string;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a mixin's constructor takes anything
type HostClass = abstract new (...args: any[]) => IdentityHost;

/**
 * Real identity's users, as a person makes one: signs up, confirms through the dev mailbox's link
 * and signs in; an administrator through the operator's `admin:grant` (the built CLI). Added to a
 * class that runs identity: its own IdentityApi, or a service's tests beside a built platform.
 */
export function withIdentityUsers<TBase extends HostClass>(Base: TBase) {
  abstract class IdentityUsers extends Base {
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
      const base = this.urlFor(url.pathname.replace(/^\/api/, ''));
      const response = await fetch(`${base}${url.pathname}${url.search}`, { redirect: 'manual' });
      return response.headers.get('location') ?? '';
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
  return IdentityUsers;
}
