import type { ServiceDatabase } from '@sampleteca/database';
import { AudioFileEntity } from './audio/audio-file.entity';
import { ImageEntity } from './images/image.entity';
import { InitMedia1763740800000 } from './migrations/1763740800000-init';
import { MediaImages1764547200000 } from './migrations/1764547200000-images';
import { MediaAudio1764633600000 } from './migrations/1764633600000-audio';
import { MediaSoundFiles1764720000000 } from './migrations/1764720000000-sound-files';
import { MediaUnusedUploads1765152000000 } from './migrations/1765152000000-unused-uploads';
import { MediaSharedAudioObjects1766016000000 } from './migrations/1766016000000-shared-audio-objects';
import { MediaFailedAudioByDate1766102400000 } from './migrations/1766102400000-failed-audio-by-date';
import { FileNameHints1795748400000 } from './migrations/1795748400000-file-name-hints';
import { AudioRenders1795762800000 } from './migrations/1795762800000-audio-renders';
import { PeakBytes1795777200000 } from './migrations/1795777200000-peak-bytes';
import { TimbreVersion1795900000000 } from './migrations/1795900000000-timbre-version';

/** The media schema: its entities and migrations, in the order they apply. */
export const mediaDatabase: ServiceDatabase = {
  name: 'media',
  entities: [ImageEntity, AudioFileEntity],
  migrations: [
    InitMedia1763740800000,
    MediaImages1764547200000,
    MediaAudio1764633600000,
    MediaSoundFiles1764720000000,
    MediaUnusedUploads1765152000000,
    MediaSharedAudioObjects1766016000000,
    MediaFailedAudioByDate1766102400000,
    FileNameHints1795748400000,
    AudioRenders1795762800000,
    PeakBytes1795777200000,
    TimbreVersion1795900000000,
  ],
};
