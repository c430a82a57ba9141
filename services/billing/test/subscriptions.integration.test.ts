import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Stripe from 'stripe';
import { billingService, StripeClient } from '@sampleteca/billing';
import { eventually, ServiceAlone } from '@sampleteca/testing';

type Json = Record<string, unknown>;
// Billing alone: identity's tokens from the stand-in. What billing publishes is read from its outbox
// (the catalogue's projection of it is the catalogue's entitlements-projection test).
const api = new ServiceAlone([billingService]);
let stripe: StripeClient;

beforeAll(async () => {
  const stateDir = await mkdtemp(join(tmpdir(), 'stripe-standin-'));
  await api.start({ STRIPE_STANDIN_STATE_FILE: join(stateDir, 'state.json') });
  stripe = api.platform.app.get(StripeClient);
});
afterAll(() => api.stop());

async function signedIn(): Promise<{ token: string; userId: string; email: string }> {
  const user = await api.user();
  return { token: user.token, userId: user.id, email: user.email };
}

async function plans(): Promise<
  { id: string; tier: string; title: string; value: number; metadata: string[]; priceLabel: string }[]
> {
  return (await api.call('GET', '/plans')).body as never;
}

/** Checkout as the user would: session from the API, paid on the stand-in, back to the success page. */
async function subscribe(token: string, tier: 'basic' | 'pro') {
  const priceId = (await plans()).find((plan) => plan.tier === tier)!.id;
  const checkout = await api.call('POST', '/checkout', { token, body: { priceId } });
  expect(checkout.status).toBe(200);
  const sessionId = new URL(String(checkout.body.url)).pathname.split('/').pop()!;
  await stripe.localStandIn!.completeCheckoutSession(sessionId);
  return { sessionId, priceId };
}

const entitlementEvents = async (userId: string) =>
  (
    await api.db.query(
      `SELECT envelope->'data' AS data FROM billing.outbox_events WHERE type = 'billing.entitlement-changed' AND envelope->'data'->>'userId' = $1 ORDER BY position`,
      [userId],
    )
  ).rows.map((row) => row.data as Json);

test('plans come from Stripe mapped to the spec: Free, Sound Basic R$ 29,00/mês, Sound Pro R$ 119,00/mês', async () => {
  const list = await plans();
  expect(list.map((plan) => [plan.tier, plan.title, plan.value, plan.priceLabel])).toEqual([
    ['free', 'Free', 0, 'Grátis'],
    ['basic', 'Sound Basic', 29, 'R$ 29,00/mês'],
    ['pro', 'Sound Pro', 119, 'R$ 119,00/mês'],
  ]);
  expect(list[1].metadata).toEqual(expect.arrayContaining(['Downloads ilimitados', 'Colaboração entre artistas']));
});

test('checkout creates a subscription-mode session for one price, quantity 1, with the spec URLs and the user as customer', async () => {
  const { token, userId, email } = await signedIn();
  const priceId = (await plans()).find((plan) => plan.tier === 'basic')!.id;
  const answer = await api.call('POST', '/checkout', { token, body: { priceId } });
  const sessionId = new URL(String(answer.body.url)).pathname.split('/').pop()!;
  const session = await stripe.api.checkout.sessions.retrieve(sessionId, { expand: ['line_items'] });
  expect(session).toMatchObject({
    mode: 'subscription',
    success_url: `${api.platform.config.PUBLIC_URL}/register/step/success?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${api.platform.config.PUBLIC_URL}/`,
    client_reference_id: userId,
  });
  expect(session.line_items?.data.map((item) => [item.price?.id, item.quantity])).toEqual([[priceId, 1]]);
  const customer = (await stripe.api.customers.retrieve(String(session.customer))) as Stripe.Customer;
  expect(customer).toMatchObject({ email, metadata: { user_id: userId } });

  // The same user reuses the customer.
  const again = await api.call('POST', '/checkout', { token, body: { priceId } });
  const second = await stripe.api.checkout.sessions.retrieve(
    new URL(String(again.body.url)).pathname.split('/').pop()!,
  );
  expect(second.customer).toBe(session.customer);
  const free = (await plans()).find((plan) => plan.tier === 'free')!.id;
  expect((await api.call('POST', '/checkout', { token, body: { priceId: free } })).body.message).toBe(
    'O plano Free não precisa de pagamento.',
  );
  expect((await api.call('POST', '/checkout', { token, body: { priceId: 'price_nao_existe' } })).body.message).toBe(
    'Plano inválido.',
  );
});

test('the success page syncs at once: the subscription record has every spec field and the entitlement is published', async () => {
  const { token, userId } = await signedIn();
  const { priceId } = await subscribe(token, 'basic');
  const synced = await api.call('POST', '/subscriptions/me/sync', { token });
  expect(synced.body).toMatchObject({
    active: true,
    message: 'Inscrição finalizada com sucesso!',
    plan: { tier: 'basic' },
  });
  const subscription = synced.body.subscription as Json;
  expect(subscription).toMatchObject({
    status: 'active',
    price_id: priceId,
    cancel_at_period_end: false,
    quantity: 1,
    ended_at: null,
  });
  const start = Date.parse(String(subscription.current_period_start));
  const end = Date.parse(String(subscription.current_period_end));
  expect(end - start).toBeGreaterThan(27 * 24 * 3600 * 1000);

  const { rows } = await api.db.query('SELECT user_id, tier, created FROM billing.subscriptions WHERE id = $1', [
    subscription.id,
  ]);
  expect(rows).toEqual([{ user_id: userId, tier: 'basic', created: expect.any(Date) }]);
  await eventually(async () =>
    expect((await entitlementEvents(userId)).at(-1)).toMatchObject({ tier: 'basic', status: 'active' }),
  );
  expect((await api.call('POST', '/checkout', { token, body: { priceId } })).status).toBe(409);
});

