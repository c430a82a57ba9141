import { Module, type DynamicModule } from '@nestjs/common';
import type { Config } from '@sampleteca/config';
import { DatabaseModule } from '@sampleteca/database';
import { JobsModule } from '@sampleteca/jobs';
import { MessagingModule } from '@sampleteca/messaging';
import { dailyStatsController, operationsControllers, serviceHealthController } from '@sampleteca/runtime';
import { AdminAudioController } from './admin/admin-audio.controller';
import { MediaStatsRepository } from './admin/media-stats.repository';
import { AudioController } from './audio/audio.controller';
import { AudioFilesRepository } from './audio/audio-files.repository';
import { AudioRetryService } from './audio/audio-retry.service';
import { PeakBytesBackfill } from './audio/peak-bytes.backfill';
import { AudioProcessor } from './audio/audio.processor';
import { AudioProcessingQueue } from './audio/audio.queue';
import { AudioService } from './audio/audio.service';
import { SignedInUploadGuard } from './audio/signed-in-upload.guard';
import { BundlesController } from './bundles/bundles.controller';
import { BundleZipService } from './bundles/bundle-zip.service';
import { DecodeSlotsLimiter } from './images/decode-slots.limiter';
import { ImagesController } from './images/images.controller';
import { ImagesRepository } from './images/images.repository';
import { ImagesService } from './images/images.service';
import { VisitorUploadLimiter, VisitorUploadLimitGuard } from './images/visitor-upload.limiter';
import { LeftoverRendersPurger } from './leftover-renders/leftover-renders.purger';
import { LeftoverRendersRepository } from './leftover-renders/leftover-renders.repository';
import { mediaDatabase } from './media.database';
import { SoundEventsHandler } from './sounds/sound-events.handler';
import { SoundFilesService } from './sounds/sound-files.service';
import { MediaFilesController } from './storage/media-files.controller';
import { storageProviders } from './storage/storage.providers';
import { UnusedUploadsQueue } from './uploads/unused-uploads.queue';
import { UnusedUploadsSweeper } from './uploads/unused-uploads.sweeper';
import { SoundDescriptionService } from './timbre/sound-description.service';
import { SoundDescriptionsController } from './timbre/sound-descriptions.controller';
import { BackfillProgressService } from './timbre/backfill-progress.service';
import { BackfillsController } from './admin/admin-backfills.controller';
import { TimbreBackfill } from './timbre/timbre-backfill';
import { TimbreBackfillRepository } from './timbre/timbre-backfill.repository';

/** Mídia: uploads, armazenamento, URLs assinadas e processamento de áudio e imagem. */
@Module({})
export class MediaModule {
  static forRoot(config: Config): DynamicModule {
    // Job processors run only in the worker role; the api role only enqueues.
    const workers = config.ROLES.includes('worker')
      ? [
          AudioProcessor,
          UnusedUploadsSweeper,
          LeftoverRendersRepository,
          LeftoverRendersPurger,
          PeakBytesBackfill,
          TimbreBackfill,
        ]
      : [];
    return {
      module: MediaModule,
      imports: [
        DatabaseModule.forService(mediaDatabase),
        MessagingModule.forService('media'),
        JobsModule.forQueues(AudioProcessingQueue, UnusedUploadsQueue),
      ],
      controllers: [
        serviceHealthController('media'),
        ...operationsControllers('media', [AudioProcessingQueue, UnusedUploadsQueue]),
        ImagesController,
        MediaFilesController,
        SoundDescriptionsController,
        AudioController,
        BundlesController,
        dailyStatsController('media', MediaStatsRepository),
        AdminAudioController,
        BackfillsController,
        SoundEventsHandler,
      ],
      providers: [
        ...storageProviders,
        AudioFilesRepository,
        ImagesRepository,
        ImagesService,
        DecodeSlotsLimiter,
        VisitorUploadLimiter,
        VisitorUploadLimitGuard,
        AudioService,
        BundleZipService,
        AudioRetryService,
        MediaStatsRepository,
        SignedInUploadGuard,
        SoundFilesService,
        SoundDescriptionService,
        TimbreBackfillRepository,
        BackfillProgressService,
        ...workers,
      ],
    };
  }
}
