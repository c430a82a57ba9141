import { periodBoundary } from '../billing-cycle';
import type { StandInContext } from '../context';
import { invalidRequest } from '../errors';
import { applyMetadata, optionalBoolean, optionalString, type Params } from '../form';
import { newId, nowSeconds } from '../ids';
import { answer } from '../present';
import { listRoute, retrieveRoute } from '../resource-routes';
import type { ApiRoute } from '../route';
import type { Invoice, Metadata, Subscription } from '../types';
import { createInvoice } from './invoices';

export type NewSubscription = {
  customer: string;
  items: { price: string; quantity: number }[];
  metadata: Metadata;
  trialDays: number | null;
};

/** What a paid Checkout leaves: an active (or trialing) subscription and its first, paid invoice. */
export function startSubscription(
  context: StandInContext,
  input: NewSubscription,
): { subscription: Subscription; invoice: Invoice } {
  const now = nowSeconds();
  const id = newId('subscription');
  const prices = input.items.map((item) => context.store.price(item.price));
  const trialEnd = input.trialDays ? now + input.trialDays * 86_400 : null;
  const anchor = trialEnd ?? now;
  const end = trialEnd ?? periodBoundary(now, prices[0]!.recurring!, 1);
  const subscription: Subscription = {
    id,
    object: 'subscription',
    billing_cycle_anchor: anchor,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, reason: null },
    collection_method: 'charge_automatically',
    created: now,
    currency: prices[0]!.currency,
    current_period_start: now,
    current_period_end: end,
    customer: input.customer,
    description: null,
    ended_at: null,
    items: {
      object: 'list',
      data: input.items.map((item, index) => ({
        id: newId('subscriptionItem'),
        object: 'subscription_item',
        created: now,
        current_period_start: now,
        current_period_end: end,
        metadata: {},
        price: structuredClone(prices[index]!),
        quantity: item.quantity,
        subscription: id,
      })),
      has_more: false,
      total_count: input.items.length,
      url: `/v1/subscription_items?subscription=${id}`,
    },
    latest_invoice: null,
    livemode: false,
    metadata: { ...input.metadata },
    quantity: input.items[0]!.quantity,
    start_date: now,
    status: trialEnd ? 'trialing' : 'active',
    trial_end: trialEnd,
    trial_start: trialEnd ? now : null,
  };
  context.store.state.subscriptions.push(subscription);
  const invoice = createInvoice(context, subscription, 'subscription_create', true);
  subscription.latest_invoice = invoice.id;
  return { subscription, invoice };
}

/** Stripe keeps the period on the items in this API version; the subscription keeps a copy. */
export function setPeriod(subscription: Subscription, start: number, end: number): void {
  subscription.current_period_start = start;
  subscription.current_period_end = end;
  for (const item of subscription.items.data) {
    item.current_period_start = start;
    item.current_period_end = end;
  }
}

const cancellationFields = (subscription: Subscription) => ({
  cancel_at: subscription.cancel_at,
  cancel_at_period_end: subscription.cancel_at_period_end,
  canceled_at: subscription.canceled_at,
  cancellation_details: { ...subscription.cancellation_details },
});

/** POST /v1/subscriptions/:id; the billing portal's button goes through here too. */
export function updateSubscription(context: StandInContext, subscription: Subscription, params: Params): Subscription {
  const atPeriodEnd = optionalBoolean(params, 'cancel_at_period_end');
  const changesBeyondMetadata = atPeriodEnd !== undefined || params.items !== undefined;
  if (subscription.status === 'canceled' && changesBeyondMetadata) {
    throw invalidRequest('A canceled subscription can only update its cancellation_details and metadata.');
  }
  if (params.items !== undefined) {
    throw invalidRequest(
      'The Sampleteca Stripe stand-in does not change subscription items; cancel and subscribe again.',
    );
  }
  const previous: Record<string, unknown> = {};
  if (atPeriodEnd !== undefined && atPeriodEnd !== subscription.cancel_at_period_end) {
    Object.assign(previous, cancellationFields(subscription));
    subscription.cancel_at_period_end = atPeriodEnd;
    subscription.cancel_at = atPeriodEnd ? subscription.current_period_end : null;
    // Stripe records when the cancellation was asked for, long before it takes effect.
    subscription.canceled_at = atPeriodEnd ? nowSeconds() : null;
    subscription.cancellation_details = {
      ...subscription.cancellation_details,
      reason: atPeriodEnd ? 'cancellation_requested' : null,
    };
  }
  const metadata = applyMetadata(subscription.metadata, params);
  if (JSON.stringify(metadata) !== JSON.stringify(subscription.metadata)) {
    previous.metadata = subscription.metadata;
    subscription.metadata = metadata;
  }
  const description = optionalString(params, 'description');
  if (description !== undefined && (description || null) !== subscription.description) {
    previous.description = subscription.description;
    subscription.description = description || null;
  }
  if (Object.keys(previous).length > 0) context.publish('customer.subscription.updated', subscription, previous);
  return subscription;
}

/** DELETE /v1/subscriptions/:id, and a period reaching its end with cancel_at_period_end set. */
export function endSubscription(context: StandInContext, subscription: Subscription, endedAt = nowSeconds()): void {
  if (subscription.status === 'canceled') {
    throw invalidRequest(`The subscription ${subscription.id} has already been canceled.`);
  }
  subscription.status = 'canceled';
  subscription.ended_at = endedAt;
  subscription.canceled_at ??= nowSeconds();
  subscription.cancellation_details = { ...subscription.cancellation_details, reason: 'cancellation_requested' };
  context.publish('customer.subscription.deleted', subscription);
}

// Without `status`, Stripe lists every subscription that has not ended; `all` includes those.
const STATUS_FILTERS: Record<string, (subscription: Subscription) => boolean> = {
  all: () => true,
  ended: (subscription) => subscription.status === 'canceled',
};

export const subscriptionRoutes: ApiRoute[] = [
  listRoute('/v1/subscriptions', (call) => {
    const customer = optionalString(call.params, 'customer');
    const price = optionalString(call.params, 'price');
    const status = optionalString(call.params, 'status');
    const matchesStatus =
      (status ? STATUS_FILTERS[status] : undefined) ??
      ((subscription: Subscription) => (status ? subscription.status === status : subscription.status !== 'canceled'));
    return call.context.store.state.subscriptions.filter(
      (subscription) =>
        (!customer || subscription.customer === customer) &&
        (!price || subscription.items.data.some((item) => item.price.id === price)) &&
        matchesStatus(subscription),
    );
  }),
  retrieveRoute('/v1/subscriptions/:id', 'subscription'),
  {
    method: 'POST',
    path: '/v1/subscriptions/:id',
    handle: (call) => {
      const subscription = call.context.store.subscription(call.path.id!);
      return answer(updateSubscription(call.context, subscription, call.params), call);
    },
  },
  {
    method: 'DELETE',
    path: '/v1/subscriptions/:id',
    handle: (call) => {
      const subscription = call.context.store.subscription(call.path.id!);
      endSubscription(call.context, subscription);
      return answer(subscription, call);
    },
  },
];
