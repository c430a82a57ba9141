import { invalidParameter } from '../errors';
import { optionalBoolean, optionalObject, optionalString, stringList } from '../form';
import { paginate } from '../listing';
import { answer } from '../present';
import type { ApiRoute } from '../route';

/** Products and prices are read-only here: the plans come from the seed (or the state file). */
export const productRoutes: ApiRoute[] = [
  {
    method: 'GET',
    path: '/v1/prices',
    handle: (call) => {
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
      const prices = call.context.store.state.prices.filter(
        (price) =>
          (active === undefined || price.active === active) &&
          (!type || price.type === type) &&
          (!currency || price.currency === currency) &&
          (!product || price.product === product) &&
          (lookupKeys.length === 0 || (price.lookup_key !== null && lookupKeys.includes(price.lookup_key))) &&
          (!interval || price.recurring?.interval === interval),
      );
      return answer(paginate(prices, params, call.url), call);
    },
  },
  {
    method: 'GET',
    path: '/v1/prices/:id',
    handle: (call) => answer(call.context.store.price(call.path.id!), call),
  },
  {
    method: 'GET',
    path: '/v1/products',
    handle: (call) => {
      const active = optionalBoolean(call.params, 'active');
      const products = call.context.store.state.products.filter(
        (product) => active === undefined || product.active === active,
      );
      return answer(paginate(products, call.params, call.url), call);
    },
  },
  {
    method: 'GET',
    path: '/v1/products/:id',
    handle: (call) => answer(call.context.store.product(call.path.id!), call),
  },
];
