import { Module, type DynamicModule } from '@nestjs/common';
import type { Config } from '@sampleteca/config';
import {
  dailyStatsController,
  operationsControllers,
  PageMetaSource,
  serviceHealthController,
} from '@sampleteca/runtime';
import { CatalogueStatsRepository } from './admin/catalogue-stats.repository';
import { BrowseModule } from './browse/browse.module';
import { TimbreCellsBuilder } from './browse/similar/timbre-cells.builder';
import { CatalogueCoreModule } from './catalogue-core.module';
import { CardLevelsBackfill } from './publishing/audio/card-levels.backfill';
import { CountedDaysPurger } from './publishing/producer-stats/counted-days.purger';
import { CountedDaysRepository } from './publishing/producer-stats/counted-days.repository';
import { PublishingModule } from './publishing/publishing.module';
import { SharePageMetaSource } from './social/share/share-page-meta';
import { SocialModule } from './social/social.module';
import { TaxonomyModule } from './taxonomy/taxonomy.module';

/** The catalogue's feature modules (SocialModule's worker-only part comes with forRoot below). */
export const CATALOGUE_FEATURES = [BrowseModule, TaxonomyModule, PublishingModule, SocialModule];

/**
 * Catálogo: sons, drum kits, artistas, categorias, curtidas, downloads e busca. Composes the
 * feature modules (docs/architecture.md: browse, taxonomy, publishing, social). Routes need no
 * order here: the platform registers literal segments before ':id' ones (libs/runtime's
 * createPlatformApp, routeResolutionStrategy 'specificity').
 */
@Module({})
export class CatalogueModule {
  static forRoot(config: Config): DynamicModule {
    // Background fills and clean-ups run only in the worker role, as job processors do elsewhere.
    // The counted days' purge spans publishing's and social's tables, so its rows' repository is its own.
    const workers = config.ROLES.includes('worker')
      ? [CardLevelsBackfill, TimbreCellsBuilder, CountedDaysPurger, CountedDaysRepository]
      : [];
    return {
      module: CatalogueModule,
      imports: [CatalogueCoreModule, BrowseModule, TaxonomyModule, PublishingModule, SocialModule.forRoot(config)],
      controllers: [
        serviceHealthController('catalogue'),
        ...operationsControllers('catalogue'),
        dailyStatsController('catalogue', CatalogueStatsRepository),
      ],
      providers: [CatalogueStatsRepository, { provide: PageMetaSource, useClass: SharePageMetaSource }, ...workers],
    };
  }
}
