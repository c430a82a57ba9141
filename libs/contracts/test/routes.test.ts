import { routeOwner, SERVICE_ROUTE_PREFIXES } from '@sampleteca/contracts';

test('each path under /api has one owner, the longest prefix winning', () => {
  expect(routeOwner('/auth/login')).toBe('identity');
  expect(routeOwner('/admin/users')).toBe('identity');
  expect(routeOwner('/admin/sounds/123')).toBe('catalogue');
  expect(routeOwner('/webhooks/stripe')).toBe('billing');
  expect(routeOwner('/webhooks/contracts')).toBe('distribution');
  expect(routeOwner('/soundsystem')).toBeUndefined();
  expect(routeOwner('/admin')).toBeUndefined();
});

test('no prefix is claimed by two services', () => {
  const all = Object.values(SERVICE_ROUTE_PREFIXES).flat();
  expect(new Set(all).size).toBe(all.length);
});
