import Stripe from 'stripe';
import { StripeStandIn, signatureHeader } from '../src';
import { periodBoundary } from '../src/billing-cycle';
import { chargeCard } from '../src/cards';
import { parseForm } from '../src/form';
import { formatMoney } from '../src/pages/layout';

const SECRET_KEY = 'sk_test_sampleteca_details';
const WEBHOOK_SECRET = 'whsec_sampleteca_details';
const monthly = { interval: 'month', interval_count: 1, usage_type: 'licensed', meter: null } as const;
const at = (iso: string) => Date.parse(iso) / 1000;

describe('Stripe stand-in building blocks', () => {
  test('parses Stripe form encoding: bracketed keys, indexed and appended arrays', () => {
    expect(
      parseForm('line_items[0][price]=price_1&line_items[0][quantity]=1&metadata[user_id]=u%2B1&expand[]=a&expand[]=b'),
    ).toEqual({ line_items: [{ price: 'price_1', quantity: '1' }], metadata: { user_id: 'u+1' }, expand: ['a', 'b'] });
    expect(parseForm('expand[1]=second&expand[0]=first').expand).toEqual(['first', 'second']);
  });

  test('signs webhooks exactly as the SDK expects', () => {
    const payload = JSON.stringify({ id: 'evt_1', object: 'event' });
    const stripe = new Stripe(SECRET_KEY);
    const timestamp = Math.floor(Date.now() / 1000);
    expect(signatureHeader(payload, WEBHOOK_SECRET, timestamp)).toBe(
      stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp }),
    );
    expect(() =>
      stripe.webhooks.constructEvent(payload, signatureHeader(payload, 'whsec_other'), WEBHOOK_SECRET),
    ).toThrow(Stripe.errors.StripeSignatureVerificationError);
  });

  test('counts monthly periods from the anchor, clamping to the end of short months', () => {
    const anchor = at('2027-01-31T15:00:00Z');
    expect(periodBoundary(anchor, monthly, 1)).toBe(at('2027-02-28T15:00:00Z'));
    expect(periodBoundary(anchor, monthly, 2)).toBe(at('2027-03-31T15:00:00Z'));
    expect(periodBoundary(anchor, monthly, 12)).toBe(at('2028-01-31T15:00:00Z'));
  });

  test('charges test cards with Checkout-like Portuguese messages', () => {
    const now = new Date('2027-06-15T12:00:00Z');
    const card = { number: '4242424242424242', expiry: '12/30', cvc: '123', name: 'Ana' };
    expect(chargeCard(card, false, now)).toEqual({ approved: true, name: 'Ana' });
    expect(chargeCard({ ...card, number: '4000000000000002' }, false, now)).toMatchObject({
      approved: false,
      message: 'Seu cartão foi recusado.',
      declineCode: 'generic_decline',
    });
    expect(chargeCard({ ...card, number: '4242424242424241' }, false, now)).toMatchObject({
      field: 'number',
      message: 'O número do seu cartão é inválido.',
    });
    expect(chargeCard({ ...card, expiry: '05/27' }, false, now)).toMatchObject({ field: 'expiry' });
    expect(chargeCard({ ...card, cvc: '' }, false, now)).toMatchObject({ field: 'cvc' });
    expect(chargeCard({ ...card, name: ' ' }, false, now)).toMatchObject({ field: 'name' });
    expect(chargeCard(card, true, now)).toMatchObject({ field: 'email', message: 'Informe um e-mail válido.' });
  });

  test('formats money as spec 1 §9 asks', () => {
    expect(formatMoney(2900, 'brl')).toBe('R$ 29,00');
    expect(formatMoney(119000, 'brl')).toBe('R$ 1.190,00');
  });
});

describe('Stripe stand-in API details', () => {
  let standIn: StripeStandIn;
  let stripe: Stripe;

  beforeAll(async () => {
    // No endpoint listens here: deliveries fail and are given up on, which must not disturb the API.
    standIn = new StripeStandIn({
      webhookUrl: 'http://127.0.0.1:9/webhooks',
      webhookSecret: WEBHOOK_SECRET,
      secretKey: SECRET_KEY,
      webhookRetryDelaysMs: [],
    });
    await standIn.start();
    const { hostname, port } = new URL(standIn.url);
    stripe = new Stripe(SECRET_KEY, { host: hostname, port: Number(port), protocol: 'http', maxNetworkRetries: 0 });
  });

  afterAll(() => standIn.stop());

  test('replays an Idempotency-Key and refuses it with other parameters', async () => {
    const first = await stripe.customers.create({ email: 'a@example.com' }, { idempotencyKey: 'chave-1' });
    const again = await stripe.customers.create({ email: 'a@example.com' }, { idempotencyKey: 'chave-1' });
    expect(again.id).toBe(first.id);
    await expect(
      stripe.customers.create({ email: 'b@example.com' }, { idempotencyKey: 'chave-1' }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });

  test('answers missing parameters and unknown routes the way Stripe does', async () => {
    await expect(
      stripe.checkout.sessions.create({ mode: 'subscription', success_url: 'http://x/' }),
    ).rejects.toMatchObject({ statusCode: 400, code: 'parameter_missing', param: 'line_items' });
    await expect(stripe.prices.list({ expand: ['data.nothing'] })).rejects.toMatchObject({ statusCode: 400 });
    const response = await fetch(`${standIn.url}/v1/coupons`, { headers: { authorization: `Bearer ${SECRET_KEY}` } });
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { type: string } }).error.type).toBe('invalid_request_error');
  });

  test('pages lists with limit and starting_after, newest first', async () => {
    const page = await stripe.prices.list({ limit: 2 });
    expect(page.data).toHaveLength(2);
    expect(page.has_more).toBe(true);
    const rest = await stripe.prices.list({ limit: 2, starting_after: page.data[1]!.id });
    expect(rest.data).toHaveLength(1);
    expect(rest.has_more).toBe(false);
    const all = [...page.data, ...rest.data];
    expect(all.map((price) => price.created)).toEqual([...all.map((price) => price.created)].sort((a, b) => b - a));
  });

  test('an expired session can no longer be paid', async () => {
    const [price] = (await stripe.prices.list({ lookup_keys: ['sound_basic_monthly'] })).data;
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer_email: 'c@example.com',
      line_items: [{ price: price!.id, quantity: 1 }],
      success_url: 'http://127.0.0.1:3000/ok',
      cancel_url: 'http://127.0.0.1:3000/',
    });
    const expired = await stripe.checkout.sessions.expire(session.id);
    expect(expired).toMatchObject({ status: 'expired', url: null });
    const page = await fetch(session.url!);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain('Esta sessão de pagamento expirou');
  });

  test('the checkout page shows the plan and keyboard-friendly labelled fields', async () => {
    const [price] = (await stripe.prices.list({ lookup_keys: ['sound_pro_monthly'] })).data;
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: price!.id, quantity: 1 }],
      success_url: 'http://127.0.0.1:3000/ok',
    });
    const html = await (await fetch(session.url!)).text();
    expect(html).toContain('R$ 119,00/mês');
    expect(html).toContain('Acesso a conteúdos exclusivos');
    for (const [id, label] of [
      ['campo-email', 'E-mail'],
      ['campo-number', 'Número do cartão'],
      ['campo-expiry', 'Validade (MM/AA)'],
      ['campo-cvc', 'CVC'],
      ['campo-name', 'Nome no cartão'],
    ]) {
      expect(html).toContain(`<label for="${id}">${label}</label>`);
      expect(html).toContain(`id="${id}"`);
    }
    expect(html).not.toContain('tabindex');
  });
});