test('a webhook with a bad signature is refused with 400 and changes nothing', async () => {
  const before = await api.db.query('SELECT count(*)::int AS count FROM billing.webhook_events');
  const payload = JSON.stringify({
    id: 'evt_forjado',
    object: 'event',
    type: 'invoice.paid',
    data: { object: { customer: 'cus_x' } },
  });
  const response = await fetch(`${api.platform.url}/api/webhooks/stripe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=deadbeef' },
    body: payload,
  });
  expect(response.status).toBe(400);
  expect(((await response.json()) as Json).message).toBe('Assinatura do webhook inválida.');
  const after = await api.db.query('SELECT count(*)::int AS count FROM billing.webhook_events');
  expect(after.rows[0].count).toBe(before.rows[0].count);
});

test('the same webhook delivered again, five times at once, and two triggers at once leave one correct record', async () => {
  const { token, userId } = await signedIn();
  await subscribe(token, 'pro');
  await stripe.localStandIn!.webhooksSettled();
  await eventually(async () => expect((await api.call('GET', '/subscriptions/me', { token })).body.active).toBe(true));

  const [event] = (await stripe.api.events.list({ type: 'invoice.paid', limit: 1 })).data;
  const payload = JSON.stringify(event);
  const deliver = () =>
    fetch(`${api.platform.url}/api/webhooks/stripe`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': stripe.api.webhooks.generateTestHeaderString({ payload, secret: stripe.webhookSecret }),
      },
      body: payload,
    }).then((response) => response.json() as Promise<Json>);
  expect(await deliver()).toEqual({ received: true, duplicate: true });
  // Five copies at once (a provider retrying through several load-balanced pods): each is
  // acknowledged, none applies twice.
  const copies = await Promise.all(Array.from({ length: 5 }, deliver));
  expect(copies).toEqual(Array.from({ length: 5 }, () => ({ received: true, duplicate: true })));

  const [first, second] = await Promise.all([
    api.call('POST', '/subscriptions/me/sync', { token }),
    api.call('POST', '/subscriptions/me/sync', { token }),
  ]);
  expect(first.body.active && second.body.active).toBe(true);
  const { rows } = await api.db.query('SELECT tier, status FROM billing.subscriptions WHERE user_id = $1', [userId]);
  expect(rows).toEqual([{ tier: 'pro', status: 'active' }]);
  const published = await entitlementEvents(userId);
  expect(published.filter((data) => data.tier === 'pro' && data.status === 'active')).toHaveLength(1);
});

test('a failed payment moves the status and the entitlement; a renewal brings them back', async () => {
  const { token, userId } = await signedIn();
  await subscribe(token, 'basic');
  const subscriptionId = String(
    ((await api.call('POST', '/subscriptions/me/sync', { token })).body.subscription as Json).id,
  );

  await stripe.localStandIn!.failNextPayment(subscriptionId);
  await eventually(async () => {
    const me = await api.call('GET', '/subscriptions/me', { token });
    expect((me.body.subscription as Json).status).toBe('past_due');
  });
  await eventually(async () =>
    expect((await entitlementEvents(userId)).at(-1)).toMatchObject({ tier: 'basic', status: 'past_due' }),
  );

  await stripe.localStandIn!.renewSubscription(subscriptionId);
  await eventually(async () =>
    expect((await entitlementEvents(userId)).at(-1)).toMatchObject({ tier: 'basic', status: 'active' }),
  );
});

test('cancelling at period end keeps the plan until the period ends, then the user is back on Free', async () => {
  const { token, userId } = await signedIn();
  await subscribe(token, 'pro');
  await api.call('POST', '/subscriptions/me/sync', { token });
  const cancelled = await api.call('POST', '/subscriptions/me/cancel', { token });
  expect(cancelled.body).toMatchObject({
    active: true,
    plan: { tier: 'pro' },
    subscription: { cancel_at_period_end: true },
  });

  const portal = await api.call('POST', '/subscriptions/me/portal', { token });
  expect(String(portal.body.url)).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);

  // The period ends: Stripe ends the subscription and billing falls back to Free.
  await stripe.localStandIn!.renewSubscription(String((cancelled.body.subscription as Json).id));
  await eventually(async () =>
    expect((await api.call('GET', '/subscriptions/me', { token })).body).toMatchObject({
      active: false,
      plan: { tier: 'free' },
    }),
  );
  await eventually(async () =>
    expect((await entitlementEvents(userId)).at(-1)).toMatchObject({ tier: 'free', status: 'none' }),
  );
});

test('without a subscription the user is on Free, and cancel says there is nothing to cancel', async () => {
  const { token } = await signedIn();
  expect((await api.call('GET', '/subscriptions/me', { token })).body).toMatchObject({
    active: false,
    subscription: null,
    plan: { tier: 'free' },
  });
  const cancel = await api.call('POST', '/subscriptions/me/cancel', { token });
  expect(cancel.status).toBe(404);
  expect(cancel.body.message).toBe('Você não tem uma assinatura ativa.');
});
