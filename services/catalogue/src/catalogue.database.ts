import type { ServiceDatabase } from '@sampleteca/database';
import { InitCatalogue1763740800000 } from './migrations/1763740800000-init';

/** The catalogue schema: its entities and migrations, in the order they apply. */
export const catalogueDatabase: ServiceDatabase = {
  name: 'catalogue',
  entities: [],
  migrations: [InitCatalogue1763740800000],
};
