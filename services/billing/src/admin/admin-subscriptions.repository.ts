import { Injectable } from '@nestjs/common';
import type { PlanTier } from '@sampleteca/contracts';
import { SqlParams, TransactionRunner } from '@sampleteca/database';
import { escapeLike } from '@sampleteca/http';

export type AdminSubscriptionRow = {
  id: string;
  user_id: string;
  email: string | null;
  status: string;
  tier: PlanTier;
  price_id: string;
  cancel_at_period_end: boolean;
  created: Date;
  current_period_start: Date | null;
  current_period_end: Date | null;
  trial_start: Date | null;
  trial_end: Date | null;
  cancel_at: Date | null;
  canceled_at: Date | null;
  ended_at: Date | null;
  quantity: number;
  synced_at: Date;
};

/** The console's sort fields and their columns. */
export const ADMIN_SUBSCRIPTION_SORTS = {
  created: 's.created',
  currentPeriodEnd: 's.current_period_end',
} as const;

export type AdminSubscriptionQuery = {
  status?: string;
  tier?: PlanTier;
  /** Part of the customer's e-mail. */
  email?: string;
  userId?: string;
  sort: { field: keyof typeof ADMIN_SUBSCRIPTION_SORTS; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
};

const ROW = `
  SELECT s.id, s.user_id, c.email, s.status, s.tier, s.price_id, s.cancel_at_period_end, s.created,
         s.current_period_start, s.current_period_end, s.trial_start, s.trial_end, s.cancel_at,
         s.canceled_at, s.ended_at, s.quantity, s.synced_at
    FROM billing.subscriptions s
    LEFT JOIN billing.customers c ON c.user_id = s.user_id`;

/** billing.subscriptions with their customer's e-mail, as the console lists them. */
@Injectable()
export class AdminSubscriptionsRepository {
  constructor(private readonly transactions: TransactionRunner) {}

  async page(query: AdminSubscriptionQuery): Promise<{ rows: AdminSubscriptionRow[]; total: number }> {
    const params = new SqlParams();
    const where: string[] = [];
    if (query.status) where.push(`s.status = ${params.add(query.status)}`);
    if (query.tier) where.push(`s.tier = ${params.add(query.tier)}`);
    if (query.userId) where.push(`s.user_id = ${params.add(query.userId)}`);
    if (query.email) where.push(`c.email ILIKE ${params.add(`%${escapeLike(query.email)}%`)}`);
    const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const column = ADMIN_SUBSCRIPTION_SORTS[query.sort.field];
    // Ties (and subscriptions without a period yet) keep one order from page to page.
    const order = `${column} ${query.sort.order} NULLS LAST, s.id ${query.sort.order}`;
    const filterValues = [...params.values];
    const { dataSource } = this.transactions;
    const [rows, [{ total }]] = await Promise.all([
      dataSource.query<AdminSubscriptionRow[]>(
        `${ROW} ${filter} ORDER BY ${order} OFFSET ${params.add(query.offset)} LIMIT ${params.add(query.limit)}`,
        params.values,
      ),
      dataSource.query<{ total: number }[]>(
        `SELECT count(*)::int AS total FROM billing.subscriptions s
           LEFT JOIN billing.customers c ON c.user_id = s.user_id ${filter}`,
        filterValues,
      ),
    ]);
    return { rows, total };
  }

  async find(id: string): Promise<AdminSubscriptionRow | undefined> {
    const [row] = await this.transactions.dataSource.query<AdminSubscriptionRow[]>(`${ROW} WHERE s.id = $1`, [id]);
    return row;
  }
}
