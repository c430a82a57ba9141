import { expect } from '@jest/globals';
import type { Client } from 'pg';
import type { ServiceName } from '@sampleteca/config';
import { routeOwner } from '@sampleteca/contracts';
import type { RunningPlatform, ServiceDefinition } from '@sampleteca/runtime';
import { callApi, type ApiAnswer, type ApiCallOptions } from './api-client';
import { eventually } from './eventually';
import { freePort } from './free-port';
import { PLATFORM_MAIN, platformProcesses, type PlatformProcess } from './platform-processes';
import { runInProcess } from './service-alone';
import { createTestEnvironment, type TestEnvironment } from './test-environment';
import { startTokenIssuer, type TokenIssuer, type TokenUser } from './token-issuer';

/**
 * A service's tests whose data comes from other services, run as production runs them: the
 * service under test in this process (its providers at hand, `platform.app.get`), the others
 * (`others`) in a built platform process beside it (`npm run build` first) on the same database,
 * broker and Redis prefix. Each call goes to the process owning its route, as the ingress routes
 * them (routeOwner). Identity's tokens, when identity is among the others, are checked on its
 * JWKS; else a local issuer signs them (startTokenIssuer), as for a service alone.
 */
export class ServiceBesidePlatform {
  platform: RunningPlatform;
  environment: TestEnvironment;
  db: Client;
  /** The built platform running the other services. */
  beside: PlatformProcess;
  /** The stand-in issuer, when identity is not among the others. */
  tokens: TokenIssuer | undefined;
  private besideUrl: string;
  private readonly processes = platformProcesses();

  constructor(
    private readonly service: ServiceDefinition,
    private readonly others: ServiceName[],
  ) {}

  async start(env: Record<string, string> = {}): Promise<void> {
    const port = await freePort();
    this.besideUrl = `http://127.0.0.1:${port}`;
    if (!this.others.includes('identity')) this.tokens = await startTokenIssuer();
    const identity = this.tokens?.env ?? { JWKS_URL: `${this.besideUrl}/api/auth/jwks.json` };
    this.environment = await createTestEnvironment({ ...identity, ...env });
    this.beside = this.processes.start(PLATFORM_MAIN, {
      ...this.environment.env,
      PORT: String(port),
      SERVICES: this.others.join(','),
      PLATFORM_PROCESSES: '1',
    });
    // Ready first: it writes the development keys (JWT_KEYS_DIR) this process then reads.
    await eventually(async () => {
      if (this.beside.child.exitCode !== null) throw new Error(`a plataforma parou:\n${this.beside.output()}`);
      expect((await fetch(`${this.besideUrl}/api/ready`).catch(() => undefined))?.status).toBe(200);
    }, 60_000);
    ({ platform: this.platform, db: this.db } = await runInProcess([this.service], this.environment));
  }

  async stop(): Promise<void> {
    await this.platform?.close();
    await this.processes.stopAll();
    await this.db?.end();
    await this.tokens?.close();
    await this.environment?.cleanup();
  }

  /** An access token as identity would sign it for `user` (the stand-in issuer's). */
  token(user: TokenUser): Promise<string> {
    if (!this.tokens) throw new Error('identity roda ao lado: entre por ela (withIdentityUsers)');
    return this.tokens.accessToken(user);
  }

  /** The base URL of the process serving `path` (under /api). */
  urlFor(path: string): string {
    const owner = routeOwner(path.split('?')[0]);
    return owner && owner !== this.service.name ? this.besideUrl : this.platform.url;
  }

  call(method: string, path: string, options: ApiCallOptions = {}): Promise<ApiAnswer> {
    return callApi(this.urlFor(path), method, path, options);
  }
}
