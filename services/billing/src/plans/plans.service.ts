import { Injectable } from '@nestjs/common';
import type Stripe from 'stripe';
import { BillingErrorCode, billingError } from '../billing-errors';
import { StripeClient } from '../stripe/stripe-client';
import { orderedPlans } from './plan-order';
import { mapPlan, type PlanResponse } from './plans.dto';

const CACHE_MS = 60_000;

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
    const plans = orderedPlans(prices.map(mapPlan).filter((plan): plan is PlanResponse => plan !== undefined));
    this.cache = { at: Date.now(), plans };
    return plans;
  }

  async byPriceId(priceId: string): Promise<PlanResponse | undefined> {
    return (await this.list()).find((plan) => plan.id === priceId);
  }
}
