import { ApiProperty } from '@nestjs/swagger';
import type { PlanTier } from '@sampleteca/contracts';
import type { AdminSubscriptionRow } from './admin-subscriptions.repository';

/** Stripe's subscription statuses (the console labels them in Portuguese). */
export const SUBSCRIPTION_STATUSES = [
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** A subscription as the console's Assinaturas shows it: billing's copy of Stripe's record. */
export class AdminSubscriptionResponse {
  @ApiProperty({ example: 'sub_1Q2w3E4r5T6y' }) id: string;
  @ApiProperty({ format: 'uuid', description: 'O usuário (console: #/users/{id}/show)' }) userId: string;
  @ApiProperty({ type: String, nullable: true, description: 'E-mail do cliente na Stripe' }) email: string | null;
  @ApiProperty({ enum: SUBSCRIPTION_STATUSES }) status: string;
  @ApiProperty({ enum: ['free', 'basic', 'pro'] }) tier: PlanTier;
  @ApiProperty({ description: 'id do preço (plano) na Stripe' }) priceId: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Nome do plano na Stripe, quando o preço ainda é oferecido',
  })
  planTitle: string | null;
  @ApiProperty() cancelAtPeriodEnd: boolean;
  @ApiProperty({ format: 'date-time' }) created: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) currentPeriodStart: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) currentPeriodEnd: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) trialStart: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) trialEnd: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) cancelAt: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) canceledAt: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) endedAt: string | null;
  @ApiProperty() quantity: number;
  @ApiProperty({ format: 'date-time', description: 'Quando billing copiou o registro da Stripe pela última vez' })
  syncedAt: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'A assinatura no painel da Stripe; null com o servidor local de desenvolvimento, que não tem painel',
  })
  providerUrl: string | null;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function mapAdminSubscription(
  row: AdminSubscriptionRow,
  planTitle: string | null,
  providerUrl: string | null,
): AdminSubscriptionResponse {
  return {
    id: row.id,
    userId: row.user_id,
    email: row.email,
    status: row.status,
    tier: row.tier,
    priceId: row.price_id,
    planTitle,
    cancelAtPeriodEnd: row.cancel_at_period_end,
    created: row.created.toISOString(),
    currentPeriodStart: iso(row.current_period_start),
    currentPeriodEnd: iso(row.current_period_end),
    trialStart: iso(row.trial_start),
    trialEnd: iso(row.trial_end),
    cancelAt: iso(row.cancel_at),
    canceledAt: iso(row.canceled_at),
    endedAt: iso(row.ended_at),
    quantity: row.quantity,
    syncedAt: row.synced_at.toISOString(),
    providerUrl,
  };
}
