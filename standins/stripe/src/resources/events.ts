import { optionalString, stringList } from '../form';
import { paginate } from '../listing';
import { answer } from '../present';
import type { ApiRoute } from '../route';

/** GET /v1/events: what a reconciliation job reads to catch up on missed webhooks. */
export const eventRoutes: ApiRoute[] = [
  {
    method: 'GET',
    path: '/v1/events',
    handle: (call) => {
      const type = optionalString(call.params, 'type');
      const types = stringList(call.params, 'types');
      // Stripe's `type` filter takes one `*` wildcard, e.g. `customer.subscription.*`.
      const pattern = type ? new RegExp(`^${type.split('*').map(escapeRegExp).join('.*')}$`) : undefined;
      const events = call.context.store.state.events.filter(
        (event) => (!pattern || pattern.test(event.type)) && (types.length === 0 || types.includes(event.type)),
      );
      return answer(paginate(events, call.params, call.url), call);
    },
  },
  {
    method: 'GET',
    path: '/v1/events/:id',
    handle: (call) => answer(call.context.store.event(call.path.id!), call),
  },
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
