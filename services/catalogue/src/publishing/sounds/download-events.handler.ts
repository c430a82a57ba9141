import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { MediaEvents, type DownloadServed } from '@sampleteca/contracts';
import { Inbox, OnEvent, type EventEnvelope } from '@sampleteca/messaging';
import { SoundsService } from './sounds.service';

const HANDLER = 'catalogue.downloads';

/**
 * A download counts when media serves its file through a link this service signed (the link
 * names the sound and the user): +1 on the card, a row in 'Meus Downloads', catalogue.sound.downloaded.
 */
@Controller()
export class DownloadEventsHandler {
  constructor(
    private readonly inbox: Inbox,
    private readonly sounds: SoundsService,
  ) {}

  @OnEvent('catalogue', MediaEvents.DownloadServed)
  async onDownloadServed(@Payload() event: EventEnvelope<DownloadServed>): Promise<void> {
    const { soundId, userId, servedAt, file } = event.data;
    await this.inbox.handleOnce(event, HANDLER, (manager) =>
      this.sounds.recordDownload(manager, soundId, userId, new Date(servedAt), file),
    );
  }
}
