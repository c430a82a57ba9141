import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Response } from 'express';
import type { Readable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import type { BundleEntry, BundleManifest } from '@sampleteca/contracts';
import { AppException } from '@sampleteca/http';
import { AudioService } from '../audio/audio.service';
import { downloadDisposition } from '../audio/download-disposition';
import { MediaErrorCode } from '../media-errors';
import { STORAGE, type Storage } from '../storage/storage';

/** What downloadFile answers for an audio file that is gone or not servable: the entry is left out. */
const UNAVAILABLE: string[] = [MediaErrorCode.AudioNotFound, MediaErrorCode.AudioPreviewNotReady];

/**
 * Streams a signed manifest as a ZIP: LICENCA.txt (deflated), then each sound read from storage
 * one at a time and stored as it is (audio does not deflate), so memory stays flat whatever the
 * kit weighs and the first bytes leave at once. Each sound counts as its entry starts, through
 * the single download's path (media.download.served); a file missing from storage is left out,
 * not counted, and named in FALTANDO.txt. A failure half way (storage, the client leaving) ends
 * the connection, so the browser reports a failed download rather than saving a truncated ZIP.
 */
@Injectable()
export class BundleZipService {
  private readonly logger = new Logger('BundleZipService');

  constructor(
    private readonly audio: AudioService,
    @Inject(STORAGE) private readonly storage: Storage,
  ) {}

  async send(manifest: BundleManifest, response: Response): Promise<void> {
    const zip = new ZipFile();
    response.status(200);
    response.setHeader('Content-Type', 'application/zip');
    response.setHeader('Content-Disposition', downloadDisposition(manifest.fileName, 'zip'));
    response.setHeader('Cache-Control', 'private, no-store');
    response.setHeader('X-Content-Type-Options', 'nosniff');
    // Settled here so a client leaving early is never an unhandled rejection.
    const sent = pipeline(zip.outputStream, response).then(
      () => true,
      () => false,
    );
    let reading: Readable | undefined;
    let gone = false;
    response.once('close', () => {
      gone = !response.writableFinished;
      // Nobody reads the ZIP any more: let go of the file (and count nothing more).
      if (gone) reading?.destroy();
    });
    zip.addBuffer(Buffer.from(manifest.licence), 'LICENCA.txt');
    const missing: BundleEntry[] = [];
    try {
      for (const entry of manifest.entries) {
        const object = gone ? undefined : await this.open(entry);
        if (gone) {
          object?.body.destroy();
          break;
        }
        if (!object) {
          missing.push(entry);
          continue;
        }
        reading = object.body;
        await this.audio.recordServed({
          audioId: entry.audioId,
          fileName: entry.fileName,
          expires: manifest.expires,
          countFor: { soundId: entry.soundId, userId: manifest.userId },
          // The dashboard counts downloads by file: a WAV in the ZIP is the original, not the MP3.
          ...(entry.original && { original: true as const }),
        });
        zip.addReadStream(object.body, entry.fileName, { compress: false, size: object.size });
        await finished(object.body);
      }
    } catch (error) {
      if (!gone) this.logger.error(`ZIP interrompido: ${String(error)}`);
      reading?.destroy();
      response.destroy();
      await sent;
      return;
    }
    if (missing.length) zip.addBuffer(Buffer.from(missingText(missing)), 'FALTANDO.txt');
    zip.end();
    if (!(await sent)) response.destroy();
  }

  /** The entry's stored file, open; undefined when it is not there (deleted, lost, never processed). */
  private async open(entry: BundleEntry): Promise<{ body: Readable; size?: number } | undefined> {
    let file: Awaited<ReturnType<AudioService['downloadFile']>>;
    try {
      file = await this.audio.downloadFile(entry.audioId, entry.original === true);
    } catch (error) {
      if (error instanceof AppException && UNAVAILABLE.includes(error.code)) return undefined;
      throw error;
    }
    if (!file) return undefined;
    const object = await this.storage.get(file.key);
    return object && { body: object.body, size: object.size };
  }
}

function missingText(missing: BundleEntry[]): string {
  const lines = [
    'Estes sons não estavam disponíveis no momento do download e ficaram fora do ZIP.',
    'Eles não contaram como download: tente baixá-los de novo mais tarde.',
    '',
    ...missing.map((entry) => `- ${entry.fileName}`),
    '',
  ];
  return `\ufeff${lines.join('\r\n')}`;
}
