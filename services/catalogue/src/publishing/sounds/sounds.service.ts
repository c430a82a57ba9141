import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { URL_SECRET } from '@sampleteca/config';
import {
  CatalogueEvents,
  signedDownloadLink,
  type SoundCreated,
  type SoundDeleted,
  type SoundDownloaded,
} from '@sampleteca/contracts';
import { TransactionRunner } from '@sampleteca/database';
import { Outbox } from '@sampleteca/messaging';
import { CatalogueErrorCode, CatalogueMessages, catalogueError } from '../../catalogue-errors';
import { EntitlementsRepository } from '../entitlements/entitlements.repository';
import {
  SoundCountersRepository,
  downloadCounter,
  type DownloadFile,
} from '../producer-stats/sound-counters.repository';
import { SoundListsService } from '../../browse/sound-lists/sound-lists.service';
import type { CreateProducedSoundBody } from './produced-sound.dto';
import type { CreatedSound, CreateSoundBody, DownloadLink, LikeState, MessageResponse } from './sound.dto';
import type { Sound } from './sound.entity';
import { SoundCreationService } from './sound-creation.service';
import { SoundUploadsService, type SoundFiles } from './sound-uploads.service';
import { SoundsRepository, type VisibleSound } from './sounds.repository';

/** How long a download link works once handed out: long enough to start a slow download. */
const DOWNLOAD_LINK_SECONDS = 300;

