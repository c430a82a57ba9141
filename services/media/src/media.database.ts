import type { ServiceDatabase } from '@sampleteca/database';
import { InitMedia1763740800000 } from './migrations/1763740800000-init';

/** The media schema: its entities and migrations, in the order they apply. */
export const mediaDatabase: ServiceDatabase = {
  name: 'media',
  entities: [],
  migrations: [InitMedia1763740800000],
};
