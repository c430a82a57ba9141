const currency = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
});

// Spec: amount in cents divided by 100, two decimals, prefixed R$ (e.g. "R$ 29,00").
export function formatPlanPrice(priceCents: number): string {
  return currency.format(priceCents / 100);
}

export function intervalLabel(interval: 'month' | 'year'): string {
  return interval === 'month' ? 'mês' : 'ano';
}
