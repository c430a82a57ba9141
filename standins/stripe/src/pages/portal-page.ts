import type { Customer, PortalSession, Subscription, SubscriptionStatus } from '../types';
import { escapeHtml, formatDate, priceLabel, renderPage } from './layout';

export type PortalView = {
  session: PortalSession;
  customer: Customer;
  subscriptions: { subscription: Subscription; productName: string }[];
  notice?: string;
};

const STATUS: Record<SubscriptionStatus, string> = {
  active: 'Ativa',
  trialing: 'Em período de teste',
  past_due: 'Pagamento pendente',
  unpaid: 'Não paga',
  incomplete: 'Incompleta',
  canceled: 'Cancelada',
};

function subscriptionCard(session: PortalSession, subscription: Subscription, productName: string): string {
  const item = subscription.items.data[0]!;
  const ends = formatDate(subscription.current_period_end);
  const action = `/p/session/${escapeHtml(session.id)}/subscriptions/${escapeHtml(subscription.id)}`;
  const titleId = `plano-${escapeHtml(subscription.id)}`;
  const body = subscription.cancel_at_period_end
    ? `<p>Será cancelada em <strong>${ends}</strong>; até lá o plano continua ativo.</p>
      <form method="post" action="${action}/renew"><button type="submit" class="secondary">Manter assinatura</button></form>`
    : `<p>Próxima cobrança em <strong>${ends}</strong>.</p>
      <form method="post" action="${action}/cancel"><button type="submit">Cancelar ao fim do período</button></form>`;
  return `<section aria-labelledby="${titleId}">
    <h2 id="${titleId}">${escapeHtml(productName)}</h2>
    <p class="amount">${escapeHtml(priceLabel(item.price, item.quantity))}</p>
    <p class="muted">Situação: ${STATUS[subscription.status] ?? subscription.status}</p>
    ${body}
  </section>`;
}

/** The customer portal: the customer's current subscriptions, cancel at period end (or undo it), back. */
export function renderPortal(view: PortalView): string {
  const back = view.session.return_url ? `<p><a href="${escapeHtml(view.session.return_url)}">Voltar</a></p>` : '';
  const notice = view.notice ? `<p class="notice" role="status">${escapeHtml(view.notice)}</p>` : '';
  const cards = view.subscriptions.length
    ? view.subscriptions
        .map(({ subscription, productName }) => subscriptionCard(view.session, subscription, productName))
        .join('')
    : '<section><p>Você não tem assinaturas ativas.</p></section>';
  const main = `<main>
  <section aria-labelledby="portal-titulo">
    <h1 id="portal-titulo">Gerenciar assinatura</h1>
    <p class="muted">${escapeHtml(view.customer.email ?? view.customer.name ?? view.customer.id)}</p>
    ${notice}
    ${back}
  </section>
  ${cards}
</main>`;
  return renderPage('Gerenciar assinatura', main);
}
