import { Injectable } from '@nestjs/common';
import type Stripe from 'stripe';
import { TransactionRunner } from '@sampleteca/database';
import { InjectQueue, type TypedQueue } from '@sampleteca/jobs';
import { SubscriptionSyncQueue, type SubscriptionSyncJobs } from '../subscriptions/subscription-sync.queue';
import { WebhookEventsRepository } from './webhook-events.repository';

const SYNCING = /^(checkout\.session\.completed|customer\.subscription\.\w+|invoice\.paid|invoice\.payment_failed)$/;

/**
 * A verified Stripe event: recorded once by id and turned into a customer sync. The record and
 * the queued job commit together, so a failure here answers 500 and Stripe's redelivery tries again.
 */
@Injectable()
export class StripeWebhooksService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly events: WebhookEventsRepository,
    @InjectQueue(SubscriptionSyncQueue) private readonly queue: TypedQueue<SubscriptionSyncJobs>,
  ) {}

  /** False for an event received before (Stripe delivers at least once). */
  receive(event: Stripe.Event): Promise<boolean> {
    return this.transactions.run(async (manager) => {
      if (!(await this.events.recordOnce(manager, event))) return false;
      const customerId = customerOf(event);
      if (customerId && SYNCING.test(event.type)) {
        await this.queue.add('sync', { customerId }, { collapseKey: customerId });
      }
      return true;
    });
  }
}

function customerOf(event: Stripe.Event): string | undefined {
  const object = event.data.object as { object?: string; id?: string; customer?: string | { id: string } | null };
  if (object.object === 'customer') return object.id;
  if (typeof object.customer === 'string') return object.customer;
  return object.customer?.id;
}
