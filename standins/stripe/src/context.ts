import { newId, nowSeconds } from './ids';
import { present } from './present';
import type { Store } from './store';
import type { StripeEvent } from './types';

/** The API version the stand-in speaks: the one stripe 23.1 sends as Stripe-Version. */
export const API_VERSION = '2026-10-28.endive';

export type RequestInfo = { id: string | null; idempotency_key: string | null };

/** What every route, page and helper works with. */
export class StandInContext {
  constructor(
    readonly store: Store,
    private readonly baseUrl: () => string,
    private readonly deliver: (event: StripeEvent) => void,
  ) {}

  get url(): string {
    return this.baseUrl();
  }

  /**
   * Records an event and hands it to the webhook sender. The object is copied now, as Stripe
   * snapshots it when the event happens; later changes do not reach a queued delivery.
   */
  publish(
    type: string,
    object: unknown,
    previousAttributes?: Record<string, unknown>,
    request: RequestInfo = { id: null, idempotency_key: null },
  ): StripeEvent {
    const event: StripeEvent = {
      id: newId('event'),
      object: 'event',
      api_version: API_VERSION,
      created: nowSeconds(),
      data: {
        object: structuredClone(present(object)),
        ...(previousAttributes ? { previous_attributes: previousAttributes } : {}),
      },
      livemode: false,
      pending_webhooks: 1,
      request,
      type,
    };
    this.store.state.events.push(event);
    this.deliver(event);
    return event;
  }
}
