import { Controller, Headers, HttpCode, Post, Req, type RawBodyRequest } from '@nestjs/common';
import { ApiExcludeEndpoint } from '@nestjs/swagger';
import type { Request } from 'express';
import type Stripe from 'stripe';
import { Public } from '@sampleteca/auth';
import { TransactionRunner } from '@sampleteca/database';
import { InjectQueue, type TypedQueue } from '@sampleteca/jobs';
import { BillingErrorCode, billingError } from '../billing-errors';
import { StripeClient } from '../stripe/stripe-client';
import { SubscriptionSyncQueue, type SubscriptionSyncJobs } from '../subscriptions/subscription-sync.queue';
import { WebhookEvent } from './webhook-event.entity';

const SYNCING = /^(checkout\.session\.completed|customer\.subscription\.\w+|invoice\.paid|invoice\.payment_failed)$/;

/**
 * Stripe's webhooks: verified on the raw body, recorded once by event id, and turned into a
 * customer sync. The record and the queued job commit together, so a failure here answers
 * 500 and Stripe's redelivery tries again.
 */
@Controller('webhooks/stripe')
export class StripeWebhooksController {
  constructor(
    private readonly stripe: StripeClient,
    private readonly transactions: TransactionRunner,
    @InjectQueue(SubscriptionSyncQueue) private readonly queue: TypedQueue<SubscriptionSyncJobs>,
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
    const fresh = await this.transactions.run(async (manager) => {
      const inserted = await manager
        .createQueryBuilder()
        .insert()
        .into(WebhookEvent)
        .values({ id: event.id, type: event.type })
        .orIgnore()
        .returning(['id'])
        .execute();
      if ((inserted.raw as unknown[]).length === 0) return false;
      const customerId = customerOf(event);
      if (customerId && SYNCING.test(event.type)) {
        await this.queue.add('sync', { customerId }, { collapseKey: customerId });
      }
      return true;
    });
    return fresh ? { received: true } : { received: true, duplicate: true };
  }
}

function customerOf(event: Stripe.Event): string | undefined {
  const object = event.data.object as { object?: string; id?: string; customer?: string | { id: string } | null };
  if (object.object === 'customer') return object.id;
  if (typeof object.customer === 'string') return object.customer;
  return object.customer?.id;
}
