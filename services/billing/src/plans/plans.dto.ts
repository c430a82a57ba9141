import { ApiProperty } from '@nestjs/swagger';
import type { PlanTier } from '@sampleteca/contracts';

/** Spec 1 §3's plan option, as the registration step and the landing page show it. */
export class PlanResponse {
  @ApiProperty({ description: 'id do preço na Stripe' }) id: string;
  @ApiProperty() title: string;
  @ApiProperty({ type: [String], description: 'Uma linha por benefício' }) metadata: string[];
  @ApiProperty({ description: 'Valor em reais (decimal)' }) value: number;
  @ApiProperty({ enum: ['month', 'year'], nullable: true, type: String }) interval: 'month' | 'year' | null;
  @ApiProperty({ enum: ['free', 'basic', 'pro'] }) tier: PlanTier;
  @ApiProperty({ example: 'R$ 29,00/mês' }) priceLabel: string;
}

/** Spec 1 §9: amount / 100, two decimals, prefix R$, suffix 'mês' (or 'ano'). */
export function priceLabel(value: number, interval: 'month' | 'year' | null): string {
  if (value === 0) return 'Grátis';
  const amount = value.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `R$ ${amount}/${interval === 'year' ? 'ano' : 'mês'}`;
}
