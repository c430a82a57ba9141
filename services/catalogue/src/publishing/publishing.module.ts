import { Module } from '@nestjs/common';
import { BrowseModule } from '../browse/browse.module';
import { CatalogueCoreModule } from '../catalogue-core.module';
import { TaxonomyModule } from '../taxonomy/taxonomy.module';
import { CatalogueBackfillsController } from './admin/admin-backfills.controller';
import { AdminSoundsController } from './admin/admin-sounds.controller';
import { AdminSoundsRepository } from './admin/admin-sounds.repository';
import { AdminSoundsService } from './admin/admin-sounds.service';
import { AudioFilesService } from './audio/audio-files.service';
import { MediaEventsHandler } from './audio/media-events.handler';
import { CorrectionsController } from './corrections/corrections.controller';
import { CorrectionsService } from './corrections/corrections.service';
import { EntitlementEventsHandler } from './entitlements/entitlement-events.handler';
import { EntitlementsRepository } from './entitlements/entitlements.repository';
import { EntitlementsService } from './entitlements/entitlements.service';
import { FamiliesRepository } from './families/families.repository';
import { FamiliesService } from './families/families.service';
import { UploadReadingController } from './families/upload-reading.controller';
import { PreviewPlaysController } from './producer-stats/preview-plays.controller';
import { PreviewPlaysService } from './producer-stats/preview-plays.service';
import { ProducerStatsController } from './producer-stats/producer-stats.controller';
import { ProducerStatsRepository } from './producer-stats/producer-stats.repository';
import { ProducerStatsService } from './producer-stats/producer-stats.service';
import { SoundCountersRepository } from './producer-stats/sound-counters.repository';
import { VisitorPlaysStore } from './producer-stats/visitor-plays.store';
import { ProducersController } from './producers/producers.controller';
import { ProducersRepository } from './producers/producers.repository';
import { ProducersService } from './producers/producers.service';
import { DeletedAccountsRepository } from './profiles/deleted-accounts.repository';
import { DeletedAccountsService } from './profiles/deleted-accounts.service';
import { ProfileEventsHandler } from './profiles/profile-events.handler';
import { ProfilesRepository } from './profiles/profiles.repository';
import { ProfilesService } from './profiles/profiles.service';
import { ReviewEventsHandler } from './reviews/review-events.handler';
import { ReviewsService } from './reviews/reviews.service';
import { DownloadEventsHandler } from './sounds/download-events.handler';
import { SoundCreationService } from './sounds/sound-creation.service';
import { SoundUploadsService } from './sounds/sound-uploads.service';
import { SoundsController } from './sounds/sounds.controller';
import { SoundsRepository } from './sounds/sounds.repository';
import { SoundsService } from './sounds/sounds.service';
import { UploadEventsHandler } from './uploads/upload-events.handler';
import { UploadsRepository } from './uploads/uploads.repository';
import { UploadsService } from './uploads/uploads.service';

/**
 * A producer's side: sounds from upload to review (files and their reading, corrections, likes
 * and downloads), entitlements and profiles projected from billing and identity, producers'
 * pages and their dashboard counters (written in the sounds' own transactions), the console's
 * sounds. Consumes media's, identity's, billing's and distribution's events.
 */
@Module({
  imports: [CatalogueCoreModule, BrowseModule, TaxonomyModule],
  controllers: [
    SoundsController,
    UploadReadingController,
    CorrectionsController,
    PreviewPlaysController,
    ProducerStatsController,
    ProducersController,
    AdminSoundsController,
    CatalogueBackfillsController,
    ProfileEventsHandler,
    EntitlementEventsHandler,
    MediaEventsHandler,
    UploadEventsHandler,
    ReviewEventsHandler,
    DownloadEventsHandler,
  ],
  providers: [
    SoundsService,
    SoundsRepository,
    SoundCreationService,
    SoundUploadsService,
    UploadsService,
    UploadsRepository,
    AudioFilesService,
    FamiliesService,
    FamiliesRepository,
    ReviewsService,
    CorrectionsService,
    EntitlementsService,
    EntitlementsRepository,
    ProfilesService,
    ProfilesRepository,
    DeletedAccountsService,
    DeletedAccountsRepository,
    ProducersService,
    ProducersRepository,
    SoundCountersRepository,
    PreviewPlaysService,
    VisitorPlaysStore,
    ProducerStatsService,
    ProducerStatsRepository,
    AdminSoundsService,
    AdminSoundsRepository,
  ],
  // A bundle asks whether its downloader has a paid plan.
  exports: [EntitlementsService],
})
export class PublishingModule {}
