import type { ServiceDefinition } from '@sampleteca/runtime';
import { mediaDatabase } from './media.database';
import { MediaModule } from './media.module';

export const mediaService: ServiceDefinition = {
  name: 'media',
  title: 'Mídia',
  database: mediaDatabase,
  module: MediaModule,
};