/** Creating, deleting, liking and downloading sounds; each change and its event commit together. */
@Injectable()
export class SoundsService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly outbox: Outbox,
    private readonly lists: SoundListsService,
    private readonly creation: SoundCreationService,
    private readonly uploads: SoundUploadsService,
    private readonly sounds: SoundsRepository,
    private readonly entitlements: EntitlementsRepository,
    private readonly counters: SoundCountersRepository,
    /** Shared with media, which serves the links this service signs. */
    @Inject(URL_SECRET) private readonly urlSecret: Buffer,
  ) {}

  /** The upload wizard's sound: private, and sent for an administrator's review. */
  create(body: CreateSoundBody, userId: string): Promise<CreatedSound> {
    return this.created(userId, body, (manager) => this.creation.insert(manager, body, userId));
  }

  /** The distribution form's produced song: private until its signed request is approved. */
  createProduced(body: CreateProducedSoundBody, userId: string): Promise<CreatedSound> {
    return this.created(userId, body, (manager) => this.creation.insertProduced(manager, body, userId));
  }

  private async created(
    userId: string,
    files: SoundFiles,
    insert: (manager: EntityManager) => Promise<Sound>,
  ): Promise<CreatedSound> {
    // Outside the transaction: nothing is locked while media's news of the upload is awaited.
    await this.uploads.awaitArrival(files);
    const sound = await this.transactions.run(async (manager) => {
      const created = await insert(manager);
      await this.outbox.add<SoundCreated>(manager, CatalogueEvents.SoundCreated, {
        soundId: created.id,
        ownerUserId: userId,
        name: created.name,
        audioId: created.audioId,
        imageId: created.imageId,
        isFree: created.isFree,
        isProduced: created.isProduced,
        imageUrl: created.imageUrl,
        artistName: created.artistName,
        createdAt: created.createdAt.toISOString(),
      });
      return created;
    });
    const [response] = await this.lists.hydrate([sound.id], userId);
    return { sound: response, message: CatalogueMessages.SoundCreated };
  }

  async get(soundId: string, userId: string) {
    const sound = await this.transactions.run((manager) => this.sounds.visible(manager, soundId, userId, false));
    if (!sound) throw catalogueError(CatalogueErrorCode.SoundNotFound);
    const [response] = await this.lists.hydrate([soundId], userId);
    return response;
  }

  /** Only the uploader deletes (spec 02 §6); media removes the files when it hears sound.deleted. */
  async delete(soundId: string, userId: string): Promise<MessageResponse> {
    await this.transactions.run(async (manager) => {
      const sound = await this.sounds.visible(manager, soundId, userId, true);
      if (!sound) throw catalogueError(CatalogueErrorCode.SoundNotFound);
      if (sound.owner_id !== userId) throw catalogueError(CatalogueErrorCode.NotSoundOwner);
      await this.remove(manager, sound);
    });
    return { message: CatalogueMessages.SoundDeleted };
  }

  /** An administrator deletes any sound (the console's moderation), as its uploader would. */
  async deleteAsAdmin(soundId: string): Promise<MessageResponse> {
    await this.transactions.run(async (manager) => {
      const sound = await this.sounds.any(manager, soundId);
      if (!sound) throw catalogueError(CatalogueErrorCode.SoundNotFound);
      await this.remove(manager, sound);
    });
    return { message: CatalogueMessages.SoundDeleted };
  }

  /**
   * A deleted account's sounds, each gone as its uploader's own deletion: sound.deleted tells
   * media to remove the files and distribution to cancel what was open for it.
   */
  async deleteAllOf(manager: EntityManager, ownerId: string): Promise<void> {
    for (const sound of await this.sounds.ownedBy(manager, ownerId)) await this.remove(manager, sound);
  }

  private async remove(manager: EntityManager, sound: VisibleSound): Promise<void> {
    await this.sounds.delete(manager, sound.id);
    await this.outbox.add<SoundDeleted>(manager, CatalogueEvents.SoundDeleted, {
      soundId: sound.id,
      ownerUserId: sound.owner_id,
      audioId: sound.audio_id,
      imageId: sound.image_id,
      deletedAt: new Date().toISOString(),
    });
  }

  /** Sets the like to the state asked for: the same request twice changes nothing the second time. */
  async setLike(soundId: string, userId: string, liked: boolean): Promise<LikeState> {
    return this.transactions.run(async (manager) => {
      const sound = await this.sounds.visible(manager, soundId, userId, false);
      if (!sound) throw catalogueError(CatalogueErrorCode.SoundNotFound);
      const { likes, changed } = await this.sounds.setLike(manager, soundId, userId, liked);
      // Only a change is news for the owner's dashboard, counted by how the day ends for this person.
      if (changed) await this.counters.likeChanged(manager, soundId, userId, liked);
      return { liked, likes };
    });
  }

  /**
   * Hands out a short-lived link media serves as `{name}.mp3`. Paid sounds need a paid plan; the
   * uploader always downloads their own. Nothing is counted here: media says when the file is
   * served (media.download.served → recordDownload), so a link to a missing file counts nothing.
   * The file in the listener's tempo and key is made by the portal from the MP3 (#29 §2).
   */
  async download(soundId: string, userId: string): Promise<DownloadLink> {
    const sound = await this.transactions.run(async (manager) => {
      const sound = await this.sounds.visible(manager, soundId, userId, false);
      if (!sound) throw catalogueError(CatalogueErrorCode.SoundNotFound);
      if (!sound.is_free && sound.owner_id !== userId && !(await this.entitlements.hasPaidPlan(manager, userId))) {
        throw catalogueError(CatalogueErrorCode.PlanRequired, { details: { plansUrl: '/profile/plan' } });
      }
      if (sound.audio_status !== 'ready') {
        throw catalogueError(CatalogueErrorCode.DownloadNotReady);
      }
      return sound;
    });
    const countFor = { soundId, userId };
    const link = signedDownloadLink(
      { audioId: sound.audio_id, name: sound.name, countFor },
      this.urlSecret,
      DOWNLOAD_LINK_SECONDS,
    );
    // The file as uploaded, beside the MP3, when it is something else (a producer keeps a WAV).
    const format = sound.original_extension;
    const original =
      format && format !== 'mp3'
        ? {
            ...signedDownloadLink(
              { audioId: sound.audio_id, name: sound.name, countFor, originalExtension: format },
              this.urlSecret,
              DOWNLOAD_LINK_SECONDS,
            ),
            format,
          }
        : null;
    // The MP3 again, marked: the portal fetches this one to tune, so the dashboard can tell.
    const tuneFrom = signedDownloadLink(
      { audioId: sound.audio_id, name: sound.name, countFor, tuned: true },
      this.urlSecret,
      DOWNLOAD_LINK_SECONDS,
    );
    return { ...link, downloads: sound.downloads_count, original, tuneFrom };
  }

  /**
   * Counts a served download once per user and sound (a retry, a second click or a resumed
   * transfer counts nothing). A sound deleted since the link was signed counts nothing either.
   */
  async recordDownload(
    manager: EntityManager,
    soundId: string,
    userId: string,
    servedAt: Date,
    file?: DownloadFile,
  ): Promise<void> {
    const ownerUserId = await this.sounds.lockOwner(manager, soundId);
    if (!ownerUserId || !(await this.sounds.countDownload(manager, soundId, userId, servedAt))) return;
    await this.counters.bump(manager, soundId, downloadCounter(file), servedAt);
    await this.outbox.add<SoundDownloaded>(manager, CatalogueEvents.SoundDownloaded, {
      soundId,
      userId,
      ownerUserId,
      downloadedAt: servedAt.toISOString(),
    });
  }
}
