/**
 * One process serving the Stripe and ZapSign stand-ins to every platform process of a topology
 * (as the real providers serve every pod): a stand-in inside each process would know only the
 * checkouts and contracts made there. Started by ProviderStandIns with its settings in the env.
 */
type StandIn = { start(port: number, host: string): Promise<unknown>; stop(): Promise<void> | void };

// Variables, so TypeScript neither resolves nor rewrites them: the stand-ins load only here.
const STRIPE: string = '@sampleteca/standin-stripe';
const ZAPSIGN: string = '@sampleteca/standin-zapsign';

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} não definida`);
  return value;
};

const log = (message: string) => process.stdout.write(`${message}\n`);

async function main(): Promise<void> {
  const { StripeStandIn } = (await import(STRIPE)) as { StripeStandIn: new (options: object) => StandIn };
  const { ZapSignStandIn } = (await import(ZAPSIGN)) as { ZapSignStandIn: new (options: object) => StandIn };

  const stripe = new StripeStandIn({
    secretKey: env('STRIPE_SECRET_KEY'),
    webhookSecret: env('STRIPE_WEBHOOK_SECRET'),
    webhookUrl: env('STRIPE_WEBHOOK_URL'),
    stateFile: env('STRIPE_STANDIN_STATE_FILE'),
    log,
  });
  const zapsign = new ZapSignStandIn({
    apiToken: env('ZAPSIGN_API_TOKEN'),
    webhookSecret: env('ZAPSIGN_WEBHOOK_SECRET'),
    webhookUrl: env('ZAPSIGN_WEBHOOK_URL'),
    log,
  });
  await stripe.start(Number(env('STRIPE_PORT')), '127.0.0.1');
  await zapsign.start(Number(env('ZAPSIGN_PORT')), '127.0.0.1');
  log(`Stripe em :${env('STRIPE_PORT')}, ZapSign em :${env('ZAPSIGN_PORT')}`);

  process.once('SIGTERM', () => {
    void Promise.all([stripe.stop(), zapsign.stop()]).finally(() => process.exit(0));
  });
}

void main().catch((error: Error) => {
  process.stderr.write(`${error.stack ?? error.message}\n`);
  process.exit(1);
});
