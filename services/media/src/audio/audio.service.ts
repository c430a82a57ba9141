import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import type { AuthUser } from '@sampleteca/auth';
import { CONFIG, URL_SECRET, type Config } from '@sampleteca/config';
import { isDatabaseUnavailable } from '@sampleteca/http';
import {
  MediaEvents,
  previewPath,
  signedPreviewLink,
  type AudioUploaded,
  type DownloadGrant,
  type DownloadServed,
} from '@sampleteca/contracts';
import { TransactionRunner } from '@sampleteca/database';
import { InjectQueue, type TypedQueue } from '@sampleteca/jobs';
import { Outbox } from '@sampleteca/messaging';
import { STORAGE, type Storage } from '../storage/storage';
import type { AudioFileEntity } from './audio-file.entity';
import { AudioFilesRepository } from './audio-files.repository';
import { fileNameHints } from './analysis/file-name-hints';
import { MediaErrorCode, mediaError, uploadError } from '../media-errors';
import { receiveAudioUpload } from './audio-upload.receiver';
import {
  mapAudioFile,
  type AudioFileResponse,
  type AudioUploadedResponse,
  type PreviewLinkResponse,
} from './audio.dto';
import { AudioProcessingQueue, type AudioJobs } from './audio.queue';
import { servedFile, servedKind, type ServedFile } from './served-file';

const audioOriginalKey = (id: string, extension: string) => `audio/${id}/original.${extension}`;
export const audioPreviewKey = (id: string) => `audio/${id}/preview.mp3`;
/** The preview endpoint's address: it plays only with a signed grant (see previewLink). */
export const audioPreviewUrl = previewPath;

/** Uploads (api role): store the original, record it, queue its processing; answer its state. */
@Injectable()
export class AudioService {
  private readonly logger = new Logger('AudioService');

  constructor(
    private readonly audioFiles: AudioFilesRepository,
    @Inject(STORAGE) private readonly storage: Storage,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(URL_SECRET) private readonly urlSecret: Buffer,
    @InjectQueue(AudioProcessingQueue) private readonly queue: TypedQueue<AudioJobs>,
    private readonly transactions: TransactionRunner,
    private readonly outbox: Outbox,
  ) {}

  /**
   * The original is stored as it arrives, then its row and `media.audio.uploaded` commit
   * together: the catalogue accepts this id on a sound of its owner from then on, and never an
   * id that was not uploaded. Nothing is kept when either step fails. Queueing its processing
   * may fail (Redis down) without losing the upload: the row says 'processing' and the
   * processor's sweep queues it again within a minute.
   */
  async upload(request: Request, owner: AuthUser): Promise<AudioUploadedResponse> {
    const id = randomUUID();
    const file = await receiveAudioUpload(request, {
      maxBytes: this.config.MEDIA_AUDIO_MAX_BYTES,
      storage: this.storage,
      keyFor: (extension) => audioOriginalKey(id, extension),
    });
    const hints = fileNameHints(file.fileName ?? '');
    try {
      await this.transactions.run(async (manager) => {
        await this.audioFiles.insert(manager, {
          id,
          ownerUserId: owner.id,
          originalKey: file.key,
          contentType: file.contentType,
          bytes: file.bytes,
          status: 'processing',
          namedBpm: hints.bpm ?? null,
          namedKey: hints.key ?? null,
        });
        await this.outbox.add<AudioUploaded>(manager, MediaEvents.AudioUploaded, {
          audioId: id,
          ownerUserId: owner.id,
          uploadedAt: new Date().toISOString(),
        });
      });
    } catch (error) {
      this.logger.error({ err: error, audioId: id }, 'falha ao guardar o áudio');
      await file.discard().catch(() => undefined);
      // The database away (a failover): nothing was kept, and sending it again will work (503).
      if (isDatabaseUnavailable(error)) throw error;
      throw uploadError(
        MediaErrorCode.AudioUploadFailed,
        'Não foi possível guardar a música agora. Tente novamente em instantes.',
      );
    }
    await this.queue
      .add('process', { audioId: id }, { dedupeKey: id })
      .catch((error: unknown) =>
        this.logger.warn({ err: error, audioId: id }, 'processamento não enfileirado; a varredura o enfileira'),
      );
    return { id, status: 'processing' };
  }

  /** Its owner and administrators see a file; to anyone else it does not exist. */
  async describe(id: string, viewer: AuthUser): Promise<AudioFileResponse> {
    const audio = await this.audioFiles.find(id);
    if (!audio || (audio.ownerUserId !== viewer.id && viewer.role !== 'admin'))
      throw mediaError(MediaErrorCode.AudioNotFound);
    return mapAudioFile(audio, this.signedPreviewUrl(audio.id));
  }

  /** A short-lived link to the preview for its owner and administrators (others: 404). */
  async previewLink(id: string, viewer: AuthUser): Promise<PreviewLinkResponse> {
    const audio = await this.audioFiles.find(id);
    if (!audio || (audio.ownerUserId !== viewer.id && viewer.role !== 'admin'))
      throw mediaError(MediaErrorCode.AudioNotFound);
    if (audio.status !== 'ready') throw previewNotReady(audio.status);
    const link = signedPreviewLink(audio.id, this.urlSecret, this.config.MEDIA_SIGNED_URL_TTL_SECONDS);
    return { url: link.url, expiresAt: new Date(link.expires * 1000).toISOString() };
  }

  /** Where a preview link the grant was checked for leads: the stored MP3's own signed URL. */
  async previewSignedUrl(id: string): Promise<string> {
    const audio = await this.findReady(id);
    return this.storage.signedUrl(audio.previewKey);
  }

  /** What a download link serves (servedFile): the MP3, or with `original` the file as uploaded. */
  async downloadFile(id: string, original = false): Promise<ServedFile | undefined> {
    return servedFile(await this.findReady(id), original);
  }

  /** The catalogue counts a download when its file is served (never for a file that is not there). */
  async recordServed(grant: DownloadGrant): Promise<void> {
    if (!grant.countFor) return;
    const { audioId } = grant;
    const { soundId, userId } = grant.countFor;
    await this.transactions.run((manager) =>
      this.outbox.add<DownloadServed>(manager, MediaEvents.DownloadServed, {
        audioId,
        soundId,
        userId,
        servedAt: new Date().toISOString(),
        file: servedKind(grant),
      }),
    );
  }

  /** 404 for an unknown (or deleted) file, 409 while it is processing or when it failed. */
  private async findReady(id: string): Promise<AudioFileEntity & { previewKey: string }> {
    const audio = await this.audioFiles.find(id);
    if (!audio) throw mediaError(MediaErrorCode.AudioNotFound);
    if (audio.status !== 'ready' || !audio.previewKey) throw previewNotReady(audio.status);
    return audio as AudioFileEntity & { previewKey: string };
  }

  private signedPreviewUrl(id: string): string {
    return signedPreviewLink(id, this.urlSecret, this.config.MEDIA_SIGNED_URL_TTL_SECONDS).url;
  }
}

/** A preview asked for before it exists, or of an audio that failed (the status says which). */
function previewNotReady(status: string) {
  return mediaError(MediaErrorCode.AudioPreviewNotReady, {
    details: { status },
    ...(status === 'failed' ? { message: 'Este áudio não pôde ser processado e não tem prévia.' } : {}),
  });
}
