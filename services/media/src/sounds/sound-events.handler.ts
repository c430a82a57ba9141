import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { CatalogueEvents, type SoundCreated, type SoundDeleted } from '@sampleteca/contracts';
import { Inbox, OnEvent, type EventEnvelope } from '@sampleteca/messaging';
import { SoundFilesService } from './sound-files.service';

const HANDLER = 'media.sound-files';

/**
 * The catalogue's sounds, for the files behind them (SoundFilesService). Each event applies once
 * (inbox); a deleted sound's objects are removed after that commit, on every delivery, so a retry
 * after a storage failure finishes the job.
 */
@Controller()
export class SoundEventsHandler {
  constructor(
    private readonly inbox: Inbox,
    private readonly soundFiles: SoundFilesService,
  ) {}

  @OnEvent('media', CatalogueEvents.SoundCreated)
  async onSoundCreated(@Payload() event: EventEnvelope<SoundCreated>): Promise<void> {
    await this.inbox.handleOnce(event, HANDLER, (manager) => this.soundFiles.attach(manager, event.data));
  }

  @OnEvent('media', CatalogueEvents.SoundDeleted)
  async onSoundDeleted(@Payload() event: EventEnvelope<SoundDeleted>): Promise<void> {
    await this.inbox.handleOnce(event, HANDLER, (manager) => this.soundFiles.markDeleted(manager, event.data));
    // Also on a redelivery (the inbox answers 'duplicate'): the marked rows still name the objects.
    await this.soundFiles.removeObjects(event.data);
  }
}
