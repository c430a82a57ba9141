import type { ServiceDatabase } from '@sampleteca/database';
import { ImageEntity } from './images/image.entity';
import { InitMedia1763740800000 } from './migrations/1763740800000-init';
import { MediaImages1764547200000 } from './migrations/1764547200000-images';

/** The media schema: its entities and migrations, in the order they apply. */
export const mediaDatabase: ServiceDatabase = {
  name: 'media',
  entities: [ImageEntity],
  migrations: [InitMedia1763740800000, MediaImages1764547200000],
};
