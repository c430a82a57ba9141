import { signupBody } from '../../../identity/test/support/identity-api';
import { CatalogueApi, type TestUser } from '../support/catalogue-api';

// Text PostgreSQL cannot keep (a lone UTF-16 surrogate, a NUL decoded from JSON) answered 500 or
// was stored as U+FFFD: the input guard refuses it with a 400 in Portuguese, and nothing changes.
// route-guards.integration.test.ts sweeps every route; here, the forms the issue named.
const api = new CatalogueApi();
const ILL_FORMED = 'A requisição contém um texto malformado (um caractere Unicode incompleto), que não é aceito.';
const NUL = 'A requisição contém um caractere nulo, que não é aceito.';
const LONE = 'x\ud800y';
let user: TestUser;
let admin: TestUser;

beforeAll(async () => {
  await api.start();
  user = await api.user('Tester Malformado');
  admin = await api.admin(await api.user('Admin Malformado'));
}, 60_000);

afterAll(() => api.stop());

const refusedIllFormed = (answer: { status: number; body: Record<string, unknown> }) => {
  expect(answer.status).toBe(400);
  expect(answer.body).toMatchObject({ code: 'VALIDATION_FAILED', message: ILL_FORMED });
};

test('a lone surrogate in a sign-up or a resend is a 400, and no account or mail is made', async () => {
  for (const field of ['fullName', 'producer', 'email']) {
    const body = signupBody({ [field]: field === 'email' ? `a${LONE}@example.com` : LONE });
    refusedIllFormed(await api.call('POST', '/auth/signup', { body }));
    const { rows } = await api.db.query('SELECT 1 FROM identity.users WHERE email = $1', [body.email]);
    expect(rows).toHaveLength(0);
  }
  const before = await api.mailCount(user.email);
  refusedIllFormed(await api.call('POST', '/auth/resend', { body: { email: `${user.email}${LONE}` } }));
  expect(await api.mailCount(user.email)).toBe(before);
});

test('a lone surrogate in the profile (name, producer, social links) is a 400 and changes nothing', async () => {
  for (const change of [
    { fullName: `Nome ${LONE}` },
    { producer: `Produtora ${LONE}` },
    { instagramUrl: `https://instagram.com/${LONE}` },
    { facebookUrl: `https://facebook.com/${LONE}` },
  ]) {
    refusedIllFormed(await api.as(user, 'PATCH', '/users/me', change));
  }
  const { rows } = await api.db.query('SELECT full_name, producer, instagram_url FROM identity.users WHERE id = $1', [
    user.id,
  ]);
  expect(rows[0]).toMatchObject({ full_name: 'Tester Malformado', instagram_url: null });
});

test('a lone surrogate in a catalogue name is a 400, not a U+FFFD stored', async () => {
  refusedIllFormed(await api.as(user, 'POST', '/categories', { name: `Funk${LONE}` }));
  refusedIllFormed(await api.as(user, 'POST', '/drum-kits', { name: `Kit${LONE}` }));
  const { rows } = await api.db.query(
    `SELECT name FROM catalogue.categories WHERE name LIKE 'Funk%' UNION ALL
     SELECT name FROM catalogue.drum_kits WHERE name LIKE 'Kit%'`,
  );
  expect(rows).toHaveLength(0);
});

test("react-admin's filter JSON is checked once decoded: a NUL or a lone surrogate is a 400 on every console list", async () => {
  for (const list of ['/admin/users', '/admin/sounds', '/admin/categories', '/admin/drum-kits']) {
    const nul = await api.as(admin, 'GET', `${list}?filter=${encodeURIComponent('{"q":"\\u0000"}')}`);
    expect({ list, status: nul.status, message: nul.body.message }).toEqual({ list, status: 400, message: NUL });
    const lone = await api.as(admin, 'GET', `${list}?filter=${encodeURIComponent('{"q":"x\\ud800"}')}`);
    expect({ list, status: lone.status, message: lone.body.message }).toEqual({
      list,
      status: 400,
      message: ILL_FORMED,
    });
  }
});
