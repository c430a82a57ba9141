import type { ServiceDatabase } from '@sampleteca/database';
import { InitIdentity1763740800000 } from './migrations/1763740800000-init';

/** The identity schema: its entities and migrations, in the order they apply. */
export const identityDatabase: ServiceDatabase = {
  name: 'identity',
  entities: [],
  migrations: [InitIdentity1763740800000],
};
