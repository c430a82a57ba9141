import type { IncomingMessage, ServerResponse } from 'node:http';
import { DEFAULT_WEBHOOK_RETRY_DELAYS_MS, StandInServer } from '@sampleteca/standin-common';
import { ApiRouter } from './api-router';
import { completeCheckout } from './checkout-completion';
import { StandInContext } from './context';
import { unrecognizedUrl } from './errors';
import { BodyTooLarge, sendJson } from './http';
import { HostedPages } from './hosted-pages';
import { nowSeconds } from './ids';
import { billingPortalRoutes } from './resources/billing-portal';
import { checkoutSessionRoutes } from './resources/checkout-sessions';
import { customerRoutes } from './resources/customers';
import { eventRoutes } from './resources/events';
import { invoiceRoutes } from './resources/invoices';
import { productRoutes } from './resources/products';
import { subscriptionRoutes } from './resources/subscriptions';
import { seedPlans } from './seed';
import { Store } from './store';
import { failNextPayment, renewSubscription } from './subscription-cycle';
import { WebhookSender } from './webhooks';

export type StripeStandInOptions = {
  /** Where signed events are POSTed, e.g. http://127.0.0.1:3000/api/webhooks/stripe. */
  webhookUrl: string;
  /** The whsec_… secret the Stripe-Signature header is made with. */
  webhookSecret: string;
  /** The sk_test_… key the billing service uses; any other key gets Stripe's 401. */
  secretKey: string;
  /** JSON file keeping the state across restarts; in memory only when absent. */
  stateFile?: string;
  /** Seed the plans Free, Sound Basic and Sound Pro into an empty state (default true). */
  seed?: boolean;
  /** Waits before each webhook retry (default 1 s, 2 s, 4 s, 8 s, 16 s: six attempts in all). */
  webhookRetryDelaysMs?: number[];
  /** Where failed deliveries and unexpected errors are reported (default: nowhere). */
  log?: (message: string) => void;
};

/**
 * A local server speaking the part of Stripe's REST API the billing service uses, with
 * hosted Checkout and customer-portal pages and signed webhooks, so the billing service runs
 * its production code (the official SDK) offline and in tests.
 */
export class StripeStandIn extends StandInServer {
  private readonly store: Store;
  private readonly webhooks: WebhookSender;
  private readonly context: StandInContext;
  private readonly api: ApiRouter;
  private readonly pages: HostedPages;

  constructor(options: StripeStandInOptions) {
    super({ notStarted: 'O Stripe local ainda não foi iniciado (chame start()).', log: options.log });
    this.store = new Store(options.stateFile);
    if ((options.seed ?? true) && this.store.isEmpty) {
      seedPlans(this.store, nowSeconds());
      this.store.save();
    }
    this.webhooks = new WebhookSender({
      url: options.webhookUrl,
      secret: options.webhookSecret,
      retryDelaysMs: options.webhookRetryDelaysMs ?? DEFAULT_WEBHOOK_RETRY_DELAYS_MS,
      log: options.log,
    });
    this.context = new StandInContext(
      this.store,
      () => this.url,
      (event) => this.webhooks.send(event),
    );
    this.api = new ApiRouter(
      this.context,
      options.secretKey,
      [
        ...productRoutes,
        ...customerRoutes,
        ...checkoutSessionRoutes,
        ...subscriptionRoutes,
        ...invoiceRoutes,
        ...billingPortalRoutes,
        ...eventRoutes,
      ],
      options.log,
    );
    this.pages = new HostedPages(this.context);
  }

  /** Listens (port 0: any free port); `url` then gives the SDK its host and port. */
  async start(port = 0, host = '127.0.0.1'): Promise<void> {
    await this.listen(port, host);
    this.rebaseStoredUrls();
  }

  /** The next charge succeeds: a new period and invoice.paid (see subscription-cycle.ts). */
  async renewSubscription(subscriptionId: string): Promise<void> {
    renewSubscription(this.context, subscriptionId);
    this.store.save();
  }

  /** The next charge is declined: invoice.payment_failed and status past_due. */
  async failNextPayment(subscriptionId: string): Promise<void> {
    failNextPayment(this.context, subscriptionId);
    this.store.save();
  }

  /**
   * Pays an open Checkout Session as the hosted page does with an approved card, for tests
   * that are not about the page. Answers the success URL the browser would be sent to.
   */
  async completeCheckoutSession(sessionId: string, payer = { name: 'Cliente de Teste' }): Promise<string> {
    const session = this.store.checkoutSession(sessionId);
    const next = completeCheckout(this.context, session, payer);
    this.store.save();
    return next;
  }

  /** Resolves once every webhook sent so far has been delivered or given up on. */
  webhooksSettled(): Promise<void> {
    return this.webhooks.settled();
  }

  /** Stored page URLs name the port of the run that made them; after a restart it may differ. */
  private rebaseStoredUrls(): void {
    const { state } = this.store;
    for (const session of state.checkoutSessions) if (session.url) session.url = `${this.url}/c/pay/${session.id}`;
    for (const session of state.portalSessions) session.url = `${this.url}/p/session/${session.id}`;
    this.store.save();
  }

  protected async route(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    if (url.pathname.startsWith('/v1/')) return await this.api.handle(req, res, url);
    if (await this.pages.handle(req, res, url)) return;
    sendJson(res, 404, { error: unrecognizedUrl(req.method ?? 'GET', url.pathname).body });
  }

  protected stopSending(): void {
    this.webhooks.stop();
  }

  protected override answerKnownError(res: ServerResponse, error: unknown): boolean {
    if (!(error instanceof BodyTooLarge)) return false;
    sendJson(res, 413, { error: { type: 'invalid_request_error', message: error.message } });
    return true;
  }

  protected answerUnexpected(res: ServerResponse): void {
    sendJson(res, 500, { error: { type: 'api_error', message: 'An unknown error occurred' } });
  }
}
