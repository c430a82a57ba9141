import { optionalString, stringList } from '../form';
import { listRoute, retrieveRoute } from '../resource-routes';
import type { ApiRoute } from '../route';

/** GET /v1/events: what a reconciliation job reads to catch up on missed webhooks. */
export const eventRoutes: ApiRoute[] = [
  listRoute('/v1/events', (call) => {
    const type = optionalString(call.params, 'type');
    const types = stringList(call.params, 'types');
    // Stripe's `type` filter takes one `*` wildcard, e.g. `customer.subscription.*`.
    const pattern = type ? new RegExp(`^${type.split('*').map(escapeRegExp).join('.*')}$`) : undefined;
    return call.context.store.state.events.filter(
      (event) => (!pattern || pattern.test(event.type)) && (types.length === 0 || types.includes(event.type)),
    );
  }),
  retrieveRoute('/v1/events/:id', 'event'),
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
