import { Inject, Injectable, Logger } from '@nestjs/common';
import { CONFIG, type Config } from '@sampleteca/config';
import { BillingErrorCode, billingError } from '../billing-errors';
import { PlansService } from '../plans/plans.service';
import { mapAdminSubscription, type AdminSubscriptionResponse } from './admin-subscription.dto';
import {
  AdminSubscriptionsRepository,
  type AdminSubscriptionQuery,
  type AdminSubscriptionRow,
} from './admin-subscriptions.repository';
import { stripeDashboardLink } from './stripe-dashboard-link';

export { ADMIN_SUBSCRIPTION_SORTS, type AdminSubscriptionQuery } from './admin-subscriptions.repository';

/** The console's Assinaturas: read-only, from billing's own copy of Stripe's records. */
@Injectable()
export class AdminSubscriptionsService {
  private readonly logger = new Logger('AdminSubscriptions');

  constructor(
    private readonly subscriptions: AdminSubscriptionsRepository,
    private readonly plans: PlansService,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  async page(query: AdminSubscriptionQuery): Promise<{ items: AdminSubscriptionResponse[]; total: number }> {
    const { rows, total } = await this.subscriptions.page(query);
    return { items: await this.map(rows), total };
  }

  async get(id: string): Promise<AdminSubscriptionResponse> {
    const row = await this.subscriptions.find(id);
    if (!row) throw billingError(BillingErrorCode.SubscriptionNotFound);
    const [item] = await this.map([row]);
    return item;
  }

  private async map(rows: AdminSubscriptionRow[]): Promise<AdminSubscriptionResponse[]> {
    const titles = await this.planTitles();
    return rows.map((row) =>
      mapAdminSubscription(
        row,
        titles.get(row.price_id) ?? null,
        stripeDashboardLink(this.config.STRIPE_SECRET_KEY, row.id),
      ),
    );
  }

  /** Plan names by price (cached a minute); the list still answers, with tiers only, when Stripe does not. */
  private async planTitles(): Promise<Map<string, string>> {
    try {
      return new Map((await this.plans.list()).map((plan) => [plan.id, plan.title]));
    } catch (error) {
      this.logger.warn(`nomes dos planos indisponíveis: ${(error as Error).message}`);
      return new Map();
    }
  }
}
