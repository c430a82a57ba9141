import { Module, type DynamicModule } from '@nestjs/common';
import { urlSecretProvider, type Config } from '@sampleteca/config';
import { DatabaseModule } from '@sampleteca/database';
import { MessagingModule } from '@sampleteca/messaging';
import {
  dailyStatsController,
  operationsControllers,
  PageMetaSource,
  serviceHealthController,
} from '@sampleteca/runtime';
import { AdminSoundsController } from './admin/admin-sounds.controller';
import { CatalogueStatsRepository } from './admin/catalogue-stats.repository';
import { AdminCreditedArtistsController } from './admin/admin-credited-artists.controller';
import { AdminCategoriesController } from './admin/admin-categories.controller';
import { AdminCategoryAcceptanceController } from './admin/category-acceptance/admin-category-acceptance.controller';
import { AdminDrumKitsController } from './admin/admin-drum-kits.controller';
import { TaxonomyRepository } from './admin/taxonomy/taxonomy.repository';
import { TaxonomyService } from './admin/taxonomy/taxonomy.service';
import { TaxonomyEventsPublisher } from './admin/taxonomy/taxonomy-events.publisher';
import { AdminTaxonomyMergesController } from './admin/taxonomy-merges/admin-taxonomy-merges.controller';
import { TaxonomyMergesRepository } from './admin/taxonomy-merges/taxonomy-merges.repository';
import { TaxonomyMergesService } from './admin/taxonomy-merges/taxonomy-merges.service';
import { AdminSoundsRepository } from './admin/admin-sounds.repository';
import { AdminSoundsService } from './admin/admin-sounds.service';
import { CardLevelsBackfill } from './audio/card-levels.backfill';
import { AudioFilesService } from './audio/audio-files.service';
import { MediaEventsHandler } from './audio/media-events.handler';
import { BundlesController } from './bundles/bundles.controller';
import { BundlesRepository } from './bundles/bundles.repository';
import { BundlesService } from './bundles/bundles.service';
import { catalogueDatabase } from './catalogue.database';
import { CategoriesController } from './categories/categories.controller';
import { CategoriesRepository } from './categories/categories.repository';
import { CategoriesService } from './categories/categories.service';
import { CollectionsController } from './collections/collections.controller';
import { CollectionsRepository } from './collections/collections.repository';
import { CollectionsService } from './collections/collections.service';
import { CreditedArtistsController } from './credited-artists/credited-artists.controller';
import { CreditedArtistsRepository } from './credited-artists/credited-artists.repository';
import { CreditedArtistsService } from './credited-artists/credited-artists.service';
import { DrumKitsController } from './drum-kits/drum-kits.controller';
import { DrumKitsRepository } from './drum-kits/drum-kits.repository';
import { EntitlementsRepository } from './entitlements/entitlements.repository';
import { ProfilesRepository } from './profiles/profiles.repository';
import { SoundsRepository } from './sounds/sounds.repository';
import { UploadsRepository } from './uploads/uploads.repository';
import { DrumKitsService } from './drum-kits/drum-kits.service';
import { EntitlementEventsHandler } from './entitlements/entitlement-events.handler';
import { EntitlementsService } from './entitlements/entitlements.service';
import { SoundFacetsController } from './facets/sound-facets.controller';
import { SoundFacetsService } from './facets/sound-facets.service';
import { KeysController } from './keys/keys.controller';
import { LibraryController } from './library/library.controller';
import { MatchesController } from './matches/matches.controller';
import { CatalogueBackfillsController } from './similar/backfills.controller';
import { SimilarController } from './similar/similar.controller';
import { SimilarRepository } from './similar/similar.repository';
import { SimilarService } from './similar/similar.service';
import { SharedSimilarCache } from './similar/shared-similar.cache';
import { TimbreCellsBuilder } from './similar/timbre-cells.builder';
import { TimbreCellsRepository } from './similar/timbre-cells.repository';
import { TimbreCellsService } from './similar/timbre-cells.service';
import { MatchesRepository } from './matches/matches.repository';
import { SharedMatchesCache } from './matches/shared-matches.cache';
import { MatchesService } from './matches/matches.service';
import { ProducersController } from './producers/producers.controller';
import { ProducersRepository } from './producers/producers.repository';
import { ProducersService } from './producers/producers.service';
import { FollowerNewsRepository } from './follows/follower-news.repository';
import { FollowerNewsService } from './follows/follower-news.service';
import { FollowingController, FollowsController } from './follows/follows.controller';
import { FollowsRepository } from './follows/follows.repository';
import { FollowsService } from './follows/follows.service';
import { PreviewPlaysController } from './producer-stats/preview-plays.controller';
import { PreviewPlaysService } from './producer-stats/preview-plays.service';
import { ProducerStatsController } from './producer-stats/producer-stats.controller';
import { ProducerStatsRepository } from './producer-stats/producer-stats.repository';
import { ProducerStatsService } from './producer-stats/producer-stats.service';
import { SoundCountersRepository } from './producer-stats/sound-counters.repository';
import { CountedDaysPurger } from './producer-stats/counted-days.purger';
import { CountedDaysRepository } from './producer-stats/counted-days.repository';
import { VisitorPlaysStore } from './producer-stats/visitor-plays.store';
import { NewsDigestRepository } from './follows/news-digest.repository';
import { NewsDigestService } from './follows/news-digest.service';
import { NewsStreamService } from './follows/news-stream.service';
import { DigestUnsubscribeController, NotificationsController } from './follows/notifications.controller';
import { NotificationsService } from './follows/notifications.service';
import { SoundPublishedHandler } from './follows/sound-published.handler';
import { ShareController } from './share/share.controller';
import { SharePageMeta } from './share/share-page-meta';
import { ShareRepository } from './share/share.repository';
import { ShareService } from './share/share.service';
import { ProfileEventsHandler } from './profiles/profile-events.handler';
import { ProfilesService } from './profiles/profiles.service';
import { DeletedAccountsRepository } from './profiles/deleted-accounts.repository';
import { DeletedAccountsService } from './profiles/deleted-accounts.service';
import { ReviewEventsHandler } from './reviews/review-events.handler';
import { ReviewsService } from './reviews/reviews.service';
import { SearchTotalsService } from './sound-lists/search-totals.service';
import { SearchWordsService } from './sound-lists/search-words.service';
import { SharedPagesCache } from './sound-lists/shared-pages.cache';
import { SoundCensusService } from './sound-lists/sound-census.service';
import { SoundListsController } from './sound-lists/sound-lists.controller';
import { SoundListsRepository } from './sound-lists/sound-lists.repository';
import { SoundListsService } from './sound-lists/sound-lists.service';
import { DownloadEventsHandler } from './sounds/download-events.handler';
import { SoundCreationService } from './sounds/sound-creation.service';
import { SoundUploadsService } from './sounds/sound-uploads.service';
import { SoundsController } from './sounds/sounds.controller';
import { CorrectionsController } from './corrections/corrections.controller';
import { FamiliesRepository } from './families/families.repository';
import { FamiliesService } from './families/families.service';
import { UploadReadingController } from './families/upload-reading.controller';
import { CorrectionsService } from './corrections/corrections.service';
import { ListeningTuningController } from './listening/listening-tuning.controller';
import { ListeningTuningService } from './listening/listening-tuning.service';
import { ListeningTuningsRepository } from './listening/listening-tunings.repository';
import { SoundsService } from './sounds/sounds.service';
import { UploadEventsHandler } from './uploads/upload-events.handler';
import { UploadsService } from './uploads/uploads.service';

