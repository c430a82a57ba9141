import { Injectable } from '@nestjs/common';
import { InjectQueue, JobProcessor, type JobHandlers, type JobProcessorHost, type TypedQueue } from '@sampleteca/jobs';
import { CustomersService } from '../customers/customers.service';
import { SubscriptionSyncService } from './subscription-sync.service';
import { SubscriptionSyncQueue, type SubscriptionSyncJobs } from './subscription-sync.queue';

/** Runs syncs (retried on Stripe errors) and the recurring reconciliation (the queue's periodic job). */
@Injectable()
@JobProcessor(SubscriptionSyncQueue)
export class SubscriptionSyncProcessor implements JobProcessorHost<SubscriptionSyncJobs> {
  constructor(
    @InjectQueue(SubscriptionSyncQueue) private readonly queue: TypedQueue<SubscriptionSyncJobs>,
    private readonly sync: SubscriptionSyncService,
    private readonly customers: CustomersService,
  ) {}

  readonly handlers: JobHandlers<SubscriptionSyncJobs> = {
    sync: async ({ customerId }, job) => {
      const result = await this.sync.syncCustomer(customerId);
      await job.updateProgress(100);
      return result ? { tier: result.entitlement.tier, status: result.entitlement.status } : { skipped: true };
    },
    reconcile: async () => {
      const customers = await this.customers.all();
      for (const customer of customers) {
        await this.queue.add(
          'sync',
          { customerId: customer.stripeCustomerId },
          { collapseKey: customer.stripeCustomerId },
        );
      }
      return { queued: customers.length };
    },
  };
}
