import type { ServiceDefinition } from '@sampleteca/runtime';
import { catalogueDatabase } from './catalogue.database';
import { CatalogueModule } from './catalogue.module';

export const catalogueService: ServiceDefinition = {
  name: 'catalogue',
  title: 'Catálogo',
  database: catalogueDatabase,
  module: CatalogueModule,
};
