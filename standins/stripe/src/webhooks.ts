import { createHmac } from 'node:crypto';
import { WebhookDelivery } from '@sampleteca/standin-common';
import { nowSeconds } from './ids';
import type { StripeEvent } from './types';

/** Stripe's scheme: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the whole whsec_ secret>`. */
export function signatureHeader(payload: string, secret: string, timestamp = nowSeconds()): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

export type WebhookSenderOptions = {
  url: string;
  secret: string;
  /** Waits before each retry after a failed attempt; its length is the number of retries. */
  retryDelaysMs: number[];
  timeoutMs?: number;
  log?: (message: string) => void;
};

/**
 * Delivers events to the webhook endpoint the way Stripe does: a POST of the pretty-printed
 * event JSON (so a receiver that re-serialises before verifying fails here as it would in
 * production), signed afresh at each attempt, retried with backoff, the same event id every time.
 */
export class WebhookSender {
  private readonly delivery: WebhookDelivery;

  constructor({ secret, ...options }: WebhookSenderOptions) {
    this.delivery = new WebhookDelivery({
      ...options,
      headers: (payload) => ({
        'content-type': 'application/json; charset=utf-8',
        'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        'stripe-signature': signatureHeader(payload, secret),
      }),
    });
  }

  send(event: StripeEvent): void {
    this.delivery.deliver({ label: `${event.type} (${event.id})`, payload: JSON.stringify(event, null, 2) });
  }

  /** Resolves once every event sent so far is delivered or given up on. */
  settled(): Promise<void> {
    return this.delivery.settled();
  }

  stop(): void {
    this.delivery.stop();
  }
}
