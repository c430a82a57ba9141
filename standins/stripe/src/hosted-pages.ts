import type { IncomingMessage, ServerResponse } from 'node:http';
import { chargeCard } from './cards';
import { completeCheckout, successRedirect } from './checkout-completion';
import type { StandInContext } from './context';
import { StripeApiError } from './errors';
import { parseForm, type Params } from './form';
import { readBody, redirect, sendHtml } from './http';
import { renderCheckout, renderCheckoutClosed, renderNotFound, type CheckoutView } from './pages/checkout-page';
import { renderPortal } from './pages/portal-page';
import { refreshExpiry } from './resources/checkout-sessions';
import { updateSubscription } from './resources/subscriptions';
import type { CheckoutSession, Metadata, PortalSession } from './types';

const field = (params: Params, name: string) => (typeof params[name] === 'string' ? params[name] : '');

/** Feature lines from product metadata `feature_1`, `feature_2`, … in numeric order. */
export function featureLines(metadata: Metadata): string[] {
  return Object.keys(metadata)
    .filter((key) => /^feature_\d+$/.test(key))
    .sort((a, b) => Number(a.slice(8)) - Number(b.slice(8)))
    .map((key) => metadata[key]!);
}

const NOTICES: Record<string, string> = {
  cancelada: 'Pronto: a assinatura será cancelada ao fim do período atual.',
  mantida: 'Pronto: a assinatura continua e será renovada normalmente.',
};

/** The pages a browser sees: hosted Checkout (`/c/pay/:id`) and the customer portal (`/p/session/:id`). */
export class HostedPages {
  constructor(private readonly context: StandInContext) {}

  /** False when the path is not a page, so the caller can answer it otherwise. */
  async handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    const method = req.method ?? 'GET';
    const checkout = url.pathname.match(/^\/c\/pay\/([^/]+)$/);
    const portal = url.pathname.match(/^\/p\/session\/([^/]+)$/);
    const portalAction = url.pathname.match(/^\/p\/session\/([^/]+)\/subscriptions\/([^/]+)\/(cancel|renew)$/);
    if (checkout && method === 'GET') this.showCheckout(res, checkout[1]!);
    else if (checkout && method === 'POST') this.pay(res, checkout[1]!, parseForm(await readBody(req)));
    else if (portal && method === 'GET') this.showPortal(res, portal[1]!, url.searchParams.get('aviso'));
    else if (portalAction && method === 'POST') {
      await readBody(req);
      this.portalAction(res, portalAction[1]!, portalAction[2]!, portalAction[3] as 'cancel' | 'renew');
    } else return false;
    return true;
  }

  private findSession(res: ServerResponse, id: string): CheckoutSession | undefined {
    const session = this.context.store.state.checkoutSessions.find((candidate) => candidate.id === id);
    if (!session) {
      sendHtml(res, 404, renderNotFound('Sessão de pagamento não encontrada', 'Confira o endereço ou volte ao site.'));
      return undefined;
    }
    const wasOpen = session.status === 'open';
    refreshExpiry(this.context, session);
    if (wasOpen && session.status !== 'open') this.context.store.save();
    return session;
  }

  private view(session: CheckoutSession): CheckoutView {
    const { store } = this.context;
    const lines = session.line_items.map((item) => {
      const price = store.price(item.price);
      const product = store.product(price.product);
      return { name: product.name, price, quantity: item.quantity, features: featureLines(product.metadata) };
    });
    const email = session.customer ? store.customer(session.customer).email : session.customer_email;
    return { session, lines, email, askEmail: !email };
  }

  private showCheckout(res: ServerResponse, id: string): void {
    const session = this.findSession(res, id);
    if (!session) return;
    if (session.status !== 'open') return sendHtml(res, 410, renderCheckoutClosed(session, successRedirect(session)));
    sendHtml(res, 200, renderCheckout(this.view(session)));
  }

  private pay(res: ServerResponse, id: string, params: Params): void {
    const session = this.findSession(res, id);
    if (!session) return;
    // A second click on Pagar after the first went through lands where the first did.
    if (session.status === 'complete') return redirect(res, successRedirect(session));
    if (session.status !== 'open') return sendHtml(res, 410, renderCheckoutClosed(session, successRedirect(session)));
    const view = this.view(session);
    const values = {
      email: field(params, 'email'),
      number: field(params, 'number'),
      expiry: field(params, 'expiry'),
      cvc: field(params, 'cvc'),
      name: field(params, 'name'),
    };
    const result = chargeCard(values, view.askEmail);
    if (!result.approved) {
      const status = result.declineCode ? 402 : 400;
      return sendHtml(res, status, renderCheckout({ ...view, values, error: result }));
    }
    const next = completeCheckout(this.context, session, { email: result.email, name: result.name });
    this.context.store.save();
    redirect(res, next);
  }

  private findPortal(res: ServerResponse, id: string): PortalSession | undefined {
    const session = this.context.store.state.portalSessions.find((candidate) => candidate.id === id);
    if (!session)
      sendHtml(res, 404, renderNotFound('Sessão não encontrada', 'Abra o portal de novo a partir do site.'));
    return session;
  }

  private showPortal(res: ServerResponse, id: string, notice: string | null): void {
    const session = this.findPortal(res, id);
    if (!session) return;
    const { store } = this.context;
    const subscriptions = store.state.subscriptions
      .filter((subscription) => subscription.customer === session.customer && subscription.status !== 'canceled')
      .map((subscription) => ({
        subscription,
        productName: store.product(subscription.items.data[0]!.price.product).name,
      }));
    sendHtml(
      res,
      200,
      renderPortal({
        session,
        customer: store.customer(session.customer),
        subscriptions,
        notice: notice ? NOTICES[notice] : undefined,
      }),
    );
  }

  private portalAction(res: ServerResponse, id: string, subscriptionId: string, action: 'cancel' | 'renew'): void {
    const session = this.findPortal(res, id);
    if (!session) return;
    const subscription = this.context.store.state.subscriptions.find((candidate) => candidate.id === subscriptionId);
    if (!subscription || subscription.customer !== session.customer) {
      return sendHtml(res, 404, renderNotFound('Assinatura não encontrada', 'Abra o portal de novo a partir do site.'));
    }
    try {
      updateSubscription(this.context, subscription, { cancel_at_period_end: String(action === 'cancel') });
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      return sendHtml(res, 409, renderNotFound('Não foi possível alterar a assinatura', 'Ela já foi cancelada.'));
    }
    this.context.store.save();
    redirect(res, `${this.context.url}/p/session/${session.id}?aviso=${action === 'cancel' ? 'cancelada' : 'mantida'}`);
  }
}
