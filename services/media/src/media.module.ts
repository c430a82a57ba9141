import { Module, type DynamicModule } from '@nestjs/common';
import type { Config } from '@sampleteca/config';
import { DatabaseModule } from '@sampleteca/database';
import { MessagingModule } from '@sampleteca/messaging';
import { serviceHealthController } from '@sampleteca/runtime';
import { ImagesController } from './images/images.controller';
import { ImagesService } from './images/images.service';
import { VisitorUploadLimiter, VisitorUploadLimitGuard } from './images/visitor-upload-limiter';
import { mediaDatabase } from './media.database';
import { MediaFilesController } from './storage/media-files.controller';
import { storageProviders } from './storage/storage.providers';

/** Mídia: uploads, armazenamento, URLs assinadas e processamento de áudio e imagem. */
@Module({})
export class MediaModule {
  static forRoot(_config: Config): DynamicModule {
    return {
      module: MediaModule,
      imports: [DatabaseModule.forService(mediaDatabase), MessagingModule.forService('media')],
      controllers: [serviceHealthController('media'), ImagesController, MediaFilesController],
      providers: [...storageProviders, ImagesService, VisitorUploadLimiter, VisitorUploadLimitGuard],
    };
  }
}
