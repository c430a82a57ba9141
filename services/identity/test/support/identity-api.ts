import { Client } from 'pg';
import { identityService } from '@sampleteca/identity';
import { runPlatform, type RunningPlatform, type ServiceDefinition } from '@sampleteca/runtime';
import {
  callApi,
  createTestEnvironment,
  withIdentityUsers,
  type ApiAnswer,
  type ApiCallOptions,
  type Json,
  type TestEnvironment,
} from '@sampleteca/testing';

export { randomCpf, signupBody, type TestUser } from '@sampleteca/testing';
export type { ApiAnswer, Json };

/** The identity service on the real platform runtime. */
class IdentityRunner {
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

  urlFor(): string {
    return this.platform.url;
  }
}

/** Identity, with helpers a test reads like a user (sign-up, mail, sign-in: libs/testing's withIdentityUsers). */
export class IdentityApi extends withIdentityUsers(IdentityRunner) {
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
