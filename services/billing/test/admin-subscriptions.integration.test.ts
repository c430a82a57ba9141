// The console's Assinaturas (GET /api/admin/subscriptions[/:id]): billing's copy of the payment
// provider's subscriptions, read-only, for administrators only.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { billingService, StripeClient } from '@sampleteca/billing';
import { eventually, ServiceAlone, type TestUser } from '@sampleteca/testing';

type Subscription = Record<string, unknown> & { id: string; status: string; tier: string };

// Billing alone: it keeps no profiles, its users are the tokens the stand-in identity signs.
const api = new ServiceAlone([billingService]);
let admin: TestUser;
let subscriber: TestUser;
let subscriptionId: string;
let socketsBefore: number;

/** The connections keeping this process alive (a stopped service's left open keep it running). */
const openSockets = () => process.getActiveResourcesInfo().filter((type) => type === 'TCPSocketWrap').length;

/** Checkout as a user would: session from the API, paid on the Stripe stand-in, synced on the success page. */
async function subscribe(user: TestUser, tier: 'basic' | 'pro'): Promise<string> {
  const plans = (await api.call('GET', '/plans')).body as unknown as { id: string; tier: string }[];
  const checkout = await api.as(user, 'POST', '/checkout', { priceId: plans.find((plan) => plan.tier === tier)!.id });
  expect(checkout.status).toBe(200);
  const sessionId = new URL(String(checkout.body.url)).pathname.split('/').pop()!;
  await api.platform.app.get(StripeClient).localStandIn!.completeCheckoutSession(sessionId);
  const synced = await api.as(user, 'POST', '/subscriptions/me/sync');
  return (synced.body.subscription as { id: string }).id;
}

/** A subscription billing recorded earlier, seeded as its sync writes it. */
async function recorded(id: string, user: TestUser, fields: { status: string; tier: string; created: string }) {
  await api.db.query(
    `INSERT INTO billing.subscriptions (id, user_id, status, price_id, tier, cancel_at_period_end, created,
                                        current_period_start, current_period_end, canceled_at, ended_at)
     VALUES ($1, $2, $3, 'price_antigo', $4, false, $5, $5, $5::timestamptz + interval '1 month',
             CASE WHEN $3 = 'canceled' THEN $5::timestamptz + interval '3 days' END,
             CASE WHEN $3 = 'canceled' THEN $5::timestamptz + interval '3 days' END)`,
    [id, user.id, fields.status, fields.tier, fields.created],
  );
}

const list = (query: string, user: TestUser = admin) => api.as(user, 'GET', `/admin/subscriptions${query}`);
const ids = (answer: { body: unknown }) => (answer.body as Subscription[]).map((item) => item.id);

beforeAll(async () => {
  const stateDir = await mkdtemp(join(tmpdir(), 'stripe-standin-'));
  socketsBefore = openSockets();
  await api.start({ STRIPE_STANDIN_STATE_FILE: join(stateDir, 'state.json') });
  admin = await api.admin(await api.user('Dora Admin'));
  subscriber = await api.user('Sara Assinante');
  subscriptionId = await subscribe(subscriber, 'basic');
  const other = await api.user('Otto Antigo');
  await recorded('sub_cancelada_antiga', other, { status: 'canceled', tier: 'pro', created: '2026-01-10T12:00:00Z' });
  await recorded('sub_sem_cliente', other, { status: 'past_due', tier: 'basic', created: '2026-02-10T12:00:00Z' });
});
afterAll(() => api.stop());

test('lists every subscription, newest first, with plan, status, period, e-mail and Content-Range', async () => {
  const answer = await list('?range=[0,9]');
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-range')).toBe('subscriptions 0-2/3');
  expect(ids(answer)).toEqual([subscriptionId, 'sub_sem_cliente', 'sub_cancelada_antiga']);
  const [made] = answer.body as unknown as Subscription[];
  expect(made).toMatchObject({
    userId: subscriber.id,
    email: subscriber.email,
    status: 'active',
    tier: 'basic',
    planTitle: 'Sound Basic',
    cancelAtPeriodEnd: false,
    quantity: 1,
    canceledAt: null,
    endedAt: null,
    // The stand-in has no dashboard page: no link to the provider's record in development.
    providerUrl: null,
  });
  const period = Date.parse(String(made.currentPeriodEnd)) - Date.parse(String(made.currentPeriodStart));
  expect(period).toBeGreaterThan(27 * 24 * 3600 * 1000);
  // A price the provider no longer offers keeps its tier, without a title.
  expect((answer.body as unknown as Subscription[])[2]).toMatchObject({ tier: 'pro', planTitle: null });
});

test('filters by status, plan, the customer e-mail and the user; sorts by period end; pages', async () => {
  expect(ids(await list('?filter={"status":"canceled"}'))).toEqual(['sub_cancelada_antiga']);
  expect(ids(await list('?filter={"tier":"basic"}'))).toEqual([subscriptionId, 'sub_sem_cliente']);
  expect(
    ids(await list(`?filter=${encodeURIComponent(JSON.stringify({ q: subscriber.email.toUpperCase() }))}`)),
  ).toEqual([subscriptionId]);
  expect(ids(await list('?filter={"q":"%"}'))).toEqual([]); // a wildcard is a character, not "everything"
  expect(ids(await list(`?filter={"userId":"${subscriber.id}"}`))).toEqual([subscriptionId]);
  expect(ids(await list('?sort=["currentPeriodEnd","ASC"]'))).toEqual([
    'sub_cancelada_antiga',
    'sub_sem_cliente',
    subscriptionId,
  ]);
  const second = await list('?range=[1,1]');
  expect(second.headers.get('content-range')).toBe('subscriptions 1-1/3');
  expect(ids(second)).toEqual(['sub_sem_cliente']);
  const bad = await list('?range=[0,500]');
  expect(bad.status).toBe(400);
  expect(bad.body.message).toBe('Dados inválidos. Verifique os campos destacados.');
});

test('shows one subscription; an unknown one is a 404 in Portuguese', async () => {
  const shown = await api.as(admin, 'GET', `/admin/subscriptions/${subscriptionId}`);
  expect(shown.status).toBe(200);
  expect(shown.body).toMatchObject({ id: subscriptionId, status: 'active', tier: 'basic', email: subscriber.email });
  const old = await api.as(admin, 'GET', '/admin/subscriptions/sub_cancelada_antiga');
  expect(old.body).toMatchObject({ status: 'canceled', canceledAt: '2026-01-13T12:00:00.000Z', email: null });
  const missing = await api.as(admin, 'GET', '/admin/subscriptions/sub_nao_existe');
  expect(missing.status).toBe(404);
  expect(missing.body).toMatchObject({ code: 'SUBSCRIPTION_NOT_FOUND', message: 'Assinatura não encontrada.' });
});

test('refuses a signed-in user who is not an administrator (403) and a visitor (401)', async () => {
  for (const path of ['/admin/subscriptions', `/admin/subscriptions/${subscriptionId}`]) {
    const refused = await api.as(subscriber, 'GET', path);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('FORBIDDEN');
    expect((await api.call('GET', path)).status).toBe(401);
  }
});

test('billing stopped after a sync leaves no connection open, so its process can end', async () => {
  // The sync above waited on its job through a Redis listener (JobsRuntime.queueEvents).
  await api.stop();
  await eventually(() => expect(openSockets()).toBe(socketsBefore), 5_000);
});
