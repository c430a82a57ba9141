import type { ServiceDatabase } from '@sampleteca/database';
import { InitCatalogue1763740800000 } from './migrations/1763740800000-init';
import { Profiles1763741000000 } from './migrations/1763741000000-profiles';
import { Entitlements1763741200000 } from './migrations/1763741200000-entitlements';
import { Entitlement } from './entitlements/entitlement.entity';
import { Profile } from './profiles/profile.entity';

/** The catalogue schema: its entities and migrations, in the order they apply. */
export const catalogueDatabase: ServiceDatabase = {
  name: 'catalogue',
  entities: [Profile, Entitlement],
  migrations: [InitCatalogue1763740800000, Profiles1763741000000, Entitlements1763741200000],
};
