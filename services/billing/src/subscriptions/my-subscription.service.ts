import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, type Config } from '@sampleteca/config';
import { PUBLIC_PATHS } from '@sampleteca/contracts';
import { InjectQueue, JobsRuntime, type TypedQueue } from '@sampleteca/jobs';
import { BillingErrorCode, billingError } from '../billing-errors';
import { CustomersService } from '../customers/customers.service';
import { PlansService } from '../plans/plans.service';
import { StripeClient } from '../stripe/stripe-client';
import { mapSubscription, type MySubscriptionResponse } from './subscription.dto';
import { SubscriptionsRepository } from './subscriptions.repository';
import { SubscriptionSyncQueue, type SubscriptionSyncJobs } from './subscription-sync.queue';

const SYNC_WAIT_MS = 15_000;

/** The signed-in user's plan: read, sync now (success page), cancel at period end, portal. */
@Injectable()
export class MySubscriptionService {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly subscriptions: SubscriptionsRepository,
    @InjectQueue(SubscriptionSyncQueue) private readonly queue: TypedQueue<SubscriptionSyncJobs>,
    private readonly customers: CustomersService,
    private readonly plans: PlansService,
    private readonly stripe: StripeClient,
    private readonly jobs: JobsRuntime,
  ) {}

  async current(userId: string): Promise<MySubscriptionResponse> {
    const plans = await this.plans.list();
    const active = await this.subscriptions.entitling(userId);
    const latest = active ?? (await this.subscriptions.latest(userId));
    const plan =
      plans.find((candidate) => candidate.id === active?.priceId) ??
      plans.find((candidate) => candidate.tier === 'free')!;
    return { plan, subscription: latest ? mapSubscription(latest) : null, active: Boolean(active) };
  }

  /**
   * Queues a fresh sync and waits for it. Unlike webhooks it does not collapse with a sync
   * already running: that one may have read Stripe before the change the user just made.
   */
  async syncNow(userId: string): Promise<MySubscriptionResponse> {
    const customer = await this.customers.findByUser(userId);
    if (customer) {
      // Listening before the job exists: a job that finished before the first listener started
      // reading the events stream was never heard of (15 s lost, then a failed sync under load).
      // One listener per process (JobsRuntime), shared by syncs at once.
      const events = await this.jobs.queueEvents(SubscriptionSyncQueue);
      const job = await this.queue.add('sync', { customerId: customer.stripeCustomerId });
      await job.waitUntilFinished(events, SYNC_WAIT_MS);
    }
    return this.current(userId);
  }

  async cancelAtPeriodEnd(userId: string): Promise<MySubscriptionResponse> {
    const active = await this.subscriptions.entitling(userId);
    if (!active) throw billingError(BillingErrorCode.NoSubscription);
    await this.stripe.api.subscriptions.update(active.id, { cancel_at_period_end: true });
    return this.syncNow(userId);
  }

  async portalUrl(userId: string): Promise<string> {
    const customer = await this.customers.findByUser(userId);
    if (!customer) throw billingError(BillingErrorCode.NoSubscription);
    const session = await this.stripe.api.billingPortal.sessions.create({
      customer: customer.stripeCustomerId,
      return_url: new URL(PUBLIC_PATHS.profilePlan, this.config.PUBLIC_URL).toString(),
    });
    return session.url;
  }
}
