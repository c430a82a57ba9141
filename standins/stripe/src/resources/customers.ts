import type { StandInContext } from '../context';
import { applyMetadata, optionalString, stringList, type Params } from '../form';
import { newId, nowSeconds } from '../ids';
import { answer } from '../present';
import { listRoute, retrieveRoute } from '../resource-routes';
import type { ApiRoute } from '../route';
import type { Customer } from '../types';

/** Also used by Checkout when a session has no customer yet, as Stripe creates one on payment. */
export function createCustomer(context: StandInContext, params: Params): Customer {
  const id = newId('customer');
  const customer: Customer = {
    id,
    object: 'customer',
    balance: 0,
    created: nowSeconds(),
    currency: null,
    default_source: null,
    delinquent: false,
    description: optionalString(params, 'description') ?? null,
    email: optionalString(params, 'email') || null,
    invoice_prefix: id.slice(4, 12).toUpperCase(),
    invoice_settings: { default_payment_method: null },
    livemode: false,
    metadata: applyMetadata({}, params),
    name: optionalString(params, 'name') || null,
    phone: optionalString(params, 'phone') || null,
    preferred_locales: stringList(params, 'preferred_locales'),
    shipping: null,
  };
  context.store.state.customers.push(customer);
  context.publish('customer.created', customer);
  return customer;
}

const UPDATABLE = ['email', 'name', 'description', 'phone'] as const;

function updateCustomer(context: StandInContext, customer: Customer, params: Params): Customer {
  const previous: Record<string, unknown> = {};
  for (const field of UPDATABLE) {
    const value = optionalString(params, field);
    if (value === undefined || (value || null) === customer[field]) continue;
    previous[field] = customer[field];
    customer[field] = value || null;
  }
  const metadata = applyMetadata(customer.metadata, params);
  if (JSON.stringify(metadata) !== JSON.stringify(customer.metadata)) {
    previous.metadata = customer.metadata;
    customer.metadata = metadata;
  }
  if (params.preferred_locales !== undefined) customer.preferred_locales = stringList(params, 'preferred_locales');
  if (Object.keys(previous).length > 0) context.publish('customer.updated', customer, previous);
  return customer;
}

export const customerRoutes: ApiRoute[] = [
  {
    method: 'POST',
    path: '/v1/customers',
    handle: (call) => answer(createCustomer(call.context, call.params), call),
  },
  listRoute('/v1/customers', (call) => {
    // Stripe's e-mail filter is exact and case-sensitive: store e-mails the way they will be searched.
    const email = optionalString(call.params, 'email');
    return call.context.store.state.customers.filter((customer) => !email || customer.email === email);
  }),
  retrieveRoute('/v1/customers/:id', 'customer'),
  {
    method: 'POST',
    path: '/v1/customers/:id',
    handle: (call) =>
      answer(updateCustomer(call.context, call.context.store.customer(call.path.id!), call.params), call),
  },
];
