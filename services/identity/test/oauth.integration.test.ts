import { IdentityApi, fragmentSession, keepCookies } from './support/identity-api';

const api = new IdentityApi();
beforeAll(() => api.start());
afterAll(() => api.stop());

const signInWith = (provider: string, person: { email: string; name: string }, start?: string) =>
  api.signInWithProvider(provider, person, { start });

test('a new Google user gets an account and lands on /profile/me with a session', async () => {
  const { location } = await signInWith('google', { email: 'joana@example.com', name: 'Joana Beats' });
  expect(location).toMatch(/^\/profile\/me#access_token=/);
  const session = fragmentSession(location);
  expect(session.provider).toBe('google');
  const me = await api.call('GET', '/users/me', { token: session.access_token });
  expect(me.body).toMatchObject({ email: 'joana@example.com', fullName: 'Joana Beats', provider: 'google' });
  const identities = await api.call('GET', '/auth/identities', { token: session.access_token });
  expect((identities.body as unknown as { provider: string }[]).map((identity) => identity.provider)).toEqual([
    'google',
  ]);
});

test("a provider's unverified e-mail never takes over the account that has it: sign in with the password", async () => {
  const user = await api.signUpConfirmed();
  // The stand-in (like Spotify) does not assert the address, whoever typed it on its page.
  const { location } = await signInWith('spotify', { email: String(user.email), name: 'Invasor' });
  expect(location).toMatch(/^\/login#/);
  expect(new URLSearchParams(location.split('#')[1]).get('error_description')).toBe(
    'Já existe uma conta com este e-mail. Entre com sua senha e vincule esta forma de login em Meu Perfil.',
  );
  const { rows } = await api.db.query(
    `SELECT count(DISTINCT u.id)::int AS users, count(i.id) FILTER (WHERE i.provider = 'spotify')::int AS spotify
       FROM identity.users u LEFT JOIN identity.identities i ON i.user_id = u.id WHERE u.email = $1`,
    [user.email],
  );
  expect(rows[0]).toEqual({ users: 1, spotify: 0 });
});

test('a new account from an unverified provider e-mail is not confirmed by it', async () => {
  const { location } = await signInWith('google', { email: 'nao-verificado@example.com', name: 'Nova Conta' });
  const session = fragmentSession(location);
  const { rows } = await api.db.query('SELECT email_confirmed_at FROM identity.users WHERE email = $1', [
    'nao-verificado@example.com',
  ]);
  expect(session.provider).toBe('google');
  expect(rows[0].email_confirmed_at).toBeNull();
});

test('a callback whose state was not started in this browser is refused', async () => {
  const { callback } = await signInWith('facebook', { email: 'fb@example.com', name: 'Fê' });
  // Replaying the provider's answer without the browser's cookie (login CSRF) fails.
  const response = await fetch(new URL(callback, api.platform.url), { redirect: 'manual' });
  expect(response.headers.get('location')).toMatch(/^\/login#error=oauth/);
});

test('link another provider to the signed-in account, and never unlink the last way in', async () => {
  const first = fragmentSession((await signInWith('google', { email: 'solo@example.com', name: 'Solo' })).location);
  const linkUrl = await api.call('GET', '/auth/identities/authorize?provider=facebook', { token: first.access_token });
  expect(String(linkUrl.body.url)).toMatch(/^\/api\/auth\/authorize\?provider=facebook&link=/);
  // The browser that asked keeps the link's cookie and follows the address.
  await api.signInWithProvider(
    'facebook',
    { email: 'outro-endereco@example.com', name: 'Solo FB' },
    { start: String(linkUrl.body.url), cookies: keepCookies(linkUrl, new Map()) },
  );

  const identities = (await api.call('GET', '/auth/identities', { token: first.access_token })).body as unknown as {
    id: string;
    provider: string;
  }[];
  expect(identities.map((identity) => identity.provider).sort()).toEqual(['facebook', 'google']);

  const google = identities.find((identity) => identity.provider === 'google')!;
  const facebook = identities.find((identity) => identity.provider === 'facebook')!;
  expect((await api.call('DELETE', `/auth/identities/${google.id}`, { token: first.access_token })).status).toBe(204);
  const last = await api.call('DELETE', `/auth/identities/${facebook.id}`, { token: first.access_token });
  expect(last.status).toBe(409);
  expect(last.body.message).toBe('Não é possível remover o único meio de acesso à conta.');
});

test('an unknown provider goes back to the login page with an error', async () => {
  const response = await fetch(`${api.platform.url}/api/auth/authorize?provider=orkut`, { redirect: 'manual' });
  expect(response.headers.get('location')).toMatch(/^\/login#error=oauth/);
});
