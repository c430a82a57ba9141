import createClient, { type Client, type Middleware } from 'openapi-fetch';

import type { paths } from './schema';

export type { Middleware };
export type ApiClient = Client<paths>;

/**
 * A typed client of the whole API (openapi-fetch over the generated `paths`). Paths in the OpenAPI
 * document already start with /api, so requests stay on the page's origin; each front end brings
 * its own middleware for its session (the portal refreshes tokens, the console does not).
 */
export function createApiClient(...middleware: Middleware[]): ApiClient {
  const client = createClient<paths>({ baseUrl: '' });
  for (const each of middleware) client.use(each);
  return client;
}
