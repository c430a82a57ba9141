import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Entitlement } from './entitlement.entity';

/** catalogue.entitlements: each user's plan, as billing last told it (no row: the free plan). */
@Injectable()
export class EntitlementsRepository {
  async hasPaidPlan(manager: EntityManager, userId: string): Promise<boolean> {
    const rows = await manager.query<unknown[]>(
      `SELECT 1 FROM catalogue.entitlements WHERE user_id = $1 AND tier IN ('basic', 'pro')`,
      [userId],
    );
    return rows.length > 0;
  }

  /** Locked until the transaction ends: two events about one user apply one after the other. */
  lock(manager: EntityManager, userId: string): Promise<Entitlement | null> {
    return manager.findOne(Entitlement, { where: { userId }, lock: { mode: 'pessimistic_write' } });
  }

  async save(manager: EntityManager, entitlement: Entitlement): Promise<void> {
    await manager.save(Entitlement, entitlement);
  }
}
