import { stableId } from './ids';
import type { Price, Product } from './types';
import type { Store } from './store';

type Plan = { key: string; name: string; tier: 'free' | 'basic' | 'pro'; amount: number; features: string[] };

const FREE_FEATURES = ['Downloads ilimitados', 'Acapelas exclusivas', 'Samples exclusivos', 'Uploads ilimitados'];
const BASIC_FEATURES = [...FREE_FEATURES, 'Downloads exclusivos Basic', 'Colaboração entre artistas'];
const PRO_FEATURES = [...BASIC_FEATURES, 'Acesso a conteúdos exclusivos'];

/**
 * Spec 1 §1's plans. Free is a product with a monthly price of zero, so the one call the
 * billing service makes (active monthly prices, product expanded) returns all three plans in
 * the same shape; the zero amount is what says "no price" (spec 1 §9).
 */
export const PLANS: Plan[] = [
  // The launch promotion is Free's first line, so every line the plan card shows comes from one place.
  { key: 'free', name: 'Free', tier: 'free', amount: 0, features: ['Promoção de lançamento', ...FREE_FEATURES] },
  { key: 'sound_basic', name: 'Sound Basic', tier: 'basic', amount: 2900, features: BASIC_FEATURES },
  { key: 'sound_pro', name: 'Sound Pro', tier: 'pro', amount: 11900, features: PRO_FEATURES },
];

/**
 * Feature lines go in metadata as `feature_1`, `feature_2`, … (read them in numeric order):
 * one Dashboard field per line, each well under Stripe's 500-character value limit, and
 * nothing to split. The same lines are in `marketing_features`, where Stripe's own pricing
 * table reads them. `tier` (free, basic, pro) is what entitlements key on.
 */
export function planMetadata(plan: Plan): Record<string, string> {
  const metadata: Record<string, string> = { tier: plan.tier };
  plan.features.forEach((feature, index) => (metadata[`feature_${index + 1}`] = feature));
  return metadata;
}

/** Writes the plans into an empty store; ids are stable across starts (see stableId). */
export function seedPlans(store: Store, created: number): void {
  PLANS.forEach((plan, index) => {
    // One second apart, in the order an administrator would have created them in the Dashboard.
    const at = created + index;
    const productId = stableId('product', plan.key);
    const priceId = stableId('price', `${plan.key}_monthly`);
    const product: Product = {
      id: productId,
      object: 'product',
      active: true,
      created: at,
      updated: at,
      default_price: priceId,
      description: null,
      images: [],
      livemode: false,
      marketing_features: plan.features.map((name) => ({ name })),
      metadata: planMetadata(plan),
      name: plan.name,
      type: 'service',
      url: null,
    };
    const price: Price = {
      id: priceId,
      object: 'price',
      active: true,
      billing_scheme: 'per_unit',
      created: at,
      currency: 'brl',
      livemode: false,
      lookup_key: `${plan.key}_monthly`,
      metadata: {},
      nickname: `${plan.name} mensal`,
      product: productId,
      recurring: { interval: 'month', interval_count: 1, usage_type: 'licensed', meter: null },
      tax_behavior: 'unspecified',
      type: 'recurring',
      unit_amount: plan.amount,
      unit_amount_decimal: String(plan.amount),
    };
    store.state.products.push(product);
    store.state.prices.push(price);
  });
}
