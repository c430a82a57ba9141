import { Inject, Injectable } from '@nestjs/common';
import type { AuthUser } from '@sampleteca/auth';
import { CONFIG, type Config } from '@sampleteca/config';
import { BillingErrorCode, billingError } from '../billing-errors';
import { CustomersService } from '../customers/customers.service';
import { PlansService } from '../plans/plans.service';
import { StripeClient } from '../stripe/stripe-client';
import { SubscriptionsRepository } from '../subscriptions/subscriptions.repository';

/** Stripe's hosted checkout for a paid plan (spec 1 §7: subscription mode, quantity 1). */
@Injectable()
export class CheckoutService {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly subscriptions: SubscriptionsRepository,
    private readonly plans: PlansService,
    private readonly customers: CustomersService,
    private readonly stripe: StripeClient,
  ) {}

  /** The address of the provider's page; a known paid plan only, and never on top of one already paid. */
  async start(user: AuthUser, priceId: string): Promise<string> {
    const plan = await this.plans.byPriceId(priceId);
    if (!plan) throw billingError(BillingErrorCode.UnknownPlan);
    if (plan.tier === 'free') throw billingError(BillingErrorCode.FreePlanNeedsNoCheckout);
    if (await this.subscriptions.hasEntitling(user.id)) throw billingError(BillingErrorCode.AlreadySubscribed);
    const customer = await this.customers.ensure(user);
    const origin = this.config.PUBLIC_URL.replace(/\/$/, '');
    const session = await this.stripe.api.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.stripeCustomerId,
      line_items: [{ price: plan.id, quantity: 1 }],
      success_url: `${origin}/register/step/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${origin}/`,
      client_reference_id: user.id,
      metadata: { user_id: user.id },
      subscription_data: { metadata: { user_id: user.id } },
    });
    if (!session.url) throw billingError(BillingErrorCode.PaymentProviderUnavailable);
    return session.url;
  }
}
