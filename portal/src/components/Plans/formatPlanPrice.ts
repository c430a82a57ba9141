const currency = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

// Spec 1 §9: two decimals, prefixed R$ (e.g. "R$ 29,00"). The billing API already divided the
// provider's cents by 100, so `value` is in reais.
export function formatPlanPrice(value: number): string {
  return currency.format(value);
}

export function intervalLabel(interval: 'month' | 'year'): string {
  return interval === 'month' ? 'mês' : 'ano';
}
