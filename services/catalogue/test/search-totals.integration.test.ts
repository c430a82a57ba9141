import { CatalogueApi, names, type TestUser } from './support/catalogue-api';

// Searches estimated to match more than CATALOGUE_EXACT_SEARCH_COUNT sounds answer the planner's
// estimate (flagged); sounds.integration.test.ts covers exact totals under the default threshold.
// Here the threshold is 0: every search takes the estimate path.
const api = new CatalogueApi();
let user: TestUser;

beforeAll(async () => {
  await api.start({ CATALOGUE_EXACT_SEARCH_COUNT: '0' });
  user = await api.user('Dono da Busca');
  for (let index = 0; index < 12; index++) await api.sound(user, { name: `Loop Cometa ${index}` });
  await api.db.query('ANALYZE catalogue.sounds');
}, 90_000);

afterAll(() => api.stop());

test('a search over the threshold answers an estimate, flagged, and still pages exactly', async () => {
  const answer = await api.as(user, 'GET', '/sounds?search=cometa&pageSize=5');
  expect(answer.body.totalIsEstimate).toBe(true);
  expect(answer.body.total).toBeGreaterThanOrEqual(1);
  expect(names(answer)).toEqual([
    'Loop Cometa 11',
    'Loop Cometa 10',
    'Loop Cometa 9',
    'Loop Cometa 8',
    'Loop Cometa 7',
  ]);
  // Lists without a search are always exact.
  expect((await api.as(user, 'GET', '/sounds?type=Samples')).body).toMatchObject({ totalIsEstimate: false });
});
