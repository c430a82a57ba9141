import { nextPeriod } from './billing-cycle';
import type { StandInContext } from './context';
import { nowSeconds } from './ids';
import { createInvoice, markInvoicePaid } from './resources/invoices';
import { endSubscription, setPeriod } from './resources/subscriptions';
import type { Subscription } from './types';

/*
 * What Stripe's clock would do to a subscription, on demand: the stand-in has no clock of its
 * own. A new period starts where the last one ended; created and event times stay real.
 */

function renewable(context: StandInContext, subscriptionId: string): Subscription {
  const subscription = context.store.subscription(subscriptionId);
  if (subscription.status === 'canceled') throw new Error(`A assinatura ${subscriptionId} está cancelada.`);
  return subscription;
}

const openInvoice = (context: StandInContext, subscription: Subscription) => {
  const latest = subscription.latest_invoice ? context.store.invoice(subscription.latest_invoice) : undefined;
  return latest?.status === 'open' ? latest : undefined;
};

function startNextPeriod(subscription: Subscription): Record<string, unknown> {
  const previous = {
    current_period_start: subscription.current_period_start,
    current_period_end: subscription.current_period_end,
    latest_invoice: subscription.latest_invoice,
    status: subscription.status,
  };
  const recurring = subscription.items.data[0]!.price.recurring!;
  const period = nextPeriod(subscription.billing_cycle_anchor, recurring, subscription.current_period_end);
  setPeriod(subscription, period.start, period.end);
  return previous;
}

/**
 * The next charge succeeds. After a failed one (an open invoice) that invoice is paid on
 * retry and the subscription is active again; otherwise a new period starts with a paid
 * invoice; and a subscription set to cancel at period end ends instead.
 */
export function renewSubscription(context: StandInContext, subscriptionId: string): void {
  const subscription = renewable(context, subscriptionId);
  const unpaid = openInvoice(context, subscription);
  if (unpaid) {
    markInvoicePaid(unpaid);
    const previous = { status: subscription.status };
    subscription.status = 'active';
    context.publish('customer.subscription.updated', subscription, previous);
    context.publish('invoice.paid', unpaid);
    return;
  }
  if (subscription.cancel_at_period_end) {
    endSubscription(context, subscription, subscription.current_period_end);
    return;
  }
  const previous = startNextPeriod(subscription);
  subscription.status = 'active';
  const invoice = createInvoice(context, subscription, 'subscription_cycle', true);
  subscription.latest_invoice = invoice.id;
  context.publish('customer.subscription.updated', subscription, previous);
  context.publish('invoice.paid', invoice);
}

/**
 * The next charge is declined: a new period starts with an open invoice and the subscription
 * is past_due (or, already past_due, the open invoice's retry fails again).
 */
export function failNextPayment(context: StandInContext, subscriptionId: string): void {
  const subscription = renewable(context, subscriptionId);
  const unpaid = openInvoice(context, subscription);
  if (unpaid) {
    unpaid.attempt_count += 1;
    unpaid.next_payment_attempt = nowSeconds() + 3 * 86_400;
    context.publish('invoice.payment_failed', unpaid);
    return;
  }
  if (subscription.cancel_at_period_end) {
    throw new Error(`A assinatura ${subscriptionId} termina no fim do período: não há próxima cobrança.`);
  }
  const previous = startNextPeriod(subscription);
  subscription.status = 'past_due';
  const invoice = createInvoice(context, subscription, 'subscription_cycle', false);
  subscription.latest_invoice = invoice.id;
  context.publish('invoice.payment_failed', invoice);
  context.publish('customer.subscription.updated', subscription, previous);
}