/** Catálogo: sons, drum kits, artistas, categorias, curtidas, downloads e busca. */
@Module({})
export class CatalogueModule {
  static forRoot(config: Config): DynamicModule {
    // Backfills run only in the worker role, as job processors do elsewhere.
    const workers = config.ROLES.includes('worker')
      ? [CardLevelsBackfill, NewsDigestService, TimbreCellsBuilder, CountedDaysPurger]
      : [];
    return {
      module: CatalogueModule,
      imports: [DatabaseModule.forService(catalogueDatabase), MessagingModule.forService('catalogue')],
      controllers: [
        serviceHealthController('catalogue'),
        ...operationsControllers('catalogue'),
        // Static segments before ':id' routes of the same prefix (artists/credited, sounds/facets).
        CreditedArtistsController,
        FollowsController,
        ProducersController,
        FollowingController,
        NotificationsController,
        DigestUnsubscribeController,
        SoundListsController,
        SoundFacetsController,
        UploadReadingController,
        SoundsController,
        PreviewPlaysController,
        CorrectionsController,
        MatchesController,
        SimilarController,
        CatalogueBackfillsController,
        DrumKitsController,
        CategoriesController,
        KeysController,
        ListeningTuningController,
        LibraryController,
        ProducerStatsController,
        BundlesController,
        CollectionsController,
        ShareController,
        AdminSoundsController,
        dailyStatsController('catalogue', CatalogueStatsRepository),
        AdminCategoriesController,
        AdminCategoryAcceptanceController,
        AdminDrumKitsController,
        AdminCreditedArtistsController,
        AdminTaxonomyMergesController,
        ProfileEventsHandler,
        EntitlementEventsHandler,
        MediaEventsHandler,
        UploadEventsHandler,
        ReviewEventsHandler,
        DownloadEventsHandler,
        SoundPublishedHandler,
      ],
      providers: [
        urlSecretProvider,
        SearchWordsService,
        SearchTotalsService,
        SoundListsService,
        SharedPagesCache,
        SoundCensusService,
        SoundListsRepository,
        SoundUploadsService,
        SoundCreationService,
        SoundsService,
        CorrectionsService,
        FamiliesService,
        FamiliesRepository,
        MatchesService,
        MatchesRepository,
        SimilarService,
        SimilarRepository,
        TimbreCellsRepository,
        TimbreCellsService,
        SharedMatchesCache,
        SharedSimilarCache,
        ListeningTuningService,
        ListeningTuningsRepository,
        AdminSoundsService,
        AdminSoundsRepository,
        SoundFacetsService,
        CatalogueStatsRepository,
        DrumKitsService,
        DrumKitsRepository,
        BundlesService,
        BundlesRepository,
        CollectionsService,
        CollectionsRepository,
        EntitlementsService,
        EntitlementsRepository,
        ProfilesService,
        ProfilesRepository,
        DeletedAccountsService,
        DeletedAccountsRepository,
        ReviewsService,
        SoundsRepository,
        AudioFilesService,
        UploadsService,
        UploadsRepository,
        ProducersRepository,
        CreditedArtistsRepository,
        CreditedArtistsService,
        ProducersService,
        ShareRepository,
        ShareService,
        FollowsRepository,
        FollowsService,
        SoundCountersRepository,
        CountedDaysRepository,
        VisitorPlaysStore,
        PreviewPlaysService,
        ProducerStatsRepository,
        ProducerStatsService,
        FollowerNewsRepository,
        FollowerNewsService,
        NewsStreamService,
        NotificationsService,
        NewsDigestRepository,
        { provide: PageMetaSource, useClass: SharePageMeta },
        CategoriesRepository,
        CategoriesService,
        TaxonomyRepository,
        TaxonomyService,
        TaxonomyEventsPublisher,
        TaxonomyMergesRepository,
        TaxonomyMergesService,
        ...workers,
      ],
    };
  }
}
