import type { StandInContext } from '../context';
import { invalidParameter, invalidRequest, parameterMissing } from '../errors';
import {
  applyMetadata,
  optionalInteger,
  optionalObject,
  optionalString,
  requiredString,
  stringList,
  type FormValue,
  type Params,
} from '../form';
import { newId, nowSeconds } from '../ids';
import { answer } from '../present';
import { listRoute } from '../resource-routes';
import type { ApiCall, ApiRoute } from '../route';
import type { CheckoutSession } from '../types';

const DAY = 86_400;

function lineItems(context: StandInContext, value: FormValue | undefined): CheckoutSession['line_items'] {
  if (value === undefined || value === '') throw parameterMissing('line_items');
  if (!Array.isArray(value)) throw invalidParameter('line_items', 'Invalid array: line_items must be a list.');
  const items = value.map((raw, index) => {
    const param = `line_items[${index}]`;
    if (typeof raw !== 'object' || Array.isArray(raw)) throw invalidParameter(param, `Invalid object: ${param}`);
    const price = context.store.price(requiredStringAt(raw, 'price', param), `${param}[price]`);
    if (!price.active) throw invalidParameter(`${param}[price]`, `The price specified is inactive: ${price.id}.`);
    const quantity = optionalInteger(raw, 'quantity', 1);
    if (quantity === undefined) throw parameterMissing(`${param}[quantity]`);
    return { price, quantity };
  });
  if (!items.some((item) => item.price.type === 'recurring')) {
    throw invalidRequest('You must provide at least one recurring price in `subscription` mode when using prices.');
  }
  if (new Set(items.map((item) => item.price.currency)).size > 1) {
    throw invalidRequest('All prices on a Checkout Session must have the same currency.');
  }
  return items.map((item) => ({ price: item.price.id, quantity: item.quantity }));
}

function requiredStringAt(params: Params, name: string, parent: string): string {
  const value = optionalString(params, name);
  if (!value) throw parameterMissing(`${parent}[${name}]`);
  return value;
}

function createSession(context: StandInContext, params: Params): CheckoutSession {
  const mode = requiredString(params, 'mode');
  if (mode !== 'subscription') {
    throw invalidParameter('mode', 'The Sampleteca Stripe stand-in only implements mode=subscription.');
  }
  const customer = optionalString(params, 'customer');
  const customerEmail = optionalString(params, 'customer_email');
  if (customer && customerEmail) {
    throw invalidRequest('You may only specify one of these parameters: customer, customer_email.');
  }
  if (customer) context.store.customer(customer, 'customer');
  const items = lineItems(context, params.line_items);
  const successUrl = requiredString(params, 'success_url');
  const clientReference = optionalString(params, 'client_reference_id');
  if (clientReference && clientReference.length > 200) {
    throw invalidParameter('client_reference_id', 'client_reference_id must be at most 200 characters.');
  }
  const subscriptionData = optionalObject(params, 'subscription_data') ?? {};
  const amount = items.reduce((sum, item) => sum + context.store.price(item.price).unit_amount * item.quantity, 0);
  const now = nowSeconds();
  const expiresAt = optionalInteger(params, 'expires_at') ?? now + DAY;
  if (expiresAt < now + 30 * 60 || expiresAt > now + DAY) {
    throw invalidParameter('expires_at', 'expires_at must be between 30 minutes and 24 hours from now.');
  }
  const id = newId('checkoutSession');
  const session: CheckoutSession = {
    id,
    object: 'checkout.session',
    amount_subtotal: amount,
    amount_total: amount,
    cancel_url: optionalString(params, 'cancel_url') ?? null,
    client_reference_id: clientReference ?? null,
    created: now,
    currency: context.store.price(items[0]!.price).currency,
    customer: customer ?? null,
    customer_details: null,
    customer_email: customerEmail ?? null,
    expires_at: expiresAt,
    invoice: null,
    livemode: false,
    locale: optionalString(params, 'locale') ?? null,
    metadata: applyMetadata({}, params),
    mode: 'subscription',
    payment_intent: null,
    payment_method_types: stringList(params, 'payment_method_types').length
      ? stringList(params, 'payment_method_types')
      : ['card'],
    payment_status: 'unpaid',
    status: 'open',
    subscription: null,
    // Kept as given, `{CHECKOUT_SESSION_ID}` included: Stripe fills it in when it redirects.
    success_url: successUrl,
    ui_mode: 'hosted_page',
    url: `${context.url}/c/pay/${id}`,
    line_items: items,
    subscription_data: {
      metadata: applyMetadata({}, subscriptionData),
      trial_period_days: optionalInteger(subscriptionData, 'trial_period_days', 1) ?? null,
    },
  };
  context.store.state.checkoutSessions.push(session);
  return session;
}

/** Stripe expires open sessions at expires_at; here that is noticed whenever one is read. */
export function refreshExpiry(context: StandInContext, session: CheckoutSession): CheckoutSession {
  if (session.status === 'open' && session.expires_at <= nowSeconds()) expireSession(context, session);
  return session;
}

function expireSession(context: StandInContext, session: CheckoutSession): void {
  session.status = 'expired';
  session.url = null;
  context.publish('checkout.session.expired', session);
}

/** `expand[]=line_items` is answered from the session's own record of what it sells. */
function answerSession(session: CheckoutSession, call: ApiCall): unknown {
  const paths = stringList(call.params, 'expand');
  if (!paths.includes('line_items')) return answer(session, call);
  const rest = { ...call.params, expand: paths.filter((path) => path !== 'line_items') };
  const answered = answer(session, { ...call, params: rest }) as Record<string, unknown>;
  const data = session.line_items.map((item, index) => {
    const price = call.context.store.price(item.price);
    return {
      id: `li_${session.id.slice(-14)}${index}`,
      object: 'item',
      amount_subtotal: price.unit_amount * item.quantity,
      amount_total: price.unit_amount * item.quantity,
      currency: price.currency,
      description: call.context.store.product(price.product).name,
      price,
      quantity: item.quantity,
    };
  });
  answered.line_items = {
    object: 'list',
    data,
    has_more: false,
    url: `/v1/checkout/sessions/${session.id}/line_items`,
  };
  return answered;
}

const sessionFor = (call: ApiCall) => refreshExpiry(call.context, call.context.store.checkoutSession(call.path.id!));

export const checkoutSessionRoutes: ApiRoute[] = [
  {
    method: 'POST',
    path: '/v1/checkout/sessions',
    handle: (call) => answerSession(createSession(call.context, call.params), call),
  },
  listRoute('/v1/checkout/sessions', (call) => {
    const customer = optionalString(call.params, 'customer');
    const subscription = optionalString(call.params, 'subscription');
    const status = optionalString(call.params, 'status');
    return call.context.store.state.checkoutSessions
      .map((session) => refreshExpiry(call.context, session))
      .filter(
        (session) =>
          (!customer || session.customer === customer) &&
          (!subscription || session.subscription === subscription) &&
          (!status || session.status === status),
      );
  }),
  {
    method: 'GET',
    path: '/v1/checkout/sessions/:id',
    handle: (call) => answerSession(sessionFor(call), call),
  },
  {
    method: 'POST',
    path: '/v1/checkout/sessions/:id/expire',
    handle: (call) => {
      const session = sessionFor(call);
      if (session.status !== 'open') {
        throw invalidRequest('Only Checkout Sessions with a status in ["open"] can be expired.');
      }
      expireSession(call.context, session);
      return answerSession(session, call);
    },
  },
];
