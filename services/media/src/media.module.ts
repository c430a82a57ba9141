import { Module, type DynamicModule } from '@nestjs/common';
import type { Config } from '@sampleteca/config';
import { DatabaseModule } from '@sampleteca/database';
import { MessagingModule } from '@sampleteca/messaging';
import { serviceHealthController } from '@sampleteca/runtime';
import { mediaDatabase } from './media.database';

/** Mídia: uploads, armazenamento, URLs assinadas e processamento de áudio e imagem. */
@Module({})
export class MediaModule {
  static forRoot(_config: Config): DynamicModule {
    return {
      module: MediaModule,
      imports: [DatabaseModule.forService(mediaDatabase), MessagingModule.forService('media')],
      controllers: [serviceHealthController('media')],
    };
  }
}
