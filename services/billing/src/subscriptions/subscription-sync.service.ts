import { Injectable } from '@nestjs/common';
import type Stripe from 'stripe';
import type { EntityManager } from 'typeorm';
import { BillingEvents, type EntitlementChanged, type PlanTier } from '@sampleteca/contracts';
import { TransactionRunner } from '@sampleteca/database';
import { Outbox } from '@sampleteca/messaging';
import { CustomersService } from '../customers/customers.service';
import { PlansService } from '../plans/plans.service';
import { StripeClient } from '../stripe/stripe-client';
import { entitlementChanged, entitlementOf } from './entitlement-rules';
import { Subscription, type Entitlement } from './subscription.entity';
import { SubscriptionsRepository } from './subscriptions.repository';

const fromSeconds = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

/**
 * The one sync: reads a customer's subscriptions from Stripe, upserts each record and, when
 * the user's plan or its status changed, publishes billing.entitlement-changed in the same
 * transaction. Idempotent, so webhooks, the success page and the reconciliation can all call it.
 */
@Injectable()
export class SubscriptionSyncService {
  constructor(
    private readonly stripe: StripeClient,
    private readonly customers: CustomersService,
    private readonly plans: PlansService,
    private readonly transactions: TransactionRunner,
    private readonly outbox: Outbox,
    private readonly subscriptions: SubscriptionsRepository,
  ) {}

  async syncCustomer(stripeCustomerId: string): Promise<{ userId: string; entitlement: Entitlement } | undefined> {
    const userId = await this.userOf(stripeCustomerId);
    if (!userId) return undefined;
    const entitlement = await this.transactions.run((manager) => this.syncIn(manager, stripeCustomerId, userId));
    return { userId, entitlement };
  }

  /** The sync in the caller's transaction, for a customer whose user is known. */
  async syncIn(manager: EntityManager, stripeCustomerId: string, userId: string): Promise<Entitlement> {
    const tiers = new Map((await this.plans.list()).map((plan) => [plan.id, plan.tier] as const));
    // Stripe is read inside the customer's lock.
    await this.subscriptions.lockCustomerSync(manager, stripeCustomerId);
    const remote = await this.stripe.api.subscriptions.list({
      customer: stripeCustomerId,
      status: 'all',
      limit: 100,
    });
    const records = remote.data.map((subscription) => toRecord(subscription, userId, tiers));
    for (const record of records) await this.subscriptions.save(manager, record);
    return this.updateEntitlement(manager, userId, records);
  }

  private async userOf(stripeCustomerId: string): Promise<string | undefined> {
    const known = await this.customers.findByStripeId(stripeCustomerId);
    if (known) return known.userId;
    const customer = await this.stripe.api.customers.retrieve(stripeCustomerId);
    return customer.deleted ? undefined : customer.metadata?.user_id || undefined;
  }

  private async updateEntitlement(
    manager: EntityManager,
    userId: string,
    records: Subscription[],
  ): Promise<Entitlement> {
    const next = entitlementOf(userId, records);
    const current = await this.subscriptions.lockEntitlement(manager, userId);
    if (current && !entitlementChanged(current, next)) return current;
    const saved = await this.subscriptions.saveEntitlement(manager, next);
    await this.outbox.add<EntitlementChanged>(manager, BillingEvents.EntitlementChanged, {
      userId,
      tier: saved.tier,
      status: saved.status,
      subscriptionId: saved.subscriptionId,
      currentPeriodEnd: saved.currentPeriodEnd?.toISOString() ?? null,
    });
    return saved;
  }
}

function toRecord(subscription: Stripe.Subscription, userId: string, tiers: Map<string, PlanTier>): Subscription {
  const item = subscription.items.data[0];
  const legacy = subscription as unknown as { current_period_start?: number; current_period_end?: number };
  return Object.assign(new Subscription(), {
    id: subscription.id,
    userId,
    status: subscription.status,
    metadata: subscription.metadata ?? {},
    priceId: item?.price.id ?? '',
    tier: tiers.get(item?.price.id ?? '') ?? 'free',
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    created: new Date(subscription.created * 1000),
    // Newer API versions keep the period on the item; older ones on the subscription.
    currentPeriodStart: fromSeconds(item?.current_period_start ?? legacy.current_period_start),
    currentPeriodEnd: fromSeconds(item?.current_period_end ?? legacy.current_period_end),
    endedAt: fromSeconds(subscription.ended_at),
    cancelAt: fromSeconds(subscription.cancel_at),
    canceledAt: fromSeconds(subscription.canceled_at),
    trialStart: fromSeconds(subscription.trial_start),
    trialEnd: fromSeconds(subscription.trial_end),
    quantity: item?.quantity ?? 1,
    syncedAt: new Date(),
  });
}
