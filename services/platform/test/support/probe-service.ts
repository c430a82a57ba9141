import { Module, type DynamicModule, type Type } from '@nestjs/common';
import { catalogueDatabase } from '@sampleteca/catalogue';
import { DatabaseModule } from '@sampleteca/database';
import type { ServiceDefinition } from '@sampleteca/runtime';

/**
 * Test controllers run as the catalogue would run them (its schema, its /api prefixes: routes
 * must sit under the catalogue's, e.g. `sounds/…`), to try what every service's HTTP layer does.
 */
export function probeService(...controllers: Type<unknown>[]): ServiceDefinition {
  @Module({})
  class ProbeModule {
    static forRoot(): DynamicModule {
      return { module: ProbeModule, imports: [DatabaseModule.forService(catalogueDatabase)], controllers };
    }
  }
  return { name: 'catalogue', title: 'Sonda', database: catalogueDatabase, module: ProbeModule };
}
