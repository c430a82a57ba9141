import { Module, type DynamicModule } from '@nestjs/common';
import type { Config } from '@sampleteca/config';
import { DatabaseModule } from '@sampleteca/database';
import { JobsModule } from '@sampleteca/jobs';
import { MessagingModule } from '@sampleteca/messaging';
import { operationsControllers, serviceHealthController } from '@sampleteca/runtime';
import { AdminSubscriptionsController } from './admin/admin-subscriptions.controller';
import { AdminSubscriptionsRepository } from './admin/admin-subscriptions.repository';
import { AdminSubscriptionsService } from './admin/admin-subscriptions.service';
import { billingDatabase } from './billing.database';
import { CheckoutController } from './checkout/checkout.controller';
import { CheckoutService } from './checkout/checkout.service';
import { CustomerEventsHandler } from './customers/customer-events.handler';
import { CustomersRepository } from './customers/customers.repository';
import { CustomersService } from './customers/customers.service';
import { DeletedCustomersService } from './customers/deleted-customers.service';
import { PlansController } from './plans/plans.controller';
import { PlansService } from './plans/plans.service';
import { StripeClient } from './stripe/stripe-client';
import { MySubscriptionService } from './subscriptions/my-subscription.service';
import { SubscriptionSyncProcessor } from './subscriptions/subscription-sync.processor';
import { SubscriptionSyncQueue } from './subscriptions/subscription-sync.queue';
import { SubscriptionSyncService } from './subscriptions/subscription-sync.service';
import { SubscriptionsController } from './subscriptions/subscriptions.controller';
import { SubscriptionsRepository } from './subscriptions/subscriptions.repository';
import { StripeWebhooksController } from './webhooks/stripe-webhooks.controller';
import { StripeWebhooksService } from './webhooks/stripe-webhooks.service';
import { WebhookEventsRepository } from './webhooks/webhook-events.repository';

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
        ...operationsControllers('billing', [SubscriptionSyncQueue]),
        PlansController,
        CheckoutController,
        SubscriptionsController,
        AdminSubscriptionsController,
        StripeWebhooksController,
        CustomerEventsHandler,
      ],
      providers: [
        StripeClient,
        PlansService,
        CustomersService,
        CustomersRepository,
        DeletedCustomersService,
        SubscriptionSyncService,
        MySubscriptionService,
        SubscriptionsRepository,
        AdminSubscriptionsService,
        AdminSubscriptionsRepository,
        CheckoutService,
        StripeWebhooksService,
        WebhookEventsRepository,
        ...workers,
      ],
      exports: [StripeClient],
    };
  }
}
