import { ApiProperty } from '@nestjs/swagger';
import { PlanResponse } from '../plans/plans.dto';
import type { Subscription } from './subscription.entity';

export class SubscriptionResponse {
  @ApiProperty() id: string;
  @ApiProperty() status: string;
  @ApiProperty({ description: 'id do preço (plano)' }) price_id: string;
  @ApiProperty() cancel_at_period_end: boolean;
  @ApiProperty() created: string;
  @ApiProperty({ nullable: true, type: String }) current_period_start: string | null;
  @ApiProperty({ nullable: true, type: String }) current_period_end: string | null;
  @ApiProperty({ nullable: true, type: String }) ended_at: string | null;
  @ApiProperty({ nullable: true, type: String }) cancel_at: string | null;
  @ApiProperty({ nullable: true, type: String }) canceled_at: string | null;
  @ApiProperty({ nullable: true, type: String }) trial_start: string | null;
  @ApiProperty({ nullable: true, type: String }) trial_end: string | null;
  @ApiProperty() quantity: number;
}

export class MySubscriptionResponse {
  @ApiProperty({ type: PlanResponse }) plan: PlanResponse;
  @ApiProperty({ type: SubscriptionResponse, nullable: true }) subscription: SubscriptionResponse | null;
  @ApiProperty({ description: 'Assinatura ativa (ou em período de teste/cobrança pendente)' }) active: boolean;
}

export class SyncResponse extends MySubscriptionResponse {
  @ApiProperty({ example: 'Inscrição finalizada com sucesso!', nullable: true, type: String }) message: string | null;
}

export class UrlResponse {
  @ApiProperty() url: string;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

export const mapSubscription = (record: Subscription): SubscriptionResponse => ({
  id: record.id,
  status: record.status,
  price_id: record.priceId,
  cancel_at_period_end: record.cancelAtPeriodEnd,
  created: record.created.toISOString(),
  current_period_start: iso(record.currentPeriodStart),
  current_period_end: iso(record.currentPeriodEnd),
  ended_at: iso(record.endedAt),
  cancel_at: iso(record.cancelAt),
  canceled_at: iso(record.canceledAt),
  trial_start: iso(record.trialStart),
  trial_end: iso(record.trialEnd),
  quantity: record.quantity,
});
