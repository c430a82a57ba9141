import type { CardField, CardForm } from '../cards';
import type { CheckoutSession, Price } from '../types';
import { escapeHtml, formatMoney, priceLabel, renderPage } from './layout';

export type CheckoutLine = { name: string; price: Price; quantity: number; features: string[] };

export type CheckoutView = {
  session: CheckoutSession;
  lines: CheckoutLine[];
  /** Who pays, when the session already names a customer. */
  email: string | null;
  askEmail: boolean;
  values?: Partial<CardForm>;
  error?: { field: CardField; message: string };
};

type FieldSpec = { field: CardField; label: string; attributes: string; hint?: string };

const FIELDS: Record<CardField, FieldSpec> = {
  email: { field: 'email', label: 'E-mail', attributes: 'type="email" autocomplete="email"' },
  number: {
    field: 'number',
    label: 'Número do cartão',
    attributes: 'type="text" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234"',
  },
  expiry: {
    field: 'expiry',
    label: 'Validade (MM/AA)',
    attributes: 'type="text" inputmode="numeric" autocomplete="cc-exp" placeholder="MM/AA"',
  },
  cvc: {
    field: 'cvc',
    label: 'CVC',
    attributes: 'type="text" inputmode="numeric" autocomplete="cc-csc" placeholder="123"',
  },
  name: { field: 'name', label: 'Nome no cartão', attributes: 'type="text" autocomplete="cc-name"' },
};

function input(spec: FieldSpec, view: CheckoutView): string {
  const id = `campo-${spec.field}`;
  const failed = view.error?.field === spec.field;
  // The CVC is never written back into the page, as a real checkout would not.
  const value = spec.field === 'cvc' ? '' : (view.values?.[spec.field] ?? '');
  const invalid = failed ? ` aria-invalid="true" aria-describedby="${id}-erro" autofocus` : '';
  // Under the field it concerns, as Stripe shows it; role=alert so a screen reader says it on arrival.
  const message = failed
    ? `<p class="field-error" id="${id}-erro" role="alert">${escapeHtml(view.error!.message)}</p>`
    : '';
  return `<div><label for="${id}">${spec.label}</label>
      <input id="${id}" name="${spec.field}" ${spec.attributes} required value="${escapeHtml(value)}"${invalid}>${message}</div>`;
}

function summary(view: CheckoutView): string {
  const [first] = view.lines;
  const trialDays = view.session.subscription_data.trial_period_days;
  const total = formatMoney(view.session.amount_total, view.session.currency);
  const items = view.lines
    .map(
      (line) =>
        `<li>${escapeHtml(line.name)}${line.quantity > 1 ? ` × ${line.quantity}` : ''}: ${priceLabel(line.price, line.quantity)}</li>`,
    )
    .join('');
  const features = first?.features.length
    ? `<h2>Inclui</h2><ul>${first.features.map((feature) => `<li>${escapeHtml(feature)}</li>`).join('')}</ul>`
    : '';
  return `<section aria-labelledby="resumo-titulo">
    <h1 id="resumo-titulo">Assinar ${escapeHtml(view.lines.map((line) => line.name).join(' + '))}</h1>
    <p class="amount">${first ? escapeHtml(priceLabel(first.price, first.quantity)) : escapeHtml(total)}</p>
    ${trialDays ? `<p class="muted">${trialDays} dias grátis; depois a cobrança começa.</p>` : ''}
    ${view.lines.length > 1 ? `<ul>${items}</ul>` : ''}
    <p class="muted">Renovação automática. Cancele quando quiser.</p>
    <p>Total hoje: <strong>${escapeHtml(trialDays ? formatMoney(0, view.session.currency) : total)}</strong></p>
    ${features}
    ${view.session.cancel_url ? `<p><a href="${escapeHtml(view.session.cancel_url)}">Voltar</a></p>` : ''}
  </section>`;
}

/** The hosted checkout page: the plan, its price, a card form with the errors Stripe would show. */
export function renderCheckout(view: CheckoutView): string {
  const payer = view.askEmail
    ? input(FIELDS.email, view)
    : view.email
      ? `<p class="muted">Pagando como <strong>${escapeHtml(view.email)}</strong></p>`
      : '';
  const main = `<main>
  ${summary(view)}
  <section aria-labelledby="pagamento-titulo">
    <h2 id="pagamento-titulo">Pagamento com cartão</h2>
    <form method="post" action="/c/pay/${escapeHtml(view.session.id)}" novalidate>
      ${payer}
      ${input(FIELDS.number, view)}
      <div class="row">${input(FIELDS.expiry, view)}${input(FIELDS.cvc, view)}</div>
      ${input(FIELDS.name, view)}
      <button type="submit">Pagar</button>
    </form>
    <p class="hint">Cartões de teste: 4242 4242 4242 4242 é aprovado; 4000 0000 0000 0002 é recusado.
      Use qualquer validade futura e qualquer CVC de 3 dígitos.</p>
  </section>
</main>`;
  return renderPage(`Assinar ${view.lines[0]?.name ?? ''}`, main);
}

/** A session that can no longer be paid: already paid, or expired. */
export function renderCheckoutClosed(session: CheckoutSession, successUrl: string): string {
  const paid = session.status === 'complete';
  const title = paid ? 'Pagamento já concluído' : 'Esta sessão de pagamento expirou';
  const text = paid
    ? `<p>Esta assinatura já foi paga.</p><p><a href="${escapeHtml(successUrl)}">Continuar</a></p>`
    : `<p>Volte ao site e escolha o plano de novo para abrir uma nova sessão.</p>${
        session.cancel_url ? `<p><a href="${escapeHtml(session.cancel_url)}">Voltar</a></p>` : ''
      }`;
  return renderPage(title, `<main><section><h1>${title}</h1>${text}</section></main>`);
}

export function renderNotFound(title: string, text: string): string {
  return renderPage(title, `<main><section><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></section></main>`);
}
