import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  CatalogueEvents,
  type SoundCreated,
  type SoundDeleted,
  type SoundRenamed,
  type SoundsArtistRenamed,
} from '@sampleteca/contracts';
import { Inbox, OnEvent, type EventEnvelope } from '@sampleteca/messaging';
import { SoundsService } from './sounds.service';

const HANDLER = 'distribution.sounds';

/** The catalogue's sounds, for distribution's copy of them (SoundsService); each event applies once (inbox). */
@Controller()
export class SoundEventsHandler {
  constructor(
    private readonly inbox: Inbox,
    private readonly sounds: SoundsService,
  ) {}

  @OnEvent('distribution', CatalogueEvents.SoundCreated)
  async onCreated(@Payload() event: EventEnvelope<SoundCreated>): Promise<void> {
    await this.inbox.handleOnce(event, HANDLER, (manager) => this.sounds.created(manager, event.data));
  }

  @OnEvent('distribution', CatalogueEvents.SoundDeleted)
  async onDeleted(@Payload() event: EventEnvelope<SoundDeleted>): Promise<void> {
    await this.inbox.handleOnce(event, HANDLER, (manager) => this.sounds.deleted(manager, event.data));
  }

  @OnEvent('distribution', CatalogueEvents.SoundRenamed)
  async onRenamed(@Payload() event: EventEnvelope<SoundRenamed>): Promise<void> {
    await this.inbox.handleOnce(event, HANDLER, (manager) =>
      this.sounds.renamed(manager, event.data.soundId, event.data.name),
    );
  }

  @OnEvent('distribution', CatalogueEvents.SoundsArtistRenamed)
  async onArtistRenamed(@Payload() event: EventEnvelope<SoundsArtistRenamed>): Promise<void> {
    await this.inbox.handleOnce(event, HANDLER, (manager) =>
      this.sounds.artistRenamed(manager, event.data.soundIds, event.data.artistName),
    );
  }
}
