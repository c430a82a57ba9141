import type { ServiceName } from '@sampleteca/config';

/**
 * The path prefixes under /api each service owns (DESIGN §2). The ingress routes each one to
 * its owner, and the platform refuses to start when a service registers a route outside them.
 * Process-level probes (/api/health, /api/ready, /api/metrics) and docs (/api/docs) belong to
 * every pod and are not routed by prefix.
 */
export const SERVICE_ROUTE_PREFIXES: Record<ServiceName, readonly string[]> = {
  identity: ['/auth', '/users', '/admin/users', '/admin/identity'],
  catalogue: [
    '/sounds',
    '/drum-kits',
    '/artists',
    '/categories',
    '/keys',
    '/library',
    '/share',
    '/following',
    '/notifications',
    '/collections',
    '/admin/sounds',
    '/admin/catalogue',
    '/admin/categories',
    '/admin/drum-kits',
    '/admin/artists',
  ],
  media: ['/media', '/admin/media'],
  billing: ['/plans', '/checkout', '/subscriptions', '/webhooks/stripe', '/admin/subscriptions', '/admin/billing'],
  distribution: [
    '/distribution-requests',
    '/contracts',
    '/webhooks/contracts',
    '/admin/distribution-requests',
    '/admin/distribution',
  ],
};

/** Routes every process serves for itself. */
export const PROCESS_ROUTES = ['/health', '/ready', '/metrics', '/docs', '/openapi.json'] as const;

/** The service that owns a path under /api, by its longest matching prefix. */
export function routeOwner(path: string): ServiceName | undefined {
  let best: { service: ServiceName; length: number } | undefined;
  for (const [service, prefixes] of Object.entries(SERVICE_ROUTE_PREFIXES) as [ServiceName, readonly string[]][]) {
    for (const prefix of prefixes) {
      const matches = path === prefix || path.startsWith(`${prefix}/`);
      if (matches && (!best || prefix.length > best.length)) best = { service, length: prefix.length };
    }
  }
  return best?.service;
}
