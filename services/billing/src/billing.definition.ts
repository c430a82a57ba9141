import type { ServiceDefinition } from '@sampleteca/runtime';
import { billingDatabase } from './billing.database';
import { BillingModule } from './billing.module';

export const billingService: ServiceDefinition = {
  name: 'billing',
  title: 'Assinaturas',
  database: billingDatabase,
  module: BillingModule,
};
