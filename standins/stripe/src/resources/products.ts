import { invalidParameter } from '../errors';
import { optionalBoolean, optionalObject, optionalString, stringList } from '../form';
import { listRoute, retrieveRoute } from '../resource-routes';
import type { ApiRoute } from '../route';

/** Products and prices are read-only here: the plans come from the seed (or the state file). */
export const productRoutes: ApiRoute[] = [
  listRoute('/v1/prices', (call) => {
    const { params } = call;
    const active = optionalBoolean(params, 'active');
    const type = optionalString(params, 'type');
    const currency = optionalString(params, 'currency')?.toLowerCase();
    const product = optionalString(params, 'product');
    const lookupKeys = stringList(params, 'lookup_keys');
    const recurring = optionalObject(params, 'recurring');
    const interval = recurring ? optionalString(recurring, 'interval') : undefined;
    if (interval && !['day', 'week', 'month', 'year'].includes(interval)) {
      throw invalidParameter(
        'recurring[interval]',
        `Invalid recurring[interval]: must be one of day, week, month, or year`,
      );
    }
    return call.context.store.state.prices.filter(
      (price) =>
        (active === undefined || price.active === active) &&
        (!type || price.type === type) &&
        (!currency || price.currency === currency) &&
        (!product || price.product === product) &&
        (lookupKeys.length === 0 || (price.lookup_key !== null && lookupKeys.includes(price.lookup_key))) &&
        (!interval || price.recurring?.interval === interval),
    );
  }),
  retrieveRoute('/v1/prices/:id', 'price'),
  listRoute('/v1/products', (call) => {
    const active = optionalBoolean(call.params, 'active');
    return call.context.store.state.products.filter((product) => active === undefined || product.active === active);
  }),
  retrieveRoute('/v1/products/:id', 'product'),
];
