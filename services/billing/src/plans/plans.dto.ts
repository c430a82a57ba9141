import { ApiProperty } from '@nestjs/swagger';
import type Stripe from 'stripe';
import type { PlanTier } from '@sampleteca/contracts';

/** The tiers, cheapest first (the plans list's order). */
export const PLAN_TIERS: PlanTier[] = ['free', 'basic', 'pro'];

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
function priceLabel(value: number, interval: 'month' | 'year' | null): string {
  if (value === 0) return 'Grátis';
  const amount = value.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `R$ ${amount}/${interval === 'year' ? 'ano' : 'mês'}`;
}

/** Product feature lines: `features` (one per line) or `feature_1`, `feature_2`, … */
function featureLines(metadata: Stripe.Metadata): string[] {
  if (metadata.features)
    return metadata.features
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
  return Object.keys(metadata)
    .filter((key) => /^feature_\d+$/.test(key))
    .sort((a, b) => Number(a.split('_')[1]) - Number(b.split('_')[1]))
    .map((key) => metadata[key]);
}

/** A Stripe price of an active product whose metadata names its tier; undefined otherwise. */
export function mapPlan(price: Stripe.Price): PlanResponse | undefined {
  const product = price.product as Stripe.Product;
  if (typeof product !== 'object' || product.deleted || !product.active) return undefined;
  const tier = (PLAN_TIERS as string[]).includes(product.metadata.tier)
    ? (product.metadata.tier as PlanTier)
    : undefined;
  if (!tier) return undefined;
  const value = (price.unit_amount ?? 0) / 100;
  const interval = price.recurring?.interval === 'year' ? 'year' : price.recurring ? 'month' : null;
  return {
    id: price.id,
    title: product.name,
    metadata: featureLines(product.metadata),
    value,
    interval,
    tier,
    priceLabel: priceLabel(value, interval),
  };
}
