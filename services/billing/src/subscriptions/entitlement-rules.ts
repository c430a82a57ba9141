import type { PlanTier } from '@sampleteca/contracts';
import type { Entitlement, Subscription, Tier } from './subscription.entity';

/** The statuses that give the plan's features (past_due: Stripe is still retrying the charge). */
export const ENTITLING = ['active', 'trialing', 'past_due'];

const RANK: Record<Tier, number> = { free: 0, basic: 1, pro: 2 };

type Ranked = Pick<Subscription, 'id' | 'status' | 'tier' | 'created' | 'currentPeriodEnd'>;

/** The entitlement a user's subscriptions give: the highest tier that still entitles, the newest among equals; Free with none. */
export function entitlementOf(userId: string, records: Ranked[], now: Date = new Date()): Entitlement {
  const best = records
    .filter((record) => ENTITLING.includes(record.status))
    .sort((a, b) => RANK[b.tier] - RANK[a.tier] || b.created.getTime() - a.created.getTime())[0];
  return {
    userId,
    tier: (best?.tier ?? 'free') as PlanTier,
    status: best?.status ?? 'none',
    subscriptionId: best?.id ?? null,
    currentPeriodEnd: best?.currentPeriodEnd ?? null,
    updatedAt: now,
  };
}

/** Whether the other services must hear of it: the plan, its status, its subscription or its period moved. */
export function entitlementChanged(current: Entitlement, next: Entitlement): boolean {
  return (
    current.tier !== next.tier ||
    current.status !== next.status ||
    current.subscriptionId !== next.subscriptionId ||
    current.currentPeriodEnd?.getTime() !== next.currentPeriodEnd?.getTime()
  );
}
