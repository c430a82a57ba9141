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

type RequestRef = { id: string; soundId: string; userId: string; kind: DistributionRequestKind };

/** Writes a request's change to the outbox, numbered per sound so consumers can order them. */
@Injectable()
export class RequestEventsPublisher {
  constructor(
    private readonly outbox: Outbox,
    private readonly sounds: SoundsRepository,
  ) {}

  changed(manager: EntityManager, request: RequestRef, status: DistributionRequestStatus): Promise<void> {
    return this.publish(manager, EVENT_OF[status], request, status);
  }

  /** A decision undone: pending again, and consumers put the sound back as it was before it (private). */
  reopened(manager: EntityManager, request: RequestRef): Promise<void> {
    return this.publish(manager, DistributionEvents.Reopened, request, 'pending');
  }

  private async publish(
    manager: EntityManager,
    type: string,
    request: RequestRef,
    status: DistributionRequestStatus,
  ): Promise<void> {
    const version = await this.sounds.nextReviewVersion(manager, request.soundId);
    await this.outbox.add<DistributionRequestChanged>(manager, type, {
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
