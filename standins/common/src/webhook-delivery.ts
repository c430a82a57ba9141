/** 1 s, 2 s, 4 s, 8 s, 16 s between attempts: six in all. */
export const DEFAULT_WEBHOOK_RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 16000];

export type WebhookDeliveryOptions = {
  url: string;
  /** Waits before each retry after a failed attempt; its length is the number of retries. */
  retryDelaysMs: number[];
  timeoutMs?: number;
  log?: (message: string) => void;
  /** The headers of one attempt: a provider signs afresh each time, or sends a shared secret. */
  headers: (payload: string) => Record<string, string>;
};

/** One body to deliver; `label` names it in the log ('checkout.session.completed (evt_…)'). */
export type Delivery = { label: string; payload: string };

/**
 * Delivers webhook bodies the way providers do: a POST, retried with backoff on a non-2xx
 * answer or a network error. First attempts go out in the order events happened; a retry
 * waits on its own timer and never holds the next event back.
 */
export class WebhookDelivery {
  private queue: Promise<void> = Promise.resolve();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly controllers = new Set<AbortController>();
  private pending = 0;
  private idleWaiters: (() => void)[] = [];
  private stopped = false;

  constructor(private readonly options: WebhookDeliveryOptions) {}

  deliver(delivery: Delivery): void {
    if (this.stopped) return;
    this.pending++;
    this.queue = this.queue.then(() => this.attempt(delivery, 0));
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

  private async attempt(delivery: Delivery, attempt: number): Promise<void> {
    if (this.stopped) return;
    const failure = await this.post(delivery.payload);
    if (this.stopped) return;
    if (!failure) return this.done();
    const delay = this.options.retryDelaysMs[attempt];
    if (delay === undefined) {
      this.options.log?.(`webhook ${delivery.label} abandonado após ${attempt + 1} tentativas: ${failure}`);
      return this.done();
    }
    this.options.log?.(`webhook ${delivery.label} falhou (${failure}); nova tentativa em ${delay} ms`);
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
      const response = await fetch(this.options.url, {
        method: 'POST',
        headers: this.options.headers(payload),
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
