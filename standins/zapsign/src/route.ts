import type { StandInContext } from './context';

export type ApiCall = {
  context: StandInContext;
  /** The `:name` parts of the route path. */
  path: Record<string, string>;
  /** The parsed JSON body of a POST; undefined for GET. */
  body: unknown;
};

export type ApiRoute = {
  method: 'GET' | 'POST';
  /** With ZapSign's trailing slash; `:name` matches one path segment. */
  path: string;
  handle: (call: ApiCall) => unknown;
};
