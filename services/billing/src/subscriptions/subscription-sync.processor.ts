import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { CONFIG, type Config } from '@sampleteca/config';
import {
  InjectQueue,
  JobProcessor,
  startPeriodicJob,
  type JobHandlers,
  type JobProcessorHost,
  type TypedQueue,
} from '@sampleteca/jobs';
import { CustomersService } from '../customers/customers.service';
import { SubscriptionSyncService } from './subscription-sync.service';
import { SubscriptionSyncQueue, type SubscriptionSyncJobs } from './subscription-sync.queue';

/** The Redis-kept scheduler the reconciliation used before: removed, the periodic job replaces it. */
const OLD_SCHEDULER_ID = 'reconcile-subscriptions';

/** Runs syncs (retried on Stripe errors) and the recurring reconciliation. */
@Injectable()
@JobProcessor(SubscriptionSyncQueue)
export class SubscriptionSyncProcessor
  implements JobProcessorHost<SubscriptionSyncJobs>, OnApplicationBootstrap, OnApplicationShutdown
{
  private readonly logger = new Logger('SubscriptionSyncProcessor');
  private stop = (): void => undefined;

  constructor(
    @Inject(CONFIG) private readonly config: Config,
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

  /** Once per period across the cluster, surviving a Redis that restarts empty (startPeriodicJob). */
  onApplicationBootstrap(): void {
    this.stop = startPeriodicJob(this.queue, 'reconcile', {
      everyMs: this.config.BILLING_RECONCILE_MINUTES * 60_000,
      payload: () => ({}),
      logger: this.logger,
      postponed: 'reconciliação adiada',
      replacesScheduler: OLD_SCHEDULER_ID,
    });
  }

  onApplicationShutdown(): void {
    this.stop();
  }
}
