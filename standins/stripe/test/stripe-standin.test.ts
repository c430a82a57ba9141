import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Stripe from 'stripe';
import { StripeStandIn, featureLines } from '../src';

const SECRET_KEY = 'sk_test_sampleteca_standin';
const WEBHOOK_SECRET = 'whsec_sampleteca_standin_test';
const CARD_OK = '4242 4242 4242 4242';
const CARD_DECLINED = '4000 0000 0000 0002';

/** A tiny webhook endpoint: verifies each delivery with the SDK, as the billing service will. */
class WebhookReceiver {
  readonly events: Stripe.Event[] = [];
  readonly rejected: string[] = [];
  /** Ids of the deliveries answered with 500 on purpose. */
  readonly refusedIds: string[] = [];
  /** Answer 500 to this many deliveries first, to exercise retries. */
  failNext = 0;
  private server?: Server;
  url = '';

  async start(): Promise<void> {
    const verifier = new Stripe(SECRET_KEY);
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        if (this.failNext > 0) {
          this.failNext--;
          this.refusedIds.push((JSON.parse(raw) as { id: string }).id);
          res.writeHead(500).end();
          return;
        }
        try {
          this.events.push(
            verifier.webhooks.constructEvent(raw, String(req.headers['stripe-signature']), WEBHOOK_SECRET),
          );
          res.writeHead(200).end('{"received":true}');
        } catch (error) {
          this.rejected.push((error as Error).message);
          res.writeHead(400).end();
        }
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}/api/webhooks/stripe`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  types(filter: (event: Stripe.Event) => boolean = () => true): string[] {
    return this.events.filter(filter).map((event) => event.type);
  }

  /** Events about one object (its id in data.object), in arrival order. */
  about(id: string): Stripe.Event[] {
    return this.events.filter((event) => (event.data.object as { id?: string }).id === id);
  }
}

function sdkFor(standIn: StripeStandIn, key = SECRET_KEY): Stripe {
  const { hostname, port } = new URL(standIn.url);
  return new Stripe(key, { host: hostname, port: Number(port), protocol: 'http', maxNetworkRetries: 0 });
}

/** What a browser does with the hosted page's form. */
function pay(sessionUrl: string, number: string, extra: Record<string, string> = {}): Promise<Response> {
  const body = new URLSearchParams({ number, expiry: '12/34', cvc: '123', name: 'Ana Produtora', ...extra });
  return fetch(sessionUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
    redirect: 'manual',
  });
}

async function subscribe(stripe: Stripe, email: string, priceId: string) {
  const customer = await stripe.customers.create({ email, name: 'Ana Produtora', metadata: { user_id: 'u-1' } });
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    customer: customer.id,
    line_items: [{ price: priceId, quantity: 1 }],
    success_url: 'http://127.0.0.1:3000/register/step/success?session_id={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://127.0.0.1:3000/',
    client_reference_id: 'u-1',
    metadata: { user_id: 'u-1' },
  });
  return { customer, session };
}

describe('Stripe stand-in', () => {
  const receiver = new WebhookReceiver();
  let standIn: StripeStandIn;
  let stripe: Stripe;
  let basicPrice: Stripe.Price;

  beforeAll(async () => {
    await receiver.start();
    standIn = new StripeStandIn({
      webhookUrl: receiver.url,
      webhookSecret: WEBHOOK_SECRET,
      secretKey: SECRET_KEY,
      webhookRetryDelaysMs: [50, 100],
    });
    await standIn.start(0);
    stripe = sdkFor(standIn);
    const prices = await stripe.prices.list({ active: true, lookup_keys: ['sound_basic_monthly'] });
    basicPrice = prices.data[0]!;
  });

  afterAll(async () => {
    await standIn.stop();
    await receiver.stop();
  });

  test('lists the three monthly plans with the product expanded, amounts in BRL cents and feature metadata', async () => {
    const prices = await stripe.prices.list({
      active: true,
      type: 'recurring',
      recurring: { interval: 'month' },
      expand: ['data.product'],
    });
    expect(prices.object).toBe('list');
    expect(prices.has_more).toBe(false);
    expect(prices.url).toBe('/v1/prices');
    const plans = prices.data
      .map((price) => ({ price, product: price.product as Stripe.Product }))
      .sort((a, b) => a.price.unit_amount! - b.price.unit_amount!);
    expect(plans.map(({ product }) => product.name)).toEqual(['Free', 'Sound Basic', 'Sound Pro']);
    expect(plans.map(({ price }) => price.unit_amount)).toEqual([0, 2900, 11900]);
    for (const { price, product } of plans) {
      expect(price.id).toMatch(/^price_/);
      expect(product.id).toMatch(/^prod_/);
      expect(price.currency).toBe('brl');
      expect(price.recurring).toMatchObject({ interval: 'month', interval_count: 1 });
      expect(price.created).toBeLessThan(Date.now() / 1000 + 5);
    }
    expect(plans.map(({ product }) => product.metadata.tier)).toEqual(['free', 'basic', 'pro']);
    expect(featureLines(plans[0]!.product.metadata)).toEqual([
      'Promoção de lançamento',
      'Downloads ilimitados',
      'Acapelas exclusivas',
      'Samples exclusivos',
      'Uploads ilimitados',
    ]);
    expect(featureLines(plans[1]!.product.metadata).slice(-2)).toEqual([
      'Downloads exclusivos Basic',
      'Colaboração entre artistas',
    ]);
    expect(featureLines(plans[2]!.product.metadata).at(-1)).toBe('Acesso a conteúdos exclusivos');

    const single = await stripe.prices.retrieve(basicPrice.id, { expand: ['product'] });
    expect((single.product as Stripe.Product).name).toBe('Sound Basic');
    expect((await stripe.products.retrieve((single.product as Stripe.Product).id)).metadata.tier).toBe('basic');
  });

  test('creates customers, finds them by e-mail and updates them', async () => {
    const created = await stripe.customers.create({
      email: 'bia@example.com',
      name: 'Bia',
      metadata: { user_id: 'u-9' },
    });
    expect(created).toMatchObject({ object: 'customer', email: 'bia@example.com', metadata: { user_id: 'u-9' } });
    expect(created.id).toMatch(/^cus_/);
    const found = await stripe.customers.list({ email: 'bia@example.com' });
    expect(found.data.map((customer) => customer.id)).toEqual([created.id]);
    expect((await stripe.customers.list({ email: 'ninguem@example.com' })).data).toEqual([]);
    const updated = await stripe.customers.update(created.id, { name: 'Bia Beats', metadata: { plan: 'basic' } });
    expect(updated.metadata).toEqual({ user_id: 'u-9', plan: 'basic' });
    expect((await stripe.customers.retrieve(created.id)) as Stripe.Customer).toMatchObject({ name: 'Bia Beats' });
  });

  test('a wrong key gets StripeAuthenticationError; an unknown id gets StripeInvalidRequestError 404', async () => {
    const wrong = sdkFor(standIn, 'sk_test_wrong_key_123456');
    await expect(wrong.prices.list()).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    const missing = stripe.customers.retrieve('cus_doesnotexist');
    await expect(missing).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    await expect(missing).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing', param: 'id' });
    await expect(
      stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: 'price_nope', quantity: 1 }],
        success_url: 'http://x/',
      }),
    ).rejects.toMatchObject({ statusCode: 400, code: 'resource_missing', param: 'line_items[0][price]' });
  });

  test('checkout with 4242 redirects to success_url with the session id and subscribes, sending signed webhooks in order', async () => {
    const { customer, session } = await subscribe(stripe, 'ana@example.com', basicPrice.id);
    expect(session.id).toMatch(/^cs_test_/);
    expect(session).toMatchObject({
      status: 'open',
      payment_status: 'unpaid',
      mode: 'subscription',
      customer: customer.id,
    });
    expect(session.url).toBe(`${standIn.url}/c/pay/${session.id}`);

    const page = await fetch(session.url!);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('lang="pt-BR"');
    expect(html).toContain('Sound Basic');
    expect(html).toContain('R$ 29,00/mês');
    expect(html).toMatch(/<label for="campo-number">Número do cartão<\/label>/);
    expect(html).toContain('<button type="submit">Pagar</button>');
    expect(html).toContain('<a href="http://127.0.0.1:3000/">Voltar</a>');

    const paid = await pay(session.url!, CARD_OK);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://127.0.0.1:3000/register/step/success?session_id=${session.id}`);

    const done = await stripe.checkout.sessions.retrieve(session.id, { expand: ['subscription'] });
    expect(done).toMatchObject({ status: 'complete', payment_status: 'paid', customer: customer.id });
    const subscription = done.subscription as Stripe.Subscription;
    expect(subscription.id).toMatch(/^sub_/);

    const listed = await stripe.subscriptions.list({ customer: customer.id, status: 'all' });
    expect(listed.data).toHaveLength(1);
    const [first] = listed.data as (Stripe.Subscription & Record<string, unknown>)[];
    expect(first).toMatchObject({
      id: subscription.id,
      status: 'active',
      cancel_at_period_end: false,
      ended_at: null,
      cancel_at: null,
      canceled_at: null,
      trial_start: null,
      trial_end: null,
      quantity: 1,
    });
    const item = first!.items.data[0]!;
    expect(item.price.id).toBe(basicPrice.id);
    expect(item.quantity).toBe(1);
    expect(first!.current_period_start).toBe(item.current_period_start);
    const days = (item.current_period_end - item.current_period_start) / 86_400;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);
    expect(first!.latest_invoice).toMatch(/^in_/);

    await standIn.webhooksSettled();
    expect(receiver.rejected).toEqual([]);
    const mine = receiver.events.filter((event) =>
      [session.id, subscription.id, first!.latest_invoice].includes((event.data.object as { id: string }).id),
    );
    expect(mine.map((event) => event.type)).toEqual([
      'checkout.session.completed',
      'customer.subscription.created',
      'invoice.paid',
    ]);
    for (const event of mine) {
      expect(event).toMatchObject({ object: 'event', livemode: false, api_version: '2026-10-28.endive' });
      expect(event.id).toMatch(/^evt_/);
    }
    const completed = mine[0]!.data.object as Stripe.Checkout.Session;
    expect(completed).toMatchObject({ client_reference_id: 'u-1', metadata: { user_id: 'u-1' } });
    const invoice = mine[2]!.data.object as Stripe.Invoice;
    expect(invoice).toMatchObject({ status: 'paid', amount_paid: 2900, customer: customer.id });
    expect(invoice.parent?.subscription_details?.subscription).toBe(subscription.id);

    // A second click on Pagar lands on the success page again, without a second subscription.
    expect((await pay(session.url!, CARD_OK)).status).toBe(303);
    expect((await stripe.subscriptions.list({ customer: customer.id, status: 'all' })).data).toHaveLength(1);
  });

  test('the decline card stays on the page with the error and subscribes nothing', async () => {
    const { customer, session } = await subscribe(stripe, 'caio@example.com', basicPrice.id);
    const declined = await pay(session.url!, CARD_DECLINED);
    expect(declined.status).toBe(402);
    const html = await declined.text();
    expect(html).toContain('Seu cartão foi recusado.');
    expect(html).toContain('role="alert"');
    expect(html).toContain('aria-invalid="true"');
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
    expect((await stripe.subscriptions.list({ customer: customer.id, status: 'all' })).data).toEqual([]);

    const incomplete = await pay(session.url!, '4242 4242');
    expect(await incomplete.text()).toContain('O número do seu cartão está incompleto.');
    await standIn.webhooksSettled();
    expect(receiver.about(session.id)).toEqual([]);
  });

  test('a session without a customer asks for the e-mail and creates the customer on payment', async () => {
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer_email: 'novo@example.com',
      line_items: [{ price: basicPrice.id, quantity: 1 }],
      success_url: 'http://127.0.0.1:3000/ok?id={CHECKOUT_SESSION_ID}',
    });
    expect(await (await fetch(session.url!)).text()).toContain('Pagando como');
    expect((await pay(session.url!, CARD_OK)).status).toBe(303);
    const done = await stripe.checkout.sessions.retrieve(session.id, { expand: ['customer', 'line_items'] });
    expect((done.customer as Stripe.Customer).email).toBe('novo@example.com');
    expect(done.line_items?.data[0]).toMatchObject({ quantity: 1, price: { id: basicPrice.id } });
  });

  test('retries a failed delivery with the same event id', async () => {
    await standIn.webhooksSettled();
    receiver.failNext = 1;
    const before = receiver.events.length;
    const customer = await stripe.customers.create({ email: 'retry@example.com' });
    await standIn.webhooksSettled();
    const delivered = receiver.events.slice(before);
    expect(delivered.map((event) => event.type)).toEqual(['customer.created']);
    expect((delivered[0]!.data.object as Stripe.Customer).id).toBe(customer.id);
    expect(receiver.refusedIds).toEqual([delivered[0]!.id]);
    const stored = await stripe.events.retrieve(delivered[0]!.id);
    expect(stored.id).toBe(delivered[0]!.id);
  });
});

