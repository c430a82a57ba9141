import { paginate } from './listing';
import { answer } from './present';
import type { ApiCall, ApiRoute } from './route';
import type { Store } from './store';

/** The store's finders: each throws Stripe's resource_missing for an unknown id. */
type StoredKind = 'product' | 'price' | 'customer' | 'invoice' | 'subscription' | 'event';

/** `GET …/:id`: the stored object of that kind, as the API answers it. */
export const retrieveRoute = (path: string, kind: StoredKind): ApiRoute => ({
  method: 'GET',
  path,
  handle: (call) => answer(findIn(call.context.store, kind, call.path.id!), call),
});

/** `GET` a list: what `select` keeps for the call's filters, paged and expanded the Stripe way. */
export const listRoute = <T extends { id: string; created: number }>(
  path: string,
  select: (call: ApiCall) => T[],
): ApiRoute => ({
  method: 'GET',
  path,
  handle: (call) => answer(paginate(select(call), call.params, call.url), call),
});

const findIn = (store: Store, kind: StoredKind, id: string): unknown => store[kind](id);
