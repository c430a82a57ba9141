import { expand } from './listing';
import type { ApiCall } from './route';
import type { CheckoutSession } from './types';

/** A stored object as the API answers it: a checkout session's bookkeeping stays inside. */
export function present(object: unknown): unknown {
  if (object && typeof object === 'object' && (object as { object?: string }).object === 'list') {
    const list = object as { data: unknown[] };
    return { ...list, data: list.data.map(present) };
  }
  if (object && typeof object === 'object' && (object as { object?: string }).object === 'checkout.session') {
    const { line_items: _items, subscription_data: _data, ...answered } = object as CheckoutSession;
    return answered;
  }
  return object;
}

/** The answer to a call: presented, then expanded as its `expand[]` asks. */
export function answer<T>(value: T, call: ApiCall): unknown {
  return expand(present(value), call.params, call.context.store, present);
}
