import { optionalString, requiredString } from '../form';
import { newId, nowSeconds, stableId } from '../ids';
import { answer } from '../present';
import type { ApiRoute } from '../route';
import type { PortalSession } from '../types';

export const billingPortalRoutes: ApiRoute[] = [
  {
    method: 'POST',
    path: '/v1/billing_portal/sessions',
    handle: (call) => {
      const customer = call.context.store.customer(requiredString(call.params, 'customer'), 'customer');
      const id = newId('portalSession');
      const session: PortalSession = {
        id,
        object: 'billing_portal.session',
        // Stripe answers the account's default portal configuration; there is one here.
        configuration: stableId('portalConfiguration', 'default'),
        created: nowSeconds(),
        customer: customer.id,
        livemode: false,
        locale: optionalString(call.params, 'locale') ?? null,
        on_behalf_of: null,
        return_url: optionalString(call.params, 'return_url') ?? null,
        url: `${call.context.url}/p/session/${id}`,
      };
      call.context.store.state.portalSessions.push(session);
      return answer(session, call);
    },
  },
];
