import { Module, type DynamicModule } from '@nestjs/common';
import type { Config } from '@sampleteca/config';
import { DatabaseModule } from '@sampleteca/database';
import { MessagingModule } from '@sampleteca/messaging';
import { serviceHealthController } from '@sampleteca/runtime';
import { ArtistsController } from './artists/artists.controller';
import { catalogueDatabase } from './catalogue.database';
import { EntitlementEventsHandler } from './entitlements/entitlement-events.handler';
import { ProfileEventsHandler } from './profiles/profile-events.handler';

/** Catálogo: sons, drum kits, artistas, categorias, curtidas, downloads e busca. */
@Module({})
export class CatalogueModule {
  static forRoot(_config: Config): DynamicModule {
    return {
      module: CatalogueModule,
      imports: [DatabaseModule.forService(catalogueDatabase), MessagingModule.forService('catalogue')],
      controllers: [
        serviceHealthController('catalogue'),
        ArtistsController,
        ProfileEventsHandler,
        EntitlementEventsHandler,
      ],
    };
  }
}
