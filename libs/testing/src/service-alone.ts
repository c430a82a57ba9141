import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import type { RunningPlatform, ServiceDefinition } from '@sampleteca/runtime';
import { callApi, type ApiAnswer, type ApiCallOptions } from './api-client';
import { freePort } from './free-port';
import { createTestEnvironment, type TestEnvironment } from './test-environment';
import { startTokenIssuer, type TokenIssuer, type TokenUser } from './token-issuer';

/** A signed-in user as a test holds it: who, and the access token it sends. */
export type TestUser = { id: string; token: string; name: string; email: string };

/**
 * `services` in this test's process on the environment's database, broker and Redis prefix, its
 * consumers ready, and a connection to its database.
 */
export async function runInProcess(
  services: ServiceDefinition[],
  environment: TestEnvironment,
): Promise<{ platform: RunningPlatform; db: Client }> {
  // The runtime is loaded when a service starts, not when this package is imported: browser and
  // security tests import it for its environment helpers and run a built platform instead, and
  // jest evaluates every module again per file (NestJS and TypeORM: ~1 s of CPU each time).
  const [{ runPlatform }, { RabbitEventsServer }] = await Promise.all([
    import('@sampleteca/runtime'),
    import('@sampleteca/messaging'),
  ]);
  const platform = await runPlatform(services, { ...process.env, ...environment.env });
  await platform.app.get(RabbitEventsServer).whenReady();
  const db = new Client({ connectionString: environment.databaseUrl });
  await db.connect();
  return { platform, db };
}

/**
 * One service run alone on the real backbone, as its integration tests need it: identity is not
 * started, its tokens come from a local issuer (startTokenIssuer) the service is pointed at.
 */
export class ServiceAlone {
  platform: RunningPlatform;
  environment: TestEnvironment;
  db: Client;
  tokens: TokenIssuer;
  private running: ServiceDefinition[] = [];
  private readonly instances: RunningPlatform[] = [];

  constructor(private readonly services: ServiceDefinition[]) {}

  /** `others`: more services to run beside it; `env`: what the test changes in its environment. */
  async start(env: Record<string, string> = {}, others: ServiceDefinition[] = []): Promise<void> {
    this.tokens = await startTokenIssuer();
    this.environment = await createTestEnvironment({ ...this.tokens.env, ...env });
    this.running = [...this.services, ...others];
    ({ platform: this.platform, db: this.db } = await runInProcess(this.running, this.environment));
  }

  private stopped: Promise<void> | undefined;

  /** Once: a test may stop the service itself (to look at what stopping leaves), then afterAll. */
  stop(): Promise<void> {
    this.stopped ??= this.close();
    return this.stopped;
  }

  /**
   * Another instance of the same services on the same database, broker and Redis prefix, as a
   * second process or pod runs them (on a port of its own, no migrations): what is shared between
   * processes shows there. Closed by `stop`, not before: Passport's strategies are process-wide, so
   * the instance started last checks the tokens of every instance in this process, and closing it
   * would leave the others checking sessions on its closed Redis connection.
   */
  async startAnother(): Promise<RunningPlatform> {
    const { runPlatform } = await import('@sampleteca/runtime');
    const port = String(await freePort());
    const another = await runPlatform(this.running, {
      ...process.env,
      ...this.environment.env,
      PORT: port,
      MIGRATIONS_RUN: 'false',
    });
    let closed: Promise<void> | undefined;
    const instance = { ...another, close: () => (closed ??= another.close()) };
    this.instances.push(instance);
    return instance;
  }

  private async close(): Promise<void> {
    for (const instance of this.instances) await instance.close();
    await this.platform?.close();
    await this.db?.end();
    await this.tokens?.close();
    await this.environment?.cleanup();
  }

  call(method: string, path: string, options: ApiCallOptions = {}): Promise<ApiAnswer> {
    return callApi(this.platform.url, method, path, options);
  }

  /** An access token as identity would sign it for `user`. */
  token(user: TokenUser): Promise<string> {
    return this.tokens.accessToken(user);
  }

  /** A signed-in user, known only by the token (for services that keep no profiles). */
  async user(name = `Pessoa ${randomUUID().slice(0, 8)}`): Promise<TestUser> {
    const id = randomUUID();
    const email = `pessoa.${id.slice(0, 8)}@example.com`;
    return { id, name, email, token: await this.token({ id, email, role: 'user' }) };
  }

  /** The same person with the administrator role in a fresh token, as after `admin:grant`. */
  async admin(user: TestUser): Promise<TestUser> {
    return { ...user, token: await this.token({ id: user.id, email: user.email, role: 'admin' }) };
  }

  as(user: TestUser, method: string, path: string, body?: unknown): Promise<ApiAnswer> {
    return this.call(method, path, { token: user.token, body });
  }
}
