import type Stripe from 'stripe';
import { mapPlan } from './plans.dto';

type PriceShape = {
  amount?: number | null;
  interval?: 'month' | 'year' | null;
  product?: Record<string, unknown> | string;
};

const price = ({ amount = 2900, interval = 'month', product = {} }: PriceShape): Stripe.Price =>
  ({
    id: 'price_1',
    unit_amount: amount,
    recurring: interval ? { interval } : null,
    product:
      typeof product === 'string'
        ? product
        : { name: 'Pro', active: true, deleted: undefined, metadata: { tier: 'pro' }, ...product },
  }) as unknown as Stripe.Price;

describe('mapPlan', () => {
  it.each<[string, PriceShape]>([
    ['a product not expanded', { product: 'prod_1' }],
    ['an inactive product', { product: { active: false } }],
    ['a deleted product', { product: { deleted: true } }],
    ['a product naming no tier', { product: { metadata: {} } }],
    ['a product naming an unknown tier', { product: { metadata: { tier: 'gold' } } }],
  ])('leaves out %s', (_case, shape) => {
    expect(mapPlan(price(shape))).toBeUndefined();
  });

  it.each<[PriceShape, number, 'month' | 'year' | null, string]>([
    [{ amount: 2900, interval: 'month' }, 29, 'month', 'R$ 29,00/mês'],
    [{ amount: 123456, interval: 'year' }, 1234.56, 'year', 'R$ 1.234,56/ano'],
    [{ amount: 990, interval: null }, 9.9, null, 'R$ 9,90/mês'],
    [{ amount: 0, interval: 'month' }, 0, 'month', 'Grátis'],
    [{ amount: null, interval: 'month' }, 0, 'month', 'Grátis'],
  ])('prices %o as %s reais a %s: %s', (shape, value, interval, priceLabel) => {
    expect(mapPlan(price(shape))).toMatchObject({
      id: 'price_1',
      title: 'Pro',
      tier: 'pro',
      value,
      interval,
      priceLabel,
    });
  });

  it.each([
    [
      'one per line of features, trimmed, without blanks',
      { features: ' Downloads \n\n Uploads ' },
      ['Downloads', 'Uploads'],
    ],
    ['feature_N in numeric order', { feature_10: 'c', feature_2: 'b', feature_1: 'a', other: 'x' }, ['a', 'b', 'c']],
    ['none', {}, []],
  ])('reads feature lines: %s', (_case, lines, expected) => {
    expect(mapPlan(price({ product: { metadata: { tier: 'pro', ...lines } } }))?.metadata).toEqual(expected);
  });
});
