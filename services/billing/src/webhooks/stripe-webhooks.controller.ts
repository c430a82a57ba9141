import { Controller, Headers, HttpCode, Post, Req, type RawBodyRequest } from '@nestjs/common';
import { ApiExcludeEndpoint } from '@nestjs/swagger';
import type { Request } from 'express';
import type Stripe from 'stripe';
import { Public } from '@sampleteca/auth';
import { BillingErrorCode, billingError } from '../billing-errors';
import { StripeClient } from '../stripe/stripe-client';
import { StripeWebhooksService } from './stripe-webhooks.service';

/** Stripe's webhooks: verified on the raw body, then handed to StripeWebhooksService. */
@Controller('webhooks/stripe')
export class StripeWebhooksController {
  constructor(
    private readonly stripe: StripeClient,
    private readonly webhooks: StripeWebhooksService,
  ) {}

  @Public()
  @Post()
  @HttpCode(200)
  @ApiExcludeEndpoint()
  async receive(
    @Req() request: RawBodyRequest<Request>,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<{ received: true; duplicate?: true }> {
    let event: Stripe.Event;
    try {
      event = this.stripe.api.webhooks.constructEvent(
        request.rawBody ?? Buffer.alloc(0),
        signature ?? '',
        this.stripe.webhookSecret,
      );
    } catch {
      throw billingError(BillingErrorCode.InvalidWebhook);
    }
    const fresh = await this.webhooks.receive(event);
    return fresh ? { received: true } : { received: true, duplicate: true };
  }
}
