import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { Request } from 'express';
import { CONFIG, type Config } from '@sampleteca/config';
import { AudioDecodeError, describeAudio, EssentiaAnalyzer } from '../audio/analysis';
import { receiveAudioToFile } from '../audio/audio-upload.receiver';
import { Slots } from '../common/slots';
import { MediaErrorCode, uploadError } from '../media-errors';
import type { SoundDescriptionResponse } from './sound-description.dto';
import { soundsLikeALoop } from './sounds-like-a-loop';

/**
 * Search with a sound: a user's sound received into a temporary file with the upload's checks,
 * described (timbre, tempo, key) and deleted: nothing is stored. At most
 * MEDIA_SEARCH_SOUND_CONCURRENCY at once per process, in the order they came; essentia runs in
 * its own thread, started on first use and stopped after a minute without work.
 */
@Injectable()
export class SoundDescriptionService implements OnApplicationShutdown {
  private readonly analyzer = new EssentiaAnalyzer();
  private readonly slots: Slots;

  constructor(@Inject(CONFIG) private readonly config: Config) {
    this.slots = new Slots(config.MEDIA_SEARCH_SOUND_CONCURRENCY);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.analyzer.close();
  }

  async describe(request: Request): Promise<SoundDescriptionResponse> {
    const maxSeconds = this.config.MEDIA_SEARCH_SOUND_MAX_SECONDS;
    const directory = await mkdtemp(join(tmpdir(), 'sampleteca-search-'));
    try {
      const path = join(directory, 'sound');
      await receiveAudioToFile(request, { maxBytes: this.config.MEDIA_SEARCH_SOUND_MAX_BYTES, path });
      const heard = await this.slots.run(() =>
        describeAudio(path, {
          analyzer: this.analyzer,
          ffmpegPath: this.config.MEDIA_FFMPEG_PATH,
          maxSeconds,
        }).catch((error: unknown) => {
          if (error instanceof AudioDecodeError)
            throw uploadError(MediaErrorCode.SearchSoundUnreadable, error.userMessage);
          throw error;
        }),
      );
      // A little slack: a recording stopped at the limit ends a few milliseconds past it.
      if (heard.durationSeconds > maxSeconds + 0.25)
        throw uploadError(MediaErrorCode.SearchSoundTooLong, `O som de busca deve ter até ${maxSeconds} segundos.`);
      if (!heard.timbre)
        throw uploadError(
          MediaErrorCode.SearchSoundUnreadable,
          'O som é curto ou silencioso demais para ser comparado: envie ou grave um som audível.',
        );
      return {
        timbre: heard.timbre,
        durationSeconds: heard.durationSeconds,
        loop: soundsLikeALoop(heard),
        bpm: heard.bpm,
        key: heard.key,
      };
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  }
}
