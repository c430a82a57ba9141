import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { StripeClient } from '../stripe/stripe-client';
import { SubscriptionSyncService } from '../subscriptions/subscription-sync.service';
import { CustomersRepository } from './customers.repository';

/** Stripe's statuses of a subscription that still runs (and would charge again). */
const RUNNING = new Set(['active', 'trialing', 'past_due', 'unpaid', 'incomplete']);

/**
 * identity's user.deleted: the person's running subscriptions are cancelled at Stripe now (no
 * period end: there is no account left to use it), the records synced so the entitlement falls
 * to Free, and the user ↔ Stripe customer mapping with its e-mail is forgotten. The subscription
 * records stay (invoices and payments are accounting records the law keeps); they name only the
 * account's id. Safe to run again: a cancelled subscription is not cancelled twice.
 */
@Injectable()
export class DeletedCustomersService {
  constructor(
    private readonly stripe: StripeClient,
    private readonly sync: SubscriptionSyncService,
    private readonly customers: CustomersRepository,
  ) {}

  async forget(manager: EntityManager, userId: string): Promise<void> {
    const customer = await this.customers.findByUser(userId);
    if (!customer) return;
    const { data } = await this.stripe.api.subscriptions.list({
      customer: customer.stripeCustomerId,
      status: 'all',
      limit: 100,
    });
    for (const subscription of data.filter((each) => RUNNING.has(each.status))) {
      await this.stripe.api.subscriptions.cancel(subscription.id);
    }
    await this.sync.syncIn(manager, customer.stripeCustomerId, userId);
    await this.customers.delete(manager, userId);
  }
}
