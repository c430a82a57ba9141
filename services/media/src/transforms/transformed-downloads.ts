import { Inject, Injectable, Logger } from '@nestjs/common';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { CONFIG, type Config } from '@sampleteca/config';
import type { DownloadTransform } from '@sampleteca/contracts';
import { AudioService } from '../audio/audio.service';
import { MediaErrorCode, mediaError } from '../media-errors';
import { STORAGE, type Storage } from '../storage/storage';
import { renderTransform, RenderError } from './render-transform';
import { AudioRendersRepository } from './audio-renders.repository';
import { RenderQueue } from './render-queue';

/** Where a rendering is kept, beside its audio's files: one object per audio, tempo ratio and semitones. */
export const renderKey = (audioId: string, { tempoRatio, semitones }: DownloadTransform): string =>
  `audio/${audioId}/renders/t${tempoRatio}_s${semitones}.mp3`;

type DownloadFile = { key: string; contentType: string; extension: string };

/**
 * Downloads in the listener's tempo and key (#18 §1): the audio rendered on its first request
 * and kept in storage, so the next request (the portal's HEAD, then the GET; another listener in
 * the same session) is served at once like any stored file.
 */
@Injectable()
export class TransformedDownloads {
  private readonly logger = new Logger('TransformedDownloads');
  private readonly queue: RenderQueue;

  constructor(
    private readonly audio: AudioService,
    @Inject(STORAGE) private readonly storage: Storage,
    @Inject(CONFIG) private readonly config: Config,
    private readonly renders: AudioRendersRepository,
  ) {
    this.queue = new RenderQueue(config.MEDIA_RENDER_CONCURRENCY || availableParallelism());
  }

  /**
   * The rendered MP3, made now if it is not stored yet; undefined when the source is not in
   * storage (nothing to render: a 404 that counts nothing). 404/409 as the MP3 for an unknown or
   * unprocessed audio; 503 when the rendering fails or runs out of time.
   */
  async file(audioId: string, transform: DownloadTransform): Promise<DownloadFile | undefined> {
    // The file as uploaded renders best; a type media no longer lists renders from its MP3.
    const source = (await this.audio.downloadFile(audioId, true)) ?? (await this.audio.downloadFile(audioId, false));
    if (!source) return undefined;
    const key = renderKey(audioId, transform);
    const rendered = { key, contentType: 'audio/mpeg', extension: 'mp3' };
    if (await this.storage.stat(key)) return rendered;
    const made = await this.queue.run(key, async () => {
      // Stored meanwhile (by a run that ended while this one waited, or by another process).
      if (await this.storage.stat(key)) return true;
      return this.render(audioId, source.key, key, transform);
    });
    return made ? rendered : undefined;
  }

  /** False when the source is missing from storage. */
  private async render(audioId: string, sourceKey: string, key: string, transform: DownloadTransform) {
    const started = Date.now();
    const workDir = await mkdtemp(join(tmpdir(), 'sampleteca-render-'));
    try {
      const object = await this.storage.get(sourceKey);
      if (!object) return false;
      const inputPath = join(workDir, 'source');
      await pipeline(object.body, createWriteStream(inputPath, { flags: 'wx', mode: 0o600 }));
      const outputPath = await renderTransform({
        ffmpegPath: this.config.MEDIA_FFMPEG_PATH,
        rubberbandPath: this.config.MEDIA_RUBBERBAND_PATH,
        inputPath,
        workDir,
        transform,
        timeoutMs: this.config.MEDIA_RENDER_TIMEOUT_SECONDS * 1000,
      });
      const { size } = await stat(outputPath);
      await this.storage.put(key, createReadStream(outputPath), { contentType: 'audio/mpeg', contentLength: size });
      await this.renders.recorded(audioId, key);
      this.logger.log({ audioId, ...transform, bytes: size, elapsedMs: Date.now() - started }, 'download transformado');
      return true;
    } catch (error) {
      this.logger.error({ err: error, audioId, ...transform }, 'download transformado falhou');
      throw error instanceof RenderError
        ? mediaError(MediaErrorCode.RenderFailed, { details: { reason: error.message } })
        : error;
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  }
}
