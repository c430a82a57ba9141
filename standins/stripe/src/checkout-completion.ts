import type { StandInContext } from './context';
import { createCustomer } from './resources/customers';
import { startSubscription } from './resources/subscriptions';
import type { CheckoutSession } from './types';

export type Payer = { email?: string; name: string };

/** Where Checkout sends the browser after paying: success_url with the session id filled in. */
export function successRedirect(session: CheckoutSession): string {
  return (session.success_url ?? '').replaceAll('{CHECKOUT_SESSION_ID}', session.id);
}

/**
 * A paid Checkout Session: the customer (created now if the session had none, as Stripe
 * does), the subscription and its paid invoice, the session complete; then the webhooks in
 * the order the billing service is written against.
 */
export function completeCheckout(context: StandInContext, session: CheckoutSession, payer: Payer): string {
  if (session.status !== 'open') throw new Error(`A sessão ${session.id} não está aberta (${session.status}).`);
  const customer = session.customer
    ? context.store.customer(session.customer)
    : createCustomer(context, { email: payer.email ?? session.customer_email ?? '', name: payer.name });
  const { subscription, invoice } = startSubscription(context, {
    customer: customer.id,
    items: session.line_items,
    metadata: session.subscription_data.metadata,
    trialDays: session.subscription_data.trial_period_days,
  });
  session.status = 'complete';
  session.payment_status = invoice.amount_paid > 0 ? 'paid' : 'no_payment_required';
  session.customer = customer.id;
  session.customer_details = { email: customer.email, name: payer.name || customer.name };
  session.subscription = subscription.id;
  session.invoice = invoice.id;
  session.url = null;
  context.publish('checkout.session.completed', session);
  context.publish('customer.subscription.created', subscription);
  context.publish('invoice.paid', invoice);
  return successRedirect(session);
}
