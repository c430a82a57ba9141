import type { StandInContext } from '../context';
import { optionalString } from '../form';
import { newId, nowSeconds } from '../ids';
import { listRoute, retrieveRoute } from '../resource-routes';
import type { ApiRoute } from '../route';
import type { Invoice, Subscription } from '../types';

const RETRY_AFTER_FAILURE = 3 * 86_400;

/**
 * The invoice for a subscription's current period. A paid one is what a successful charge
 * leaves; an open one (attempted once, retry planned) is what a declined renewal leaves.
 */
export function createInvoice(
  context: StandInContext,
  subscription: Subscription,
  reason: Invoice['billing_reason'],
  paid: boolean,
): Invoice {
  const customer = context.store.customer(subscription.customer);
  const now = nowSeconds();
  const item = subscription.items.data[0]!;
  const product = context.store.product(item.price.product);
  const trialing = subscription.status === 'trialing';
  const amount = trialing ? 0 : item.price.unit_amount * item.quantity;
  const sequence = context.store.state.invoices.filter((invoice) => invoice.customer === customer.id).length + 1;
  const id = newId('invoice');
  const invoice: Invoice = {
    id,
    object: 'invoice',
    amount_due: amount,
    amount_paid: paid ? amount : 0,
    amount_remaining: paid ? 0 : amount,
    attempt_count: 1,
    attempted: true,
    billing_reason: reason,
    collection_method: 'charge_automatically',
    created: now,
    currency: item.price.currency,
    customer: customer.id,
    customer_email: customer.email,
    customer_name: customer.name,
    lines: {
      object: 'list',
      data: [
        {
          id: newId('invoiceLine'),
          object: 'line_item',
          amount,
          currency: item.price.currency,
          description: `${item.quantity} × ${product.name}${trialing ? ' (período de teste)' : ''}`,
          period: { start: subscription.current_period_start, end: subscription.current_period_end },
          pricing: { price_details: { price: item.price.id, product: product.id }, type: 'price_details' },
          quantity: item.quantity,
        },
      ],
      has_more: false,
      url: `/v1/invoices/${id}/lines`,
    },
    livemode: false,
    metadata: {},
    next_payment_attempt: paid ? null : now + RETRY_AFTER_FAILURE,
    number: `${customer.invoice_prefix}-${String(sequence).padStart(4, '0')}`,
    parent: {
      type: 'subscription_details',
      subscription_details: { metadata: { ...subscription.metadata }, subscription: subscription.id },
      quote_details: null,
    },
    period_end: subscription.current_period_end,
    period_start: subscription.current_period_start,
    status: paid ? 'paid' : 'open',
    status_transitions: { finalized_at: now, paid_at: paid ? now : null },
    subtotal: amount,
    total: amount,
  };
  context.store.state.invoices.push(invoice);
  return invoice;
}

/** A failed invoice paid on a later attempt. */
export function markInvoicePaid(invoice: Invoice): void {
  const now = nowSeconds();
  invoice.status = 'paid';
  invoice.amount_paid = invoice.amount_due;
  invoice.amount_remaining = 0;
  invoice.attempt_count += 1;
  invoice.next_payment_attempt = null;
  invoice.status_transitions.paid_at = now;
}

export const invoiceRoutes: ApiRoute[] = [
  listRoute('/v1/invoices', (call) => {
    const customer = optionalString(call.params, 'customer');
    const subscription = optionalString(call.params, 'subscription');
    const status = optionalString(call.params, 'status');
    return call.context.store.state.invoices.filter(
      (invoice) =>
        (!customer || invoice.customer === customer) &&
        (!subscription || invoice.parent.subscription_details.subscription === subscription) &&
        (!status || invoice.status === status),
    );
  }),
  retrieveRoute('/v1/invoices/:id', 'invoice'),
];
