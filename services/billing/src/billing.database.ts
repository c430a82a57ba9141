import type { ServiceDatabase } from '@sampleteca/database';
import { Customer } from './customers/customer.entity';
import { InitBilling1763740800000 } from './migrations/1763740800000-init';
import { Subscriptions1763741100000 } from './migrations/1763741100000-subscriptions';
import { Entitlement, Subscription } from './subscriptions/subscription.entity';
import { WebhookEvent } from './webhooks/webhook-event.entity';

/** The billing schema: its entities and migrations, in the order they apply. */
export const billingDatabase: ServiceDatabase = {
  name: 'billing',
  entities: [Customer, Subscription, Entitlement, WebhookEvent],
  migrations: [InitBilling1763740800000, Subscriptions1763741100000],
};
