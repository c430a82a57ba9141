import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { Request } from 'express';
import { CONFIG, type Config } from '@sampleteca/config';
import { JobsRuntime } from '@sampleteca/jobs';
import { PersonLeasesLimiter } from '@sampleteca/runtime';
import { AudioDecodeError, describeAudio, EssentiaAnalyzer } from '../audio/analysis';
import { receiveAudioToFile } from '../audio/audio-upload.receiver';
import { abandonRequest } from '../common/multipart-file.receiver';
import { MediaErrorCode, uploadError } from '../media-errors';
import { LENGTH_SLACK_SECONDS, readSoundHead } from './search-sound-head';
import type { SoundDescriptionResponse } from './sound-description.dto';
import { SOUND_SEARCHES_SCOPE, SoundSearchLimiter, type SoundSearchTicket } from './sound-search.limiter';
import { soundsLikeALoop } from './sounds-like-a-loop';

/**
 * Search with a sound: a user's sound received into a temporary file with the upload's checks,
 * described (timbre, tempo, key) and deleted: nothing is stored. Admitted before its upload is
 * read (SoundSearchLimiter: a few per person over every process, a bounded number per process),
 * refused as soon as its header (or, for a compressed one, its bytes received or an Ogg's pages)
 * says it is too long, and described at most MEDIA_SEARCH_SOUND_CONCURRENCY at once
 * per process, each person's in turn; essentia runs in its own thread, started on first use and
 * stopped after a minute without work.
 */
@Injectable()
export class SoundDescriptionService implements OnApplicationShutdown {
  private readonly analyzer = new EssentiaAnalyzer();
  private readonly limiter: SoundSearchLimiter;

  constructor(
    @Inject(CONFIG) private readonly config: Config,
    jobs: JobsRuntime,
  ) {
    this.limiter = new SoundSearchLimiter(
      { concurrency: config.MEDIA_SEARCH_SOUND_CONCURRENCY, queue: config.MEDIA_SEARCH_SOUND_QUEUE },
      // On the process's Redis connection, which JobsRuntime closes at shutdown.
      new PersonLeasesLimiter(jobs.redis, {
        prefix: config.REDIS_PREFIX,
        scope: SOUND_SEARCHES_SCOPE,
        limit: config.MEDIA_SEARCH_SOUND_PER_PERSON,
        leaseMs: config.MEDIA_SEARCH_SOUND_LEASE_MS,
      }),
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.analyzer.close();
  }

  async describe(request: Request, personId: string): Promise<SoundDescriptionResponse> {
    const maxSeconds = this.config.MEDIA_SEARCH_SOUND_MAX_SECONDS;
    const tooLong = () =>
      uploadError(MediaErrorCode.SearchSoundTooLong, `O som de busca deve ter até ${maxSeconds} segundos.`);
    const ticket = await this.admit(request, personId);
    const directory = await mkdtemp(join(tmpdir(), 'sampleteca-search-'));
    try {
      const path = join(directory, 'sound');
      await receiveAudioToFile(request, {
        maxBytes: this.config.MEDIA_SEARCH_SOUND_MAX_BYTES,
        path,
        inspectHead: async (head, type, { fileBytesAtMost }) => {
          const declared = await readSoundHead(head, type, {
            maxSeconds,
            fileBytesAtMost,
            coverBytes: this.config.MEDIA_IMAGE_MAX_BYTES,
          });
          if (declared.declaredSeconds !== undefined && declared.declaredSeconds > maxSeconds + LENGTH_SLACK_SECONDS)
            throw tooLong();
          return { maxBytes: declared.maxBytes, passesLimit: declared.passesLimit, refusal: tooLong };
        },
      });
      const heard = await ticket.describe(() =>
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
      if (heard.durationSeconds > maxSeconds + LENGTH_SLACK_SECONDS) throw tooLong();
      if (!heard.timbre)
        throw uploadError(
          MediaErrorCode.SearchSoundUnreadable,
          'O som é curto ou silencioso demais para ser comparado: envie ou grave um som audível.',
        );
      return {
        timbre: heard.timbre,
        reading: heard.reading,
        durationSeconds: heard.durationSeconds,
        loop: soundsLikeALoop(heard),
        bpm: heard.bpm,
        key: heard.key,
      };
    } finally {
      await ticket.release();
      await rm(directory, { recursive: true, force: true });
    }
  }

  /** Refused at once, before a byte of the upload is kept; the body drains so the client reads why. */
  private async admit(request: Request, personId: string): Promise<SoundSearchTicket> {
    try {
      return await this.limiter.admit(personId);
    } catch (refusal) {
      abandonRequest(request);
      throw refusal;
    }
  }
}
