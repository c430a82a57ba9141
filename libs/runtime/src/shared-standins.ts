import { randomBytes } from 'node:crypto';
import type { Config } from '@sampleteca/config';

type StandIn = { stop(): Promise<void> | void };
export type SharedStandIns = { env: NodeJS.ProcessEnv; stop: () => Promise<void> };

// Variables, so TypeScript neither resolves nor rewrites them: the stand-ins (not in a production
// image) load only when a development platform needs them.
const STRIPE: string = '@sampleteca/standin-stripe';
const ZAPSIGN: string = '@sampleteca/standin-zapsign';
const OAUTH: string = '@sampleteca/standin-oauth';

const secret = () => randomBytes(24).toString('hex');
const log = (message: string) => process.stderr.write(`${message}\n`);

/**
 * The provider stand-ins several platform processes must share, started once here: each keeps
 * its state in memory (Stripe's checkouts, ZapSign's documents, the OAuth codes it issued), so a
 * stand-in per process would not know what another process made, and a webhook signed by one would
 * reach a process holding another secret. `env` points every process at them with the settings
 * that point a deployment at the real providers. Nothing starts in production or where the
 * provider's credentials are set.
 */
export async function startSharedStandIns(config: Config): Promise<SharedStandIns> {
  const env: NodeJS.ProcessEnv = {};
  const running: StandIn[] = [];
  if (config.isProduction) return { env, stop: async () => undefined };
  const webhook = (path: string) => new URL(path, config.PUBLIC_URL).toString();

  if (!config.STRIPE_SECRET_KEY) {
    const { StripeStandIn } = (await import(STRIPE)) as typeof import('@sampleteca/standin-stripe');
    const keys = { secretKey: `sk_test_${secret()}`, webhookSecret: `whsec_${secret()}` };
    const stripe = new StripeStandIn({
      ...keys,
      webhookUrl: webhook('/api/webhooks/stripe'),
      stateFile: config.STRIPE_STANDIN_STATE_FILE,
      log,
    });
    await stripe.start(0, '127.0.0.1');
    running.push(stripe);
    Object.assign(env, {
      STRIPE_SECRET_KEY: keys.secretKey,
      STRIPE_WEBHOOK_SECRET: keys.webhookSecret,
      STRIPE_API_URL: stripe.url,
    });
  }
  if (!config.ZAPSIGN_API_TOKEN) {
    const { ZapSignStandIn } = (await import(ZAPSIGN)) as typeof import('@sampleteca/standin-zapsign');
    const keys = { apiToken: secret(), webhookSecret: secret() };
    const zapsign = new ZapSignStandIn({
      ...keys,
      webhookUrl: webhook('/api/webhooks/contracts'),
      templateIds: [config.ZAPSIGN_TEMPLATE_ID],
      log,
    });
    Object.assign(env, {
      ZAPSIGN_API_TOKEN: keys.apiToken,
      ZAPSIGN_WEBHOOK_SECRET: keys.webhookSecret,
      ZAPSIGN_API_URL: await zapsign.start(0, '127.0.0.1'),
    });
    running.push(zapsign);
  }
  if (config.OAUTH_STANDIN && !config.OAUTH_STANDIN_URL) {
    const { OAuthStandIn } = (await import(OAUTH)) as typeof import('@sampleteca/standin-oauth');
    const oauth = new OAuthStandIn();
    await oauth.start();
    running.push(oauth);
    env.OAUTH_STANDIN_URL = oauth.issuerUrl;
  }
  return { env, stop: async () => void (await Promise.all(running.map((standIn) => standIn.stop()))) };
}
