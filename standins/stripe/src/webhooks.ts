import { createHmac } from 'node:crypto';
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
 * production), signed afresh at each attempt, retried with backoff on a non-2xx answer or a
 * network error, the same event id every time. First attempts go out in the order events
 * happened; a retry waits on its own timer and never holds the next event back.
 */
export class WebhookSender {
  private queue: Promise<void> = Promise.resolve();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly controllers = new Set<AbortController>();
  private pending = 0;
  private idleWaiters: (() => void)[] = [];
  private stopped = false;

  constructor(private readonly options: WebhookSenderOptions) {}

  send(event: StripeEvent): void {
    if (this.stopped) return;
    const payload = JSON.stringify(event, null, 2);
    this.pending++;
    this.queue = this.queue.then(() => this.attempt(event, payload, 0));
  }

  /** Resolves once every event sent so far is delivered or given up on. */
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

  private async attempt(event: StripeEvent, payload: string, attempt: number): Promise<void> {
    if (this.stopped) return;
    const failure = await this.post(payload);
    if (this.stopped) return;
    if (!failure) return this.done();
    const delay = this.options.retryDelaysMs[attempt];
    if (delay === undefined) {
      this.options.log?.(`webhook ${event.type} (${event.id}) abandonado após ${attempt + 1} tentativas: ${failure}`);
      return this.done();
    }
    this.options.log?.(`webhook ${event.type} (${event.id}) falhou (${failure}); nova tentativa em ${delay} ms`);
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.attempt(event, payload, attempt + 1);
    }, delay);
    this.timers.add(timer);
  }

  /** Undefined when delivered; otherwise why not. */
  private async post(payload: string): Promise<string | undefined> {
    const controller = new AbortController();
    this.controllers.add(controller);
    const timeout = setTimeout(() => controller.abort(), this.options.timeoutMs ?? 10_000);
    try {
      const response = await fetch(this.options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'stripe-signature': signatureHeader(payload, this.options.secret),
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
