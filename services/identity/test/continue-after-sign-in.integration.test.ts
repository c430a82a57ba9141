import { IdentityApi, signupBody } from './support/identity-api';

/** Issue #13 §3: the registration flows on to the plan, and every way in keeps a same-site `next`. */
const api = new IdentityApi();
beforeAll(() => api.start());
afterAll(() => api.stop());

const hashOf = (location: string) => new URLSearchParams(location.split('#')[1] ?? '');

test('the browser that registered gets a session once the e-mail is confirmed, and only once', async () => {
  const body = signupBody();
  const signup = await api.call('POST', '/auth/signup', { body });
  const token = String(signup.body.registration_token);
  const exchange = () => api.call('POST', '/auth/signup/session', { headers: { 'x-registration-token': token } });

  const early = await exchange();
  expect(early.status).toBe(403);
  expect(early.body.message).toBe('Usuário não confirmado. Verifique seu e-mail.');

  await api.follow((await api.mailTo(String(body.email), /Confirme/)).links[0]);
  const session = await exchange();
  expect(session.status).toBe(200);
  expect(session.body.user).toMatchObject({ email: String(body.email).toLowerCase() });
  const me = await api.call('GET', '/users/me', { token: String(session.body.access_token) });
  expect(me.body.fullName).toBe(body.fullName);

  const again = await exchange();
  expect(again.status).toBe(401);
  expect(
    (await api.call('POST', '/auth/signup/session', { headers: { 'x-registration-token': 'inventado' } })).status,
  ).toBe(401);
});

test('a magic link and an outside provider carry a same-site next to the portal, never another site', async () => {
  const user = await api.signUpConfirmed();
  await api.call('POST', '/auth/magic-link', { body: { email: user.email, next: '/register/step/4' } });
  const location = await api.follow((await api.mailTo(String(user.email), /acesso/)).links[0]);
  expect(hashOf(location).get('next')).toBe('/register/step/4');
  expect(hashOf(location).get('access_token')).toBeTruthy();

  const { location: viaGoogle } = await api.signInWithProvider(
    'google',
    { email: `proximo.${Date.now()}@example.com`, name: 'Próximo' },
    { start: `/api/auth/authorize?provider=google&next=${encodeURIComponent('/register/step/4')}` },
  );
  expect(hashOf(viaGoogle).get('next')).toBe('/register/step/4');

  const { location: offSite } = await api.signInWithProvider(
    'google',
    { email: `fora.${Date.now()}@example.com`, name: 'Fora' },
    { start: `/api/auth/authorize?provider=google&next=${encodeURIComponent('//evil.example/x')}` },
  );
  expect(hashOf(offSite).get('access_token')).toBeTruthy();
  expect(hashOf(offSite).get('next')).toBeNull();
});
