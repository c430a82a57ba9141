import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { Subscription } from './subscription.entity';

/** The statuses that give the plan's features (past_due: Stripe is still retrying the charge). */
const ENTITLING = ['active', 'trialing', 'past_due'];

/** billing.subscriptions, as the webhooks' syncs last wrote them. */
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
}
