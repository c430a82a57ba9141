import type { ServiceDatabase } from '@sampleteca/database';
import { InitDistribution1763740800000 } from './migrations/1763740800000-init';
import { RequestsAndContracts1764979200000 } from './migrations/1764979200000-requests-and-contracts';

/** The distribution schema: its entities and migrations, in the order they apply. */
export const distributionDatabase: ServiceDatabase = {
  name: 'distribution',
  entities: [],
  migrations: [InitDistribution1763740800000, RequestsAndContracts1764979200000],
};
