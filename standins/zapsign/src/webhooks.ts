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

type Delivery = { eventType: string; payload: string };

/**
 * Delivers webhook bodies to the configured URL: a JSON POST with the secret header, retried
 * with backoff on a non-2xx answer or a network error (ZapSign lets an account turn retries
 * on). First attempts go out in the order events happened; a retry waits on its own timer and
 * never holds the next event back.
 */
export class WebhookSender {
  /** Off: deliveries are dropped, as with an account whose webhook was removed (tests of polling). */
  enabled = true;
  private queue: Promise<void> = Promise.resolve();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly controllers = new Set<AbortController>();
  private pending = 0;
  private idleWaiters: (() => void)[] = [];
  private stopped = false;
  private last?: Delivery;

  constructor(private readonly options: WebhookSenderOptions) {}

  send(body: ZapSignWebhook): void {
    if (!this.enabled || !this.options.url) return;
    this.enqueue({ eventType: body.event_type, payload: JSON.stringify(body) });
  }

  /** Sends the last body again, byte for byte, as ZapSign may deliver an event twice. */
  redeliverLast(): Promise<void> {
    if (!this.last) return Promise.reject(new Error('nenhum webhook enviado ainda para reenviar'));
    this.enqueue(this.last);
    return this.settled();
  }

  /** Resolves once every body sent so far is delivered or given up on. */
  settled(): Promise<void> {
    if (this.pending === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  stop(): void {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    for (const controller of this.controllers) controller.abort();
    this.pending = 0;
    this.release();
  }

  private enqueue(delivery: Delivery): void {
    if (this.stopped) return;
    this.last = delivery;
    this.pending++;
    this.queue = this.queue.then(() => this.attempt(delivery, 0));
  }

  private async attempt(delivery: Delivery, attempt: number): Promise<void> {
    if (this.stopped) return;
    const failure = await this.post(delivery.payload);
    if (this.stopped) return;
    if (!failure) return this.done();
    const delay = this.options.retryDelaysMs[attempt];
    if (delay === undefined) {
      this.options.log?.(`webhook ${delivery.eventType} abandonado após ${attempt + 1} tentativas: ${failure}`);
      return this.done();
    }
    this.options.log?.(`webhook ${delivery.eventType} falhou (${failure}); nova tentativa em ${delay} ms`);
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.attempt(delivery, attempt + 1);
    }, delay);
    this.timers.add(timer);
  }

  /** Undefined when delivered; otherwise why not. */
  private async post(payload: string): Promise<string | undefined> {
    const controller = new AbortController();
    this.controllers.add(controller);
    const timeout = setTimeout(() => controller.abort(), this.options.timeoutMs ?? 10_000);
    try {
      const response = await fetch(this.options.url!, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'ZapSign-local (Sampleteca stand-in)',
          ...(this.options.secret ? { [WEBHOOK_SECRET_HEADER]: this.options.secret } : {}),
        },
        body: payload,
        signal: controller.signal,
      });
      await response.arrayBuffer().catch(() => undefined);
      return response.ok ? undefined : `HTTP ${response.status}`;
    } catch (error) {
      return (error as Error).message;
    } finally {
      clearTimeout(timeout);
      this.controllers.delete(controller);
    }
  }

  private done(): void {
    this.pending = Math.max(0, this.pending - 1);
    if (this.pending === 0) this.release();
  }

  private release(): void {
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const resolve of waiters) resolve();
  }
}
