import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EntitlementChanged } from '@sampleteca/contracts';
import { EntitlementsRepository } from './entitlements.repository';

/** Keeps each user's plan as billing last told it. */
@Injectable()
export class EntitlementsService {
  constructor(private readonly entitlements: EntitlementsRepository) {}

  /** Whether `userId`'s plan is a paid one now, read in the caller's transaction. */
  hasPaidPlan(manager: EntityManager, userId: string): Promise<boolean> {
    return this.entitlements.hasPaidPlan(manager, userId);
  }

  /** Saves the plan billing announced at `occurredAt`, unless a newer one was saved already (late events). */
  async apply(manager: EntityManager, entitlement: EntitlementChanged, occurredAt: Date): Promise<void> {
    const current = await this.entitlements.lock(manager, entitlement.userId);
    if (current && current.sourceOccurredAt > occurredAt) return;
    await this.entitlements.save(manager, {
      userId: entitlement.userId,
      tier: entitlement.tier,
      status: entitlement.status,
      currentPeriodEnd: entitlement.currentPeriodEnd ? new Date(entitlement.currentPeriodEnd) : null,
      sourceOccurredAt: occurredAt,
    });
  }
}
