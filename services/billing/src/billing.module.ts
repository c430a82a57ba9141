import { Module, type DynamicModule } from '@nestjs/common';
import type { Config } from '@sampleteca/config';
import { DatabaseModule } from '@sampleteca/database';
import { JobsModule } from '@sampleteca/jobs';
import { MessagingModule } from '@sampleteca/messaging';
import { serviceHealthController } from '@sampleteca/runtime';
import { billingDatabase } from './billing.database';
import { CheckoutController } from './checkout/checkout.controller';
import { Customers } from './customers/customers.service';
import { PlansController } from './plans/plans.controller';
import { Plans } from './plans/plans.service';
import { StripeClient } from './stripe/stripe-client';
import { MySubscription } from './subscriptions/my-subscription.service';
import { SubscriptionSyncProcessor } from './subscriptions/subscription-sync.processor';
import { SubscriptionSyncQueue } from './subscriptions/subscription-sync.queue';
import { SubscriptionSync } from './subscriptions/subscription-sync.service';
import { SubscriptionsController } from './subscriptions/subscriptions.controller';
import { StripeWebhooksController } from './webhooks/stripe-webhooks.controller';

/** Assinaturas: planos, checkout, webhooks, assinaturas e direitos de acesso. */
@Module({})
export class BillingModule {
  static forRoot(config: Config): DynamicModule {
    const workers = config.ROLES.includes('worker') ? [SubscriptionSyncProcessor] : [];
    return {
      module: BillingModule,
      imports: [
        DatabaseModule.forService(billingDatabase),
        MessagingModule.forService('billing'),
        JobsModule.forQueues(SubscriptionSyncQueue),
      ],
      controllers: [
        serviceHealthController('billing'),
        PlansController,
        CheckoutController,
        SubscriptionsController,
        StripeWebhooksController,
      ],
      providers: [StripeClient, Plans, Customers, SubscriptionSync, MySubscription, ...workers],
      exports: [StripeClient],
    };
  }
}
