import type { ServiceDefinition } from '@sampleteca/runtime';
import { catalogueDatabase } from './catalogue.database';
import { CATALOGUE_FEATURES, CatalogueModule } from './catalogue.module';

export const catalogueService: ServiceDefinition = {
  name: 'catalogue',
  title: 'Catálogo',
  database: catalogueDatabase,
  module: CatalogueModule,
  features: CATALOGUE_FEATURES,
};
