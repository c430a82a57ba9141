import { WebhookDelivery, type Delivery } from '@sampleteca/standin-common';
import type { ZapSignWebhook } from './types';

/**
 * ZapSign does not sign its webhooks; an account adds custom headers to a webhook instead
 * ("Configurando headers para webhooks": `headers: [{ name, value }]` on
 * POST /api/v1/user/company/webhook/, or in Configurações > Integrações > Webhooks). Sampleteca
 * configures this one header with a shared secret; the stand-in sends it the same way.
 */
export const WEBHOOK_SECRET_HEADER = 'x-webhook-secret';

export type WebhookSenderOptions = {
  /** No URL: the account has no webhook, nothing is sent. */
  url?: string;
  secret?: string;
  /** Waits before each retry after a failed attempt; its length is the number of retries. */
  retryDelaysMs: number[];
  timeoutMs?: number;
  log?: (message: string) => void;
};

/**
 * Delivers webhook bodies to the configured URL: a JSON POST with the secret header, retried
 * with backoff on a non-2xx answer or a network error (ZapSign lets an account turn retries on).
 */
export class WebhookSender {
  /** Off: deliveries are dropped, as with an account whose webhook was removed (tests of polling). */
  enabled = true;
  private readonly delivery: WebhookDelivery | undefined;
  private last?: Delivery;

  constructor({ url, secret, ...options }: WebhookSenderOptions) {
    this.delivery =
      url === undefined
        ? undefined
        : new WebhookDelivery({
            ...options,
            url,
            headers: () => ({
              'content-type': 'application/json',
              'user-agent': 'ZapSign-local (Sampleteca stand-in)',
              ...(secret ? { [WEBHOOK_SECRET_HEADER]: secret } : {}),
            }),
          });
  }

  send(body: ZapSignWebhook): void {
    if (!this.enabled) return;
    this.deliver({ label: body.event_type, payload: JSON.stringify(body) });
  }

  /** Sends the last body again, byte for byte, as ZapSign may deliver an event twice. */
  redeliverLast(): Promise<void> {
    if (!this.last) return Promise.reject(new Error('nenhum webhook enviado ainda para reenviar'));
    this.deliver(this.last);
    return this.settled();
  }

  /** Resolves once every body sent so far is delivered or given up on. */
  settled(): Promise<void> {
    return this.delivery?.settled() ?? Promise.resolve();
  }

  stop(): void {
    this.delivery?.stop();
  }

  private deliver(delivery: Delivery): void {
    if (!this.delivery) return;
    this.last = delivery;
    this.delivery.deliver(delivery);
  }
}
