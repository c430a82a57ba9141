import type { ServiceDatabase } from '@sampleteca/database';
import { InitBilling1763740800000 } from './migrations/1763740800000-init';

/** The billing schema: its entities and migrations, in the order they apply. */
export const billingDatabase: ServiceDatabase = {
  name: 'billing',
  entities: [],
  migrations: [InitBilling1763740800000],
};
