import { CatalogueApi, type TestUser } from './support/catalogue-api';

// 'Static segments before :id routes of the same prefix' no longer depends on the order of
// modules or controllers: the platform registers routes by specificity (libs/runtime's
// createPlatformApp). This proves it on the catalogue's own routes, whose prefixes its feature
// modules share (artists: taxonomy's credited, publishing's producers, social's follows).

type Route = { method: string; path: string };

/** Routes registered after one whose ':param' segment already matches their literal one. */
function shadowedRoutes(routes: Route[]): string[] {
  const shadowed: string[] = [];
  routes.forEach((later, index) => {
    const segments = later.path.split('/');
    const shadow = routes.slice(0, index).find((earlier) => {
      const before = earlier.path.split('/');
      if (earlier.method !== later.method || before.length !== segments.length) return false;
      const covers = before.every((segment, i) => segment === segments[i] || segment.startsWith(':'));
      return covers && before.some((segment, i) => segment.startsWith(':') && !segments[i].startsWith(':'));
    });
    if (shadow) shadowed.push(`${later.method} ${later.path} (atrás de ${shadow.path})`);
  });
  return shadowed;
}

const api = new CatalogueApi();
let listener: TestUser;

beforeAll(async () => {
  await api.start();
  listener = await api.user('Quem Procura');
}, 60_000);

afterAll(() => api.stop());

test('the check sees a literal route behind a parametric one', () => {
  const routes = [
    { method: 'get', path: '/api/artists/:id' },
    { method: 'get', path: '/api/artists/credited' },
  ];
  expect(shadowedRoutes(routes)).toEqual(['get /api/artists/credited (atrás de /api/artists/:id)']);
  expect(shadowedRoutes([...routes].reverse())).toEqual([]);
});

test("no route of the catalogue sits behind a ':param' one that would answer in its place", () => {
  type Layer = { route?: { path: string; methods: Record<string, boolean> } };
  const express = api.platform.app.getHttpAdapter().getInstance() as { router: { stack: Layer[] } };
  const routes = express.router.stack.flatMap(({ route }) =>
    route ? Object.keys(route.methods).map((method) => ({ method, path: route.path })) : [],
  );
  expect(routes.length).toBeGreaterThan(100);
  expect(shadowedRoutes(routes)).toEqual([]);
});

test('artists/credited and sounds/facets answer, not the routes of one artist or one sound', async () => {
  const credited = await api.as(listener, 'GET', '/artists/credited?search=mc');
  expect(credited.status).toBe(200);
  expect(Array.isArray(credited.body)).toBe(true);
  const facets = await api.as(listener, 'GET', '/sounds/facets');
  expect(facets.status).toBe(200);
  expect(facets.body).toHaveProperty('category');
});
