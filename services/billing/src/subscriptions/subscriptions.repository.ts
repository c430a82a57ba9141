import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type EntityManager, type Repository } from 'typeorm';
import { ENTITLING } from './entitlement-rules';
import { Entitlement, Subscription } from './subscription.entity';

/** billing.subscriptions, as the webhooks' syncs last wrote them, and the entitlements derived from them. */
@Injectable()
export class SubscriptionsRepository {
  constructor(@InjectRepository(Subscription, 'billing') private readonly subscriptions: Repository<Subscription>) {}

  /** The newest subscription that gives its plan, if any. */
  entitling(userId: string): Promise<Subscription | null> {
    return this.subscriptions.findOne({ where: { userId, status: In(ENTITLING) }, order: { created: 'DESC' } });
  }

  /** The newest subscription whatever its status (a cancelled one is still shown). */
  latest(userId: string): Promise<Subscription | null> {
    return this.subscriptions.findOne({ where: { userId }, order: { created: 'DESC' } });
  }

  hasEntitling(userId: string): Promise<boolean> {
    return this.subscriptions.exists({ where: { userId, status: In(ENTITLING) } });
  }

  /**
   * One sync per customer at a time until the transaction ends: a sync that read older state
   * from Stripe can never commit after one that read newer state.
   */
  async lockCustomerSync(manager: EntityManager, stripeCustomerId: string): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`billing-sync:${stripeCustomerId}`]);
  }

  async save(manager: EntityManager, subscription: Subscription): Promise<void> {
    await manager.save(Subscription, subscription);
  }

  lockEntitlement(manager: EntityManager, userId: string): Promise<Entitlement | null> {
    return manager.findOne(Entitlement, { where: { userId }, lock: { mode: 'pessimistic_write' } });
  }

  saveEntitlement(manager: EntityManager, entitlement: Entitlement): Promise<Entitlement> {
    return manager.save(Entitlement, entitlement);
  }
}
