import type { ServiceDefinition } from '@sampleteca/runtime';
import { distributionDatabase } from './distribution.database';
import { DistributionModule } from './distribution.module';

export const distributionService: ServiceDefinition = {
  name: 'distribution',
  title: 'Distribuição',
  database: distributionDatabase,
  module: DistributionModule,
};