describe('Stripe stand-in subscription lifecycle', () => {
  const receiver = new WebhookReceiver();
  const directory = mkdtempSync(join(tmpdir(), 'stripe-standin-'));
  const stateFile = join(directory, 'state.json');
  let standIn: StripeStandIn;
  let stripe: Stripe;
  let subscriptionId: string;
  let customerId: string;

  const options = () => ({ webhookUrl: receiver.url, webhookSecret: WEBHOOK_SECRET, secretKey: SECRET_KEY, stateFile });

  beforeAll(async () => {
    await receiver.start();
    standIn = new StripeStandIn(options());
    await standIn.start();
    stripe = sdkFor(standIn);
    const [price] = (await stripe.prices.list({ lookup_keys: ['sound_pro_monthly'] })).data;
    const { customer, session } = await subscribe(stripe, 'duda@example.com', price!.id);
    await pay(session.url!, CARD_OK);
    customerId = customer.id;
    subscriptionId = (await stripe.subscriptions.list({ customer: customer.id })).data[0]!.id;
    await standIn.webhooksSettled();
  });

  afterAll(async () => {
    await standIn.stop();
    await receiver.stop();
    rmSync(directory, { recursive: true, force: true });
  });

  const eventsFor = (id: string) => receiver.about(id).map((event) => event.type);

  test('cancel_at_period_end sends customer.subscription.updated, and can be undone', async () => {
    const updated = await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    expect(updated.cancel_at_period_end).toBe(true);
    expect(updated.cancel_at).toBe(updated.items.data[0]!.current_period_end);
    expect(updated.status).toBe('active');
    await standIn.webhooksSettled();
    const event = receiver.about(subscriptionId).at(-1)!;
    expect(event.type).toBe('customer.subscription.updated');
    expect(event.data.previous_attributes).toMatchObject({ cancel_at_period_end: false });

    const undone = await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: false });
    expect(undone).toMatchObject({ cancel_at_period_end: false, cancel_at: null, canceled_at: null });
  });

  test('renewSubscription starts a new period and sends invoice.paid', async () => {
    const before = await stripe.subscriptions.retrieve(subscriptionId);
    await standIn.renewSubscription(subscriptionId);
    const after = await stripe.subscriptions.retrieve(subscriptionId, { expand: ['latest_invoice'] });
    expect(after.items.data[0]!.current_period_start).toBe(before.items.data[0]!.current_period_end);
    const invoice = after.latest_invoice as Stripe.Invoice;
    expect(invoice).toMatchObject({ status: 'paid', amount_paid: 11900, billing_reason: 'subscription_cycle' });
    await standIn.webhooksSettled();
    expect(receiver.about(invoice.id!).map((event) => event.type)).toEqual(['invoice.paid']);
  });

  test('failNextPayment sends invoice.payment_failed and leaves the subscription past_due; a renewal recovers it', async () => {
    await standIn.failNextPayment(subscriptionId);
    const failed = await stripe.subscriptions.retrieve(subscriptionId, { expand: ['latest_invoice'] });
    expect(failed.status).toBe('past_due');
    const invoice = failed.latest_invoice as Stripe.Invoice;
    expect(invoice.status).toBe('open');
    await standIn.webhooksSettled();
    expect(receiver.about(invoice.id!).map((event) => event.type)).toEqual(['invoice.payment_failed']);

    await standIn.renewSubscription(subscriptionId);
    expect((await stripe.subscriptions.retrieve(subscriptionId)).status).toBe('active');
    await standIn.webhooksSettled();
    expect(receiver.about(invoice.id!).map((event) => event.type)).toEqual(['invoice.payment_failed', 'invoice.paid']);
  });

  test('the billing portal page cancels at period end and links back', async () => {
    const portal = await stripe.billingPortal.sessions.create({
      customer: customerId,
      return_url: 'http://127.0.0.1:3000/profile/me',
    });
    expect(portal.id).toMatch(/^bps_/);
    const html = await (await fetch(portal.url)).text();
    expect(html).toContain('Sound Pro');
    expect(html).toContain('<a href="http://127.0.0.1:3000/profile/me">Voltar</a>');
    const action = html.match(/action="([^"]+\/cancel)"/)![1]!;
    const cancelled = await fetch(new URL(action, standIn.url), { method: 'POST', redirect: 'manual' });
    expect(cancelled.status).toBe(303);
    const page = await (await fetch(cancelled.headers.get('location')!)).text();
    expect(page).toContain('Será cancelada em');
    expect((await stripe.subscriptions.retrieve(subscriptionId)).cancel_at_period_end).toBe(true);
    await standIn.webhooksSettled();
    expect(eventsFor(subscriptionId).at(-1)).toBe('customer.subscription.updated');
  });

  test('the state file keeps customers and subscriptions across a restart', async () => {
    const [price] = (await stripe.prices.list({ lookup_keys: ['sound_basic_monthly'] })).data;
    const open = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customerId,
      line_items: [{ price: price!.id, quantity: 1 }],
      success_url: 'http://127.0.0.1:3000/ok',
    });
    await standIn.stop();
    standIn = new StripeStandIn(options());
    await standIn.start();
    stripe = sdkFor(standIn);
    expect((await stripe.customers.list({ email: 'duda@example.com' })).data.map((c) => c.id)).toEqual([customerId]);
    const subscription = await stripe.subscriptions.retrieve(subscriptionId);
    expect(subscription).toMatchObject({ status: 'active', cancel_at_period_end: true });
    expect((await stripe.prices.list()).data).toHaveLength(3);
    // An open session's page is served by the new run, wherever it listens.
    const reopened = await stripe.checkout.sessions.retrieve(open.id);
    expect(reopened.url).toBe(`${standIn.url}/c/pay/${open.id}`);
    expect((await fetch(reopened.url!)).status).toBe(200);
  });

  test('cancelling now sends customer.subscription.deleted; the list hides it unless status=all', async () => {
    const cancelled = await stripe.subscriptions.cancel(subscriptionId);
    expect(cancelled.status).toBe('canceled');
    expect(cancelled.ended_at).toEqual(expect.any(Number));
    expect((await stripe.subscriptions.list({ customer: customerId })).data).toEqual([]);
    expect((await stripe.subscriptions.list({ customer: customerId, status: 'all' })).data).toHaveLength(1);
    await standIn.webhooksSettled();
    expect(eventsFor(subscriptionId).at(-1)).toBe('customer.subscription.deleted');
    await expect(stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true })).rejects.toBeInstanceOf(
      Stripe.errors.StripeInvalidRequestError,
    );
  });
});
