import { escapeHtml, renderStandInPage } from '@sampleteca/standin-common';
import type { Price } from '../types';

export { escapeHtml };

/** 2900 → 'R$ 29,00' (spec 1 §9: amount / 100, two decimals, R$ prefix); a plain space, not U+00A0. */
export function formatMoney(amount: number, currency: string): string {
  const [units, cents] = (amount / 100).toFixed(2).split('.') as [string, string];
  const grouped = units.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const symbol = currency.toLowerCase() === 'brl' ? 'R$' : currency.toUpperCase();
  return `${symbol} ${grouped},${cents}`;
}

const INTERVALS = {
  day: ['dia', 'dias'],
  week: ['semana', 'semanas'],
  month: ['mês', 'meses'],
  year: ['ano', 'anos'],
} as const;

/** 'R$ 29,00/mês'; every third month: 'R$ 29,00 a cada 3 meses'. */
export function priceLabel(price: Price, quantity = 1): string {
  const amount = formatMoney(price.unit_amount * quantity, price.currency);
  if (!price.recurring) return amount;
  const [one, many] = INTERVALS[price.recurring.interval];
  const count = price.recurring.interval_count;
  return count === 1 ? `${amount}/${one}` : `${amount} a cada ${count} ${many}`;
}

const dateFormat = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short' });

export const formatDate = (seconds: number) => dateFormat.format(new Date(seconds * 1000));

// The provider's look; the frame and the rules every stand-in page shares are in standin-common.
const STYLES = `  body{margin:0;min-height:100vh;background:#f6f7fb;color:#1a1f36;font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif}
  main{width:min(880px,94vw);margin:32px auto;display:grid;gap:32px;grid-template-columns:repeat(auto-fit,minmax(300px,1fr))}
  section{background:#fff;border-radius:12px;padding:28px;box-shadow:0 2px 12px #1a1f3614}
  h1{font-size:1.25rem;margin:0 0 4px} h2{font-size:1.05rem;margin:0 0 16px}
  .amount{font-size:2rem;font-weight:700;margin:8px 0}
  .muted{color:#4f566b;margin:0 0 12px}
  label{display:block;font-weight:600;margin:16px 0 6px}
  input{width:100%;padding:11px 12px;border:1px solid #a3acb9;border-radius:8px;font:inherit;color:inherit;background:#fff}
  input[aria-invalid=true]{border-color:#b3093c}
  .row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
  .notice{margin:0 0 16px;padding:12px;border-radius:8px;background:#e6f4ea;color:#0f5132}
  .field-error{color:#8a0b2f;font-size:.9375rem;font-weight:600;margin:6px 0 0}
  button{margin-top:24px;width:100%;padding:13px;border:0;border-radius:8px;background:#4f46e5;color:#fff;font:inherit;font-weight:700;cursor:pointer}
  button.secondary{background:#fff;color:#4f46e5;border:1px solid #4f46e5}
  a{color:#3730a3}
  a:focus-visible,button:focus-visible,input:focus-visible{outline:3px solid #818cf8;outline-offset:2px}
  ul{padding-left:20px} li{margin:4px 0}
  .hint{font-size:.875rem;color:#4f566b;margin-top:20px}`;

/** The frame of every stand-in page: says plainly that it is a local stand-in, not Stripe. */
export const renderPage = (title: string, main: string): string =>
  renderStandInPage({
    title,
    provider: 'Stripe',
    banner: 'Ambiente de testes: este servidor local faz o papel do Stripe. Nenhuma cobrança real é feita.',
    styles: STYLES,
    main,
  });
