// A person deletes their account (LGPD): identity publishes user.deleted and every other service
// forgets them — the catalogue their likes, follows, collections and sounds, billing their
// running subscription, distribution their open requests.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { billingService, StripeClient } from '@sampleteca/billing';
import { distributionService } from '@sampleteca/distribution';
import { eventually } from '@sampleteca/testing';
import { CatalogueApi, type TestUser } from './support/catalogue-api';

const api = new CatalogueApi();
let producer: TestUser;
let leaving: TestUser;

beforeAll(async () => {
  const stateDir = await mkdtemp(join(tmpdir(), 'stripe-standin-'));
  await api.start({ STRIPE_STANDIN_STATE_FILE: join(stateDir, 'state.json') }, [billingService, distributionService]);
  [producer, leaving] = [await api.user('Nina Produtora'), await api.user('Quem Sai')];
  // Distribution knows the person's legal details (a contract would name them).
  await eventually(async () => {
    const { rows } = await api.db.query('SELECT 1 FROM distribution.parties WHERE user_id = $1 AND cpf IS NOT NULL', [
      leaving.id,
    ]);
    expect(rows).toHaveLength(1);
  });
}, 90_000);
afterAll(() => api.stop());

/** Checkout as the person would: paid on the stand-in, then the success page's sync. */
async function subscribe(user: TestUser): Promise<string> {
  const plans = (await api.call('GET', '/plans')).body as unknown as { id: string; tier: string }[];
  const checkout = await api.as(user, 'POST', '/checkout', {
    priceId: plans.find((plan) => plan.tier === 'basic')!.id,
  });
  const sessionId = new URL(String(checkout.body.url)).pathname.split('/').pop()!;
  await api.platform.app.get(StripeClient).localStandIn!.completeCheckoutSession(sessionId);
  const synced = await api.as(user, 'POST', '/subscriptions/me/sync');
  expect(synced.body).toMatchObject({ active: true });
  return String((synced.body.subscription as { id: string }).id);
}

test('a deleted producer is forgotten everywhere: likes, follows, collections, sounds, subscription, open requests', async () => {
  const liked = await api.sound(producer, { name: 'Som da Nina' });
  const theirs = await api.sound(leaving, { name: 'Som de Quem Sai' });
  for (const [method, path, body] of [
    ['PUT', `/sounds/${liked.id}/like`, { liked: true }],
    ['PUT', `/artists/${producer.id}/follow`, { following: true }],
    ['POST', '/collections', { name: 'Guardados', soundId: liked.id }],
  ] as const)
    expect((await api.as(leaving, method, path, body)).status).toBeLessThan(300);
  expect((await api.as(producer, 'PUT', `/artists/${leaving.id}/follow`, { following: true })).status).toBe(200);
  const subscriptionId = await subscribe(leaving);
  await eventually(async () => {
    const { rows } = await api.db.query(`SELECT status FROM distribution.requests WHERE sound_id = $1`, [theirs.id]);
    expect(rows).toEqual([{ status: 'pending' }]);
  });

  const deleted = await api.as(leaving, 'DELETE', '/users/me', { password: 'segredo1' });
  expect(deleted.status).toBe(204);

  const rowsOf = async (sql: string) => (await api.db.query(sql, [leaving.id])).rows.length;
  await eventually(async () => {
    for (const sql of [
      'SELECT 1 FROM catalogue.likes WHERE user_id = $1',
      'SELECT 1 FROM catalogue.follows WHERE follower_id = $1 OR producer_id = $1',
      'SELECT 1 FROM catalogue.collections WHERE owner_id = $1',
      'SELECT 1 FROM catalogue.sounds WHERE owner_id = $1',
      'SELECT 1 FROM billing.customers WHERE user_id = $1',
      `SELECT 1 FROM distribution.requests WHERE user_id = $1 AND status = 'pending'`,
      `SELECT 1 FROM distribution.parties WHERE user_id = $1 AND (cpf IS NOT NULL OR full_name <> 'Conta excluída')`,
    ])
      expect({ sql, rows: await rowsOf(sql) }).toEqual({ sql, rows: 0 });
  });
  // What others see: the sound is gone, Nina lost a like and a follower.
  expect((await api.as(producer, 'GET', `/sounds/${theirs.id}`)).status).toBe(404);
  expect((await api.as(producer, 'GET', `/sounds/${liked.id}`)).body.likes).toBe(0);
  expect((await api.as(producer, 'GET', `/artists/${producer.id}/follow`)).body.followers).toBe(0);
  // The subscription is cancelled at Stripe now, not at the period's end; the record stays for accounting.
  const remote = await api.platform.app.get(StripeClient).api.subscriptions.retrieve(subscriptionId);
  expect(remote.status).toBe('canceled');
  const { rows } = await api.db.query('SELECT status FROM billing.subscriptions WHERE id = $1', [subscriptionId]);
  expect(rows).toEqual([{ status: 'canceled' }]);
  await eventually(async () => {
    const projection = await api.db.query('SELECT tier FROM catalogue.entitlements WHERE user_id = $1', [leaving.id]);
    expect(projection.rows).toEqual([{ tier: 'free' }]);
  });
});
