import type { StandInContext } from './context';
import type { Params } from './form';

export type ApiCall = {
  context: StandInContext;
  /** Query string for GET and DELETE, form body for POST, parsed the Stripe way. */
  params: Params;
  /** The `:name` parts of the route path. */
  path: Record<string, string>;
  /** The request path, which Stripe echoes as a list's `url`. */
  url: string;
};

export type ApiRoute = {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  handle: (call: ApiCall) => unknown;
};
