import { CatalogueApi, type TestUser } from './support/catalogue-api';

// Inputs that reached PostgreSQL or the stack and answered 500: each is a 400 in Portuguese.
const api = new CatalogueApi();
let user: TestUser;
let admin: TestUser;

beforeAll(async () => {
  await api.start();
  user = await api.user('Tester Hostil');
  admin = await api.admin(await api.user('Admin Hostil'));
}, 60_000);

afterAll(() => api.stop());

test('a page number past any list (1e21) is a 400, not an OFFSET overflow', async () => {
  for (const page of ['1e21', '9999999999']) {
    const answer = await api.as(user, 'GET', `/sounds?page=${page}`);
    expect(answer.status).toBe(400);
    expect(answer.body.details).toEqual({ fields: [{ field: 'page', messages: ['A página vai até 1.000.000.'] }] });
  }
  expect((await api.as(user, 'GET', '/sounds?page=2')).status).toBe(200);
});

test('an admin list range past any list is a 400', async () => {
  const huge = await api.call('GET', `/admin/sounds?range=${encodeURIComponent('[1e21,1e21]')}`, {
    token: admin.token,
  });
  expect(huge.status).toBe(400);
  expect(huge.body.message).toBe('Dados inválidos. Verifique os campos destacados.');
  const fine = await api.call('GET', `/admin/sounds?range=${encodeURIComponent('[0,9]')}`, { token: admin.token });
  expect(fine.status).toBe(200);
});

test('a NUL byte in a search term or a body is a 400', async () => {
  const search = await api.as(user, 'GET', '/sounds?search=fun%00k');
  expect(search.status).toBe(400);
  expect(search.body).toMatchObject({
    code: 'VALIDATION_FAILED',
    message: 'A requisição contém um caractere nulo, que não é aceito.',
  });
  const category = await api.as(user, 'POST', '/categories', { name: 'pag\u0000ode' });
  expect(category.status).toBe(400);
  const { rows } = await api.db.query(`SELECT 1 FROM catalogue.categories WHERE name LIKE 'pag%'`);
  expect(rows).toHaveLength(0);
});

test('a deeply nested JSON body is a 400', async () => {
  const depth = 5000;
  const description = `${'{"n":'.repeat(depth)}"fundo"${'}'.repeat(depth)}`;
  const response = await fetch(`${api.platform.url}/api/sounds`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
    body: `{"name":"x","description":${description}}`,
  });
  expect(response.status).toBe(400);
  expect(((await response.json()) as { message: string }).message).toBe('A requisição tem dados aninhados demais.');
});
