import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { CurrentUser, type AuthUser } from '@sampleteca/auth';
import { CONFIG, type Config } from '@sampleteca/config';
import { BillingErrorCode, billingError } from '../billing-errors';
import { Customers } from '../customers/customers.service';
import { Plans } from '../plans/plans.service';
import { StripeClient } from '../stripe/stripe-client';
import { UrlResponse } from '../subscriptions/subscription.dto';
import { Subscription } from '../subscriptions/subscription.entity';

class CheckoutRequest {
  @ApiProperty({ description: 'id do plano (preço) de GET /api/plans' })
  @IsString({ message: 'Escolha um plano.' })
  @MinLength(1, { message: 'Escolha um plano.' })
  @MaxLength(255, { message: 'Plano inválido.' })
  priceId: string;
}

/** Starts Stripe's hosted checkout for a paid plan (spec 1 §7: subscription mode, quantity 1). */
@ApiTags('checkout')
@ApiBearerAuth()
@Controller('checkout')
export class CheckoutController {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    @InjectRepository(Subscription, 'billing') private readonly subscriptions: Repository<Subscription>,
    private readonly plans: Plans,
    private readonly customers: Customers,
    private readonly stripe: StripeClient,
  ) {}

  @Post()
  @HttpCode(200)
  @ApiOkResponse({ type: UrlResponse })
  async start(@CurrentUser() user: AuthUser, @Body() body: CheckoutRequest): Promise<UrlResponse> {
    const plan = await this.plans.byPriceId(body.priceId);
    if (!plan) throw billingError(BillingErrorCode.UnknownPlan);
    if (plan.tier === 'free') throw billingError(BillingErrorCode.FreePlanNeedsNoCheckout);
    const paid = await this.subscriptions.exists({
      where: { userId: user.id, status: In(['active', 'trialing', 'past_due']) },
    });
    if (paid) throw billingError(BillingErrorCode.AlreadySubscribed);
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
    return { url: session.url };
  }
}
