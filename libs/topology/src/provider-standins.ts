import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ManagedProcess } from './managed-process';
import { httpGet, waitUntil } from './wait';

export interface ProviderStandInsOptions {
  stateDir: string;
  repoDir: string;
  ports: { stripe: number; zapsign: number };
  /** The platform's public address: where the stand-ins send their webhooks. */
  platformUrl: string;
}

type Secrets = {
  STRIPE_SECRET_KEY: string;
  STRIPE_WEBHOOK_SECRET: string;
  ZAPSIGN_API_TOKEN: string;
  ZAPSIGN_WEBHOOK_SECRET: string;
};

/**
 * The Stripe and ZapSign stand-ins as one shared process, and the settings that point every
 * platform process at them (the same ones that point a deployment at the real providers). Its
 * secrets are made at the first start and kept in the state dir (mode 600): processes started
 * later, by a release, must share them.
 */
export class ProviderStandIns {
  constructor(private readonly options: ProviderStandInsOptions) {}

  /** The process (its pid file and log); its environment, secrets included, only to start it. */
  private process(env?: NodeJS.ProcessEnv): ManagedProcess {
    return new ManagedProcess({
      name: 'provider-standins',
      stateDir: this.options.stateDir,
      command: process.execPath,
      args: [join(this.options.repoDir, 'libs/topology/dist/provider-standins-main.js')],
      cwd: this.options.repoDir,
      env,
    });
  }

  private get secretsFile(): string {
    return join(this.options.stateDir, 'provider-secrets.json');
  }

  private secrets(): Secrets {
    if (existsSync(this.secretsFile)) return JSON.parse(readFileSync(this.secretsFile, 'utf8')) as Secrets;
    const secret = () => randomBytes(24).toString('hex');
    const made: Secrets = {
      STRIPE_SECRET_KEY: `sk_test_${secret()}`,
      STRIPE_WEBHOOK_SECRET: `whsec_${secret()}`,
      ZAPSIGN_API_TOKEN: secret(),
      ZAPSIGN_WEBHOOK_SECRET: secret(),
    };
    writeFileSync(this.secretsFile, JSON.stringify(made), { mode: 0o600 });
    return made;
  }

  private processEnv(): NodeJS.ProcessEnv {
    const { ports, platformUrl, stateDir } = this.options;
    return {
      PATH: process.env.PATH,
      ...this.secrets(),
      STRIPE_PORT: String(ports.stripe),
      ZAPSIGN_PORT: String(ports.zapsign),
      STRIPE_WEBHOOK_URL: new URL('/api/webhooks/stripe', platformUrl).toString(),
      ZAPSIGN_WEBHOOK_URL: new URL('/api/webhooks/contracts', platformUrl).toString(),
      STRIPE_STANDIN_STATE_FILE: join(stateDir, 'stripe-standin.json'),
    };
  }

  /**
   * What a platform process needs to use them as it would use Stripe and ZapSign; nothing before
   * their first start made the secrets (a `status` or `down` of a topology never started).
   */
  platformEnv(): NodeJS.ProcessEnv {
    if (!existsSync(this.secretsFile)) return {};
    const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, ZAPSIGN_API_TOKEN, ZAPSIGN_WEBHOOK_SECRET } = this.secrets();
    return {
      STRIPE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET,
      STRIPE_API_URL: `http://127.0.0.1:${this.options.ports.stripe}`,
      ZAPSIGN_API_TOKEN,
      ZAPSIGN_WEBHOOK_SECRET,
      ZAPSIGN_API_URL: `http://127.0.0.1:${this.options.ports.zapsign}`,
    };
  }

  async start(timeoutMs = 30000): Promise<void> {
    const started = this.process(this.processEnv());
    started.start();
    const { stripe, zapsign } = this.options.ports;
    await waitUntil(
      async () =>
        (await httpGet(stripe, '/')).status > 0 && (await httpGet(zapsign, '/')).status > 0 ? true : undefined,
      timeoutMs,
      () => `stand-ins de Stripe e ZapSign em :${stripe} e :${zapsign}:\n${started.tail(10)}`,
    );
  }

  isRunning(): boolean {
    return this.process().isRunning();
  }

  stop(): Promise<void> {
    return this.process().stop();
  }
}
