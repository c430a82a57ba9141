import { CatalogueApi, names, type TestUser } from './support/catalogue-api';

// A search's total is counted exactly up to CATALOGUE_EXACT_SEARCH_COUNT matches; beyond (by the
// planner's estimate or by the count reaching the cap) it answers an estimate, flagged.
// sounds.integration.test.ts covers exact totals under the default cap. Here the cap is 5.
const api = new CatalogueApi();
let user: TestUser;

beforeAll(async () => {
  await api.start({ CATALOGUE_EXACT_SEARCH_COUNT: '5' });
  user = await api.user('Dono da Busca');
  for (let index = 0; index < 12; index++) await api.sound(user, { name: `Loop Cometa ${index}` });
  for (let index = 0; index < 3; index++) await api.sound(user, { name: `Loop Meteoro ${index}` });
  await api.db.query('ANALYZE catalogue.sounds');
}, 90_000);

afterAll(() => api.stop());

test('a search over the cap answers an estimate, flagged, and still pages exactly', async () => {
  const answer = await api.as(user, 'GET', '/sounds?search=cometa&pageSize=5');
  expect(answer.body.totalIsEstimate).toBe(true);
  // Never fewer than the cap it went past.
  expect(answer.body.total).toBeGreaterThan(5);
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

test('a search under the cap is counted exactly', async () => {
  const answer = await api.as(user, 'GET', '/sounds?search=meteoro');
  expect(answer.body).toMatchObject({ total: 3, totalIsEstimate: false });
  expect(names(answer)).toEqual(['Loop Meteoro 2', 'Loop Meteoro 1', 'Loop Meteoro 0']);
});

test('a search the planner thinks small still stops counting at the cap', async () => {
  // Made after the last ANALYZE: the planner has never seen the word and expects almost no match.
  for (let index = 0; index < 8; index++) await api.sound(user, { name: `Loop Nebulosa ${index}` });
  const answer = await api.as(user, 'GET', '/sounds?search=nebulosa&pageSize=3');
  expect(answer.body).toMatchObject({ totalIsEstimate: true });
  expect(answer.body.total).toBeGreaterThan(5);
  expect(names(answer)).toEqual(['Loop Nebulosa 7', 'Loop Nebulosa 6', 'Loop Nebulosa 5']);
});
