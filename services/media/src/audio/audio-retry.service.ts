import { Inject, Injectable, Logger } from '@nestjs/common';
import { MediaEvents, type AudioReprocessing } from '@sampleteca/contracts';
import { TransactionRunner } from '@sampleteca/database';
import { InjectQueue, jobIdFor, type TypedQueue } from '@sampleteca/jobs';
import { Outbox } from '@sampleteca/messaging';
import { STORAGE, type Storage } from '../storage/storage';
import { MediaErrorCode, mediaError } from '../media-errors';
import { isRetryableFailure } from './analysis/audio-failures';
import { AudioFilesRepository } from './audio-files.repository';
import { AudioProcessingQueue, LIVE_JOB_STATES, type AudioJobs } from './audio.queue';

/**
 * An administrator's 'Processar de novo' for a file that failed on our side (storage, tools):
 * its kept original goes through the whole pipeline again, as if just uploaded.
 */
@Injectable()
export class AudioRetryService {
  private readonly logger = new Logger('AudioRetryService');

  constructor(
    private readonly audioFiles: AudioFilesRepository,
    @Inject(STORAGE) private readonly storage: Storage,
    @InjectQueue(AudioProcessingQueue) private readonly queue: TypedQueue<AudioJobs>,
    private readonly transactions: TransactionRunner,
    private readonly outbox: Outbox,
  ) {}

  async retry(id: string): Promise<void> {
    const audio = await this.audioFiles.find(id);
    if (!audio) throw mediaError(MediaErrorCode.AudioNotFound);
    if (audio.status !== 'failed')
      throw mediaError(MediaErrorCode.AudioNotFailed, { details: { status: audio.status } });
    if (!isRetryableFailure(audio.failureCode)) throw mediaError(MediaErrorCode.AudioNotRetryable);
    if (!(await this.storage.stat(audio.originalKey))) throw mediaError(MediaErrorCode.AudioOriginalGone);

    // The failed run's job keeps the id a new one needs (adding under a taken id is a no-op).
    const jobId = jobIdFor('process', id);
    const previous = await this.queue.queue.getJob(jobId);
    if (previous && !LIVE_JOB_STATES.has(await previous.getState())) await previous.remove();

    const reopened = await this.transactions.run(async (manager) => {
      if (!(await this.audioFiles.reopen(manager, id))) return false;
      await this.outbox.add<AudioReprocessing>(manager, MediaEvents.Reprocessing, {
        audioId: id,
        ownerUserId: audio.ownerUserId,
        requestedAt: new Date().toISOString(),
      });
      return true;
    });
    // Another administrator was quicker: the file is processing already.
    if (!reopened) throw mediaError(MediaErrorCode.AudioNotFailed, { details: { status: 'processing' } });

    try {
      await this.queue.add('process', { audioId: id }, { dedupeKey: id });
    } catch (error) {
      // The row says 'processing' with no job: the processor's sweep queues it again.
      this.logger.warn({ err: error, audioId: id }, 'reprocessamento não enfileirado; a varredura o retoma');
    }
  }
}
