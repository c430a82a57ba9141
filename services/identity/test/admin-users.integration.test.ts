import { IdentityApi, type TestUser } from './support/identity-api';

// The console's Usuários (issue #16): one account, and the admin role given or taken from the
// console, effective at once, never leaving the platform without an administrator.
const api = new IdentityApi();
let first: TestUser;

const setAdmin = (by: TestUser, user: TestUser, isAdmin: unknown) =>
  api.as(by, 'PUT', `/admin/users/${user.id}`, { isAdmin });

beforeAll(async () => {
  await api.start();
  first = await api.admin(await api.user('Primeira Administradora'));
}, 120_000);

afterAll(() => api.stop());

test('an account shows with its profile; an unknown one is a 404 in Portuguese', async () => {
  const someone = await api.user('Pessoa Qualquer');
  const shown = await api.as(first, 'GET', `/admin/users/${someone.id}`);
  expect(shown.status).toBe(200);
  expect(shown.body).toMatchObject({
    id: someone.id,
    fullName: 'Pessoa Qualquer',
    email: someone.email,
    // signupBody's phone: an administrator can reach the person.
    phone: '(11) 91234-5678',
    isAdmin: false,
  });
  const unknown = await api.as(first, 'GET', '/admin/users/00000000-0000-4000-8000-000000000000');
  expect(unknown.status).toBe(404);
  expect(unknown.body.message).toBe('Erro ao buscar informações do usuário.');
  expect((await api.as(someone, 'GET', `/admin/users/${someone.id}`)).status).toBe(403);
});

test('granted from the console, the next sign-in carries the role; revoked, the open sessions end at once', async () => {
  const colleague = await api.user('Colega Promovida');
  const granted = await setAdmin(first, colleague, true);
  expect(granted.status).toBe(200);
  expect(granted.body).toMatchObject({ isAdmin: true });
  const promoted = { ...colleague, token: String((await api.login(colleague.email, 'segredo1')).access_token) };
  expect((await api.as(promoted, 'GET', '/admin/users')).status).toBe(200);

  expect((await setAdmin(first, promoted, false)).body).toMatchObject({ isAdmin: false });
  expect((await api.as(promoted, 'GET', '/admin/users')).status).toBe(401);
  const again = { ...colleague, token: String((await api.login(colleague.email, 'segredo1')).access_token) };
  expect((await api.as(again, 'GET', '/admin/users')).status).toBe(403);
});

test('a body that is not a yes or no is refused in Portuguese and changes nothing', async () => {
  const someone = await api.user('Pessoa Intacta');
  const refused = await setAdmin(first, someone, 'sim');
  expect(refused.status).toBe(400);
  expect(JSON.stringify(refused.body)).toContain('Informe se a conta é administradora (verdadeiro ou falso).');
  expect((await api.as(first, 'GET', `/admin/users/${someone.id}`)).body).toMatchObject({ isAdmin: false });
});

test('the last administrator keeps the role, even when two revocations race', async () => {
  const second = await api.user('Segunda Administradora');
  await setAdmin(first, second, true);
  const secondAdmin = { ...second, token: String((await api.login(second.email, 'segredo1')).access_token) };

  // Each takes the role from the other at the same moment: one wins, the other is refused (409,
  // or 401 when its own session had already ended by then).
  const answers = await Promise.all([setAdmin(first, secondAdmin, false), setAdmin(secondAdmin, first, false)]);
  const statuses = answers.map((answer) => answer.status).sort();
  expect(statuses[0]).toBe(200);
  expect([401, 409]).toContain(statuses[1]);
  const { rows } = await api.db.query(`SELECT id FROM identity.users WHERE permission = 'admin'`);
  expect(rows).toHaveLength(1);

  // The one left cannot give the role up either.
  const last = [first, secondAdmin].find((admin) => admin.id === rows[0].id) as TestUser;
  const refused = await setAdmin(last, last, false);
  expect(refused.status).toBe(409);
  expect(refused.body.message).toBe('Não é possível remover o último administrador da plataforma.');
  expect((await api.as(last, 'GET', '/admin/users')).status).toBe(200);
});
