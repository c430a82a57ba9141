import { Injectable } from '@nestjs/common';
import type Stripe from 'stripe';
import type { PlanTier } from '@sampleteca/contracts';
import { BillingErrorCode, billingError } from '../billing-errors';
import { StripeClient } from '../stripe/stripe-client';
import { priceLabel, type PlanResponse } from './plans.dto';

const CACHE_MS = 60_000;
const TIERS: PlanTier[] = ['free', 'basic', 'pro'];

/** Spec 1 §1's Free plan when the provider lists no zero-priced price for it. */
const FREE_PLAN: PlanResponse = {
  id: 'free',
  title: 'Free',
  metadata: [
    'Promoção de lançamento',
    'Downloads ilimitados',
    'Acapelas exclusivas',
    'Samples exclusivos',
    'Uploads ilimitados',
  ],
  value: 0,
  interval: null,
  tier: 'free',
  priceLabel: 'Grátis',
};

/** Product feature lines: `features` (one per line) or `feature_1`, `feature_2`, … */
export function featureLines(metadata: Stripe.Metadata): string[] {
  if (metadata.features)
    return metadata.features
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
  return Object.keys(metadata)
    .filter((key) => /^feature_\d+$/.test(key))
    .sort((a, b) => Number(a.split('_')[1]) - Number(b.split('_')[1]))
    .map((key) => metadata[key]);
}

/** The monthly plans from Stripe's active prices (product expanded), cached for a minute. */
@Injectable()
export class PlansService {
  private cache: { at: number; plans: PlanResponse[] } | undefined;

  constructor(private readonly stripe: StripeClient) {}

  async list(): Promise<PlanResponse[]> {
    if (this.cache && Date.now() - this.cache.at < CACHE_MS) return this.cache.plans;
    let prices: Stripe.Price[];
    try {
      prices = (
        await this.stripe.api.prices.list({
          active: true,
          type: 'recurring',
          recurring: { interval: 'month' },
          expand: ['data.product'],
          limit: 100,
        })
      ).data;
    } catch {
      throw billingError(BillingErrorCode.PaymentProviderUnavailable);
    }
    const plans = prices.map(toPlan).filter((plan): plan is PlanResponse => plan !== undefined);
    if (!plans.some((plan) => plan.tier === 'free')) plans.push(FREE_PLAN);
    plans.sort((a, b) => TIERS.indexOf(a.tier) - TIERS.indexOf(b.tier) || a.value - b.value);
    this.cache = { at: Date.now(), plans };
    return plans;
  }

  async byPriceId(priceId: string): Promise<PlanResponse | undefined> {
    return (await this.list()).find((plan) => plan.id === priceId);
  }
}

function toPlan(price: Stripe.Price): PlanResponse | undefined {
  const product = price.product as Stripe.Product;
  if (typeof product !== 'object' || product.deleted || !product.active) return undefined;
  const tier = (TIERS as string[]).includes(product.metadata.tier) ? (product.metadata.tier as PlanTier) : undefined;
  if (!tier) return undefined;
  const value = (price.unit_amount ?? 0) / 100;
  const interval = price.recurring?.interval === 'year' ? 'year' : price.recurring ? 'month' : null;
  return {
    id: price.id,
    title: product.name,
    metadata: featureLines(product.metadata),
    value,
    interval,
    tier,
    priceLabel: priceLabel(value, interval),
  };
}
