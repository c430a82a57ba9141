import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AuthUser } from '@sampleteca/auth';
import { CONFIG, URL_SECRET, type Config } from '@sampleteca/config';
import { signedDownloadLink, signedPreviewLink } from '@sampleteca/contracts';
import { TransactionRunner } from '@sampleteca/database';
import { pageOf, toSkipTake, type Page, type PageQuery } from '@sampleteca/http';
import { awaitProjection } from '../common/projection-wait';
import { readableBy } from '../common/readable-by';
import { ContractsRepository } from '../contracts/contracts.repository';
import { distributionError, DistributionErrorCode as Code, DistributionMessages } from '../distribution-errors';
import { SoundsRepository, type ProjectedSound } from '../sounds/sounds.repository';
import { mayDecide, mayUndo, requestKindOf, type RequestDecision } from './request-decisions';
import { RequestEventsPublisher } from './request-events.publisher';
import { mapRequest, type DistributionRequestResponse, type RequestChangeResult } from './request.dto';
import { RequestsRepository, type RequestListQuery, type RequestRow } from './requests.repository';

/** How long a request's download link works: long enough to start a slow download. */
const DOWNLOAD_LINK_SECONDS = 300;

/**
 * Requests: opened by a sound's owner (or by the platform for wizard uploads and signed
 * contracts), decided by administrators only. Each change and its event commit together.
 */
@Injectable()
export class RequestsService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly requests: RequestsRepository,
    private readonly sounds: SoundsRepository,
    private readonly contracts: ContractsRepository,
    private readonly events: RequestEventsPublisher,
    @Inject(URL_SECRET) private readonly urlSecret: Buffer,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  /** The answer for a request the caller may read (its owner or an admin): previews signed for them. */
  present = (row: RequestRow): DistributionRequestResponse =>
    mapRequest(
      row,
      (audioId) => signedPreviewLink(audioId, this.urlSecret, this.config.MEDIA_SIGNED_URL_TTL_SECONDS).url,
    );

  /** Pending requests, newest first: every one for admins, their own for anyone else. */
  async pending(user: AuthUser, query: PageQuery): Promise<Page<DistributionRequestResponse>> {
    const { skip, take } = toSkipTake(query);
    const { rows, total } = await this.requests.list({
      status: 'pending',
      userId: user.role === 'admin' ? undefined : user.id,
      order: { column: 'created_at', direction: 'DESC' },
      offset: skip,
      limit: take,
    });
    return pageOf(rows.map(this.present), total, query);
  }

  /** The console's list: any status, filtered and sorted as asked, with the total. */
  async adminList(query: RequestListQuery): Promise<{ items: DistributionRequestResponse[]; total: number }> {
    const { rows, total } = await this.requests.list(query);
    return { items: rows.map(this.present), total };
  }

  async get(user: AuthUser, id: string): Promise<DistributionRequestResponse> {
    return this.present(await this.readable(user, id));
  }

  /** The owner sends a sound for review (again, after a refusal). */
  async create(user: AuthUser, soundId: string): Promise<RequestChangeResult> {
    const known = await awaitProjection(() => this.sounds.find(soundId));
    // Someone else's sound reads as missing, as an unknown id does: an answer must not tell them apart.
    if (!known || known.deleted || known.ownerId !== user.id) throw distributionError(Code.SoundNotFound);
    const id = await this.transactions.run(async (manager) => {
      const sound = await this.sounds.find(soundId, manager, true);
      if (!sound || sound.deleted) throw distributionError(Code.SoundNotFound);
      const contractId = sound.isProduced ? await this.contracts.signedContractOf(manager, soundId) : null;
      if (sound.isProduced && !contractId) throw distributionError(Code.ContractNotSigned);
      const opened = await this.open(manager, sound, requestKindOf(sound.isProduced), contractId);
      if (!opened) throw distributionError(Code.RequestExists);
      return opened;
    });
    return { request: await this.get(user, id), message: DistributionMessages.RequestSent };
  }

  /**
   * Opens a pending request unless the sound has an open one (then undefined); called inside
   * the caller's transaction, with the sound's row locked.
   */
  async open(
    manager: EntityManager,
    sound: ProjectedSound,
    kind: 'publication' | 'distribution',
    contractId: string | null,
  ): Promise<string | undefined> {
    const request = { id: randomUUID(), soundId: sound.soundId, userId: sound.ownerId, kind, contractId };
    const inserted = await this.requests.insertPending(manager, request);
    if (!inserted) return undefined;
    await this.events.changed(manager, request, 'pending');
    return request.id;
  }

  /** Approves (the sound becomes public) or cancels (it becomes private): administrators only. */
  async decide(user: AuthUser, id: string, status: RequestDecision): Promise<RequestChangeResult> {
    if (user.role !== 'admin') throw distributionError(Code.AdminOnly);
    await this.transactions.run(async (manager) => {
      const request = await this.requests.find(id, manager, true);
      if (!request) throw distributionError(Code.RequestNotFound);
      if (!mayDecide(request.status, status)) {
        throw distributionError(Code.RequestNotPending, { details: { status: request.status } });
      }
      await this.sounds.find(request.sound_id, manager, true);
      await this.requests.decide(manager, id, status, user.id);
      await this.events.changed(
        manager,
        { id, soundId: request.sound_id, userId: request.user_id, kind: request.kind },
        status,
      );
    });
    return {
      request: await this.get(user, id),
      message: status === 'approved' ? DistributionMessages.Approved : DistributionMessages.Cancelled,
    };
  }

  /**
   * Undoes an administrator's decision (the console's 'Desfazer'): the request waits for review
   * again and its sound goes back to private ('Em análise'), as before the decision.
   */
  async undoDecision(user: AuthUser, id: string): Promise<RequestChangeResult> {
    if (user.role !== 'admin') throw distributionError(Code.AdminOnly);
    await this.transactions.run(async (manager) => {
      const request = await this.requests.find(id, manager, true);
      if (!request) throw distributionError(Code.RequestNotFound);
      if (!mayUndo(request.status)) throw distributionError(Code.RequestNotDecided);
      const sound = await this.sounds.find(request.sound_id, manager, true);
      if (!sound || sound.deleted) throw distributionError(Code.SoundNotFound);
      if (!(await this.requests.reopen(manager, id))) throw distributionError(Code.RequestExists);
      await this.events.reopened(manager, {
        id,
        soundId: request.sound_id,
        userId: request.user_id,
        kind: request.kind,
      });
    });
    return { request: await this.get(user, id), message: DistributionMessages.DecisionUndone };
  }

  /** The sound's MP3 for the request card: a short-lived link, not counted as a download. */
  async downloadLink(user: AuthUser, id: string): Promise<{ url: string; fileName: string }> {
    const request = await this.readable(user, id);
    return signedDownloadLink(
      { audioId: request.audio_id, name: request.sound_name },
      this.urlSecret,
      DOWNLOAD_LINK_SECONDS,
    );
  }

  private async readable(user: AuthUser, id: string): Promise<RequestRow> {
    const request = await this.requests.find(id);
    if (!request || !readableBy(user, request.user_id)) {
      throw distributionError(Code.RequestNotFound);
    }
    return request;
  }
}
