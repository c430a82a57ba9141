import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  DistributionEvents,
  type DistributionRequestChanged,
  type DistributionRequestKind,
  type DistributionRequestStatus,
} from '@sampleteca/contracts';
import { Outbox } from '@sampleteca/messaging';
import { SoundsRepository } from '../sounds/sounds.repository';

const EVENT_OF: Record<DistributionRequestStatus, string> = {
  pending: DistributionEvents.Requested,
  approved: DistributionEvents.Approved,
  cancelled: DistributionEvents.Cancelled,
};

/** Writes a request's change to the outbox, numbered per sound so consumers can order them. */
@Injectable()
export class RequestEventsPublisher {
  constructor(
    private readonly outbox: Outbox,
    private readonly sounds: SoundsRepository,
  ) {}

  async changed(
    manager: EntityManager,
    request: { id: string; soundId: string; userId: string; kind: DistributionRequestKind },
    status: DistributionRequestStatus,
  ): Promise<void> {
    const version = await this.sounds.nextReviewVersion(manager, request.soundId);
    await this.outbox.add<DistributionRequestChanged>(manager, EVENT_OF[status], {
      requestId: request.id,
      soundId: request.soundId,
      userId: request.userId,
      kind: request.kind,
      status,
      version,
      occurredAt: new Date().toISOString(),
    });
  }
}
