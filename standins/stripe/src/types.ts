/**
 * The Stripe objects the stand-in keeps, in the JSON shape of API version 2026-10-28.endive
 * (the one stripe 23.1 pins). Only the fields the billing service can use are kept; they are
 * stored exactly as they are answered, so a response is the stored object plus expansions.
 */

export type Metadata = Record<string, string>;

export type Interval = 'day' | 'week' | 'month' | 'year';

export type Product = {
  id: string;
  object: 'product';
  active: boolean;
  created: number;
  updated: number;
  default_price: string | null;
  description: string | null;
  images: string[];
  livemode: false;
  marketing_features: { name: string }[];
  metadata: Metadata;
  name: string;
  type: 'service';
  url: string | null;
};

export type Price = {
  id: string;
  object: 'price';
  active: boolean;
  billing_scheme: 'per_unit';
  created: number;
  currency: string;
  livemode: false;
  lookup_key: string | null;
  metadata: Metadata;
  nickname: string | null;
  product: string;
  recurring: { interval: Interval; interval_count: number; usage_type: 'licensed'; meter: null } | null;
  tax_behavior: 'unspecified';
  type: 'recurring' | 'one_time';
  unit_amount: number;
  unit_amount_decimal: string;
};

export type Customer = {
  id: string;
  object: 'customer';
  balance: number;
  created: number;
  currency: string | null;
  default_source: null;
  delinquent: boolean;
  description: string | null;
  email: string | null;
  invoice_prefix: string;
  invoice_settings: { default_payment_method: string | null };
  livemode: false;
  metadata: Metadata;
  name: string | null;
  phone: string | null;
  preferred_locales: string[];
  shipping: null;
};

export type CheckoutSession = {
  id: string;
  object: 'checkout.session';
  amount_subtotal: number;
  amount_total: number;
  cancel_url: string | null;
  client_reference_id: string | null;
  created: number;
  currency: string;
  customer: string | null;
  customer_details: { email: string | null; name: string | null } | null;
  customer_email: string | null;
  expires_at: number;
  invoice: string | null;
  livemode: false;
  locale: string | null;
  metadata: Metadata;
  mode: 'subscription';
  payment_intent: null;
  payment_method_types: string[];
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  status: 'open' | 'complete' | 'expired';
  subscription: string | null;
  success_url: string | null;
  ui_mode: 'hosted_page';
  url: string | null;
  /** Not a Stripe field in responses: what the session sells, answered under expand[]=line_items. */
  line_items: { price: string; quantity: number }[];
  /** Not answered either: what Checkout copies onto the subscription it creates. */
  subscription_data: { metadata: Metadata; trial_period_days: number | null };
};

export type SubscriptionItem = {
  id: string;
  object: 'subscription_item';
  created: number;
  current_period_start: number;
  current_period_end: number;
  metadata: Metadata;
  price: Price;
  quantity: number;
  subscription: string;
};

export type SubscriptionStatus = 'active' | 'past_due' | 'trialing' | 'canceled' | 'incomplete' | 'unpaid';

export type Subscription = {
  id: string;
  object: 'subscription';
  billing_cycle_anchor: number;
  cancel_at: number | null;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  cancellation_details: { comment: string | null; feedback: string | null; reason: string | null };
  collection_method: 'charge_automatically';
  created: number;
  currency: string;
  /** Moved to the items in newer API versions; kept here too for older readers. */
  current_period_start: number;
  current_period_end: number;
  customer: string;
  description: string | null;
  ended_at: number | null;
  items: { object: 'list'; data: SubscriptionItem[]; has_more: false; total_count: number; url: string };
  latest_invoice: string | null;
  livemode: false;
  metadata: Metadata;
  /** Gone from newer API versions (it lives on the item); kept for spec 1 §3's quantity. */
  quantity: number;
  start_date: number;
  status: SubscriptionStatus;
  trial_end: number | null;
  trial_start: number | null;
};

export type Invoice = {
  id: string;
  object: 'invoice';
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  attempt_count: number;
  attempted: boolean;
  billing_reason: 'subscription_create' | 'subscription_cycle';
  collection_method: 'charge_automatically';
  created: number;
  currency: string;
  customer: string;
  customer_email: string | null;
  customer_name: string | null;
  lines: {
    object: 'list';
    data: {
      id: string;
      object: 'line_item';
      amount: number;
      currency: string;
      description: string;
      period: { start: number; end: number };
      pricing: { price_details: { price: string; product: string }; type: 'price_details' };
      quantity: number;
    }[];
    has_more: false;
    url: string;
  };
  livemode: false;
  metadata: Metadata;
  next_payment_attempt: number | null;
  number: string;
  parent: {
    type: 'subscription_details';
    subscription_details: { metadata: Metadata; subscription: string };
    quote_details: null;
  };
  period_end: number;
  period_start: number;
  status: 'paid' | 'open';
  status_transitions: { finalized_at: number; paid_at: number | null };
  subtotal: number;
  total: number;
};

export type PortalSession = {
  id: string;
  object: 'billing_portal.session';
  configuration: string;
  created: number;
  customer: string;
  livemode: false;
  locale: string | null;
  on_behalf_of: null;
  return_url: string | null;
  url: string;
};

export type StripeEvent = {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: unknown; previous_attributes?: Record<string, unknown> };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
};

/** Everything a restart must keep; the shape of the state file. */
export type StandInState = {
  products: Product[];
  prices: Price[];
  customers: Customer[];
  checkoutSessions: CheckoutSession[];
  subscriptions: Subscription[];
  invoices: Invoice[];
  portalSessions: PortalSession[];
  events: StripeEvent[];
};
