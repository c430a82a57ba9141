import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import Stripe from 'stripe';
import { CONFIG, type Config } from '@sampleteca/config';
import type { StripeStandIn, StripeStandInOptions } from '@sampleteca/standin-stripe';

const STANDIN_SECRET_KEY = 'sk_test_sampleteca_standin';
// A variable, so TypeScript neither resolves nor rewrites it: the stand-in (standins/stripe, not
// in a production image) is loaded only when it runs.
const STANDIN_PACKAGE: string = '@sampleteca/standin-stripe';
type StandInModule = { StripeStandIn: new (options: StripeStandInOptions) => StripeStandIn };

/** The SDK's host options for an API address other than Stripe's own; none for Stripe's. */
function apiAddress(url: string): Stripe.StripeConfig {
  if (!url) return {};
  const address = new URL(url);
  const protocol = address.protocol === 'http:' ? 'http' : 'https';
  return { host: address.hostname, port: Number(address.port || (protocol === 'http' ? 80 : 443)), protocol };
}

/**
 * The Stripe SDK every billing call goes through. With STRIPE_SECRET_KEY it talks to Stripe;
 * without it (outside production) to the local stand-in, which speaks the same API and sends
 * signed webhooks back, so this code path is the one tested.
 */
@Injectable()
export class StripeClient implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Stripe');
  private standIn: StripeStandIn | undefined;
  private client: Stripe | undefined;
  private secret = '';

  constructor(@Inject(CONFIG) private readonly config: Config) {}

  async onModuleInit(): Promise<void> {
    if (this.config.STRIPE_SECRET_KEY) {
      this.client = new Stripe(this.config.STRIPE_SECRET_KEY, apiAddress(this.config.STRIPE_API_URL));
      this.secret = this.config.STRIPE_WEBHOOK_SECRET;
      return;
    }
    if (this.config.isProduction)
      throw new Error('STRIPE_SECRET_KEY: obrigatório em produção onde o serviço billing roda');
    this.secret = `whsec_${randomBytes(24).toString('hex')}`;
    const { StripeStandIn: StandIn } = (await import(STANDIN_PACKAGE)) as StandInModule;
    this.standIn = new StandIn({
      webhookUrl: new URL('/api/webhooks/stripe', this.config.PUBLIC_URL).toString(),
      webhookSecret: this.secret,
      secretKey: STANDIN_SECRET_KEY,
      stateFile: this.config.STRIPE_STANDIN_STATE_FILE,
      log: (message: string) => this.logger.warn(message),
    });
    await this.standIn.start(0, '127.0.0.1');
    this.client = new Stripe(STANDIN_SECRET_KEY, apiAddress(this.standIn.url));
    this.logger.log(
      `STRIPE_SECRET_KEY vazio: pagamentos pelo servidor local compatível com a Stripe (${this.standIn.url})`,
    );
  }

  get api(): Stripe {
    if (!this.client) throw new Error('cliente Stripe ainda não iniciado');
    return this.client;
  }

  /** The signing secret webhooks are verified with. */
  get webhookSecret(): string {
    return this.secret;
  }

  /** The stand-in itself, when it runs (tests move its subscriptions along). */
  get localStandIn(): StripeStandIn | undefined {
    return this.standIn;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.standIn?.stop();
  }
}
