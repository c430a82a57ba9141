import { IdentityApi, fragmentSession } from './support/identity-api';

const api = new IdentityApi();
beforeAll(() => api.start());
afterAll(() => api.stop());

test('login answers the spec messages: wrong password, unknown e-mail, unconfirmed account, short fields', async () => {
  const user = await api.signUpConfirmed();
  const wrong = await api.call('POST', '/auth/login', { body: { email: user.email, password: 'errada1' } });
  expect(wrong.status).toBe(401);
  expect(wrong.body).toMatchObject({ code: 'INVALID_CREDENTIALS', message: 'E-mail ou senha inválidos.' });
  const unknown = await api.call('POST', '/auth/login', {
    body: { email: 'ninguem@example.com', password: 'segredo1' },
  });
  expect(unknown.body.message).toBe('E-mail ou senha inválidos.');

  const pending = await api.call('POST', '/auth/signup', {
    body: { ...user, email: 'pendente@example.com', cpf: '390.533.447-05' },
  });
  expect(pending.status).toBe(201);
  const unconfirmed = await api.call('POST', '/auth/login', {
    body: { email: 'pendente@example.com', password: 'segredo1' },
  });
  expect(unconfirmed.status).toBe(403);
  expect(unconfirmed.body).toMatchObject({
    code: 'EMAIL_NOT_CONFIRMED',
    message: 'Usuário não confirmado. Verifique seu e-mail.',
    details: { email: 'pendente@example.com' },
  });

  const short = await api.call('POST', '/auth/login', { body: { email: 'a@b', password: '1234' } });
  expect(short.status).toBe(400);
  expect(JSON.stringify(short.body.details)).toContain('Informe um e-mail');
  expect(JSON.stringify(short.body.details)).toContain('Informe sua senha');
});

test('a session has the spec shape and its access token opens the API', async () => {
  const user = await api.signUpConfirmed();
  const session = await api.login(String(user.email), 'segredo1');
  expect(Object.keys(session).sort()).toEqual([
    'access_token',
    'expires_at',
    'expires_in',
    'refresh_token',
    'token_type',
    'user',
  ]);
  expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
  expect(Number(session.expires_at) - Date.now() / 1000).toBeGreaterThan(3500);
  const me = await api.call('GET', '/auth/user', { token: String(session.access_token) });
  expect(me.body).toMatchObject({ email: user.email, role: 'user', provider: 'email' });
});

test('refresh rotates the token; reusing a spent one revokes the whole session', async () => {
  const user = await api.signUpConfirmed();
  const first = await api.login(String(user.email), 'segredo1');
  const refresh = (token: unknown) =>
    api.call('POST', '/auth/token', { body: { grant_type: 'refresh_token', refresh_token: token } });

  const second = await refresh(first.refresh_token);
  expect(second.status).toBe(200);
  expect(second.body.refresh_token).not.toBe(first.refresh_token);

  const reuse = await refresh(first.refresh_token);
  expect(reuse.status).toBe(401);
  expect(reuse.body).toMatchObject({
    code: 'INVALID_REFRESH_TOKEN',
    message: 'Sessão expirada. Faça login novamente.',
  });
  // The thief's reuse also ends the legitimate holder's chain.
  expect((await refresh(second.body.refresh_token)).status).toBe(401);
});

test('sign-out scopes: local ends this session, others the rest, global all', async () => {
  const user = await api.signUpConfirmed();
  const sessions: Record<string, unknown>[] = [];
  for (let index = 0; index < 4; index += 1) sessions.push(await api.login(String(user.email), 'segredo1'));
  const alive = async () =>
    Promise.all(
      sessions.map(async (session) => {
        const answer = await api.call('POST', '/auth/token', {
          body: { grant_type: 'refresh_token', refresh_token: session.refresh_token },
        });
        if (answer.status === 200) session.refresh_token = answer.body.refresh_token;
        return answer.status === 200;
      }),
    );

  expect(
    (await api.call('POST', '/auth/logout', { token: String(sessions[0].access_token), body: { scope: 'local' } }))
      .status,
  ).toBe(204);
  expect(await alive()).toEqual([false, true, true, true]);

  await api.call('POST', '/auth/logout', { token: String(sessions[1].access_token), body: { scope: 'others' } });
  expect(await alive()).toEqual([false, true, false, false]);

  await api.call('POST', '/auth/logout', { token: String(sessions[1].access_token), body: { scope: 'global' } });
  expect(await alive()).toEqual([false, false, false, false]);
});

test('recovery: a link by e-mail opens /forgotPassword with a session; the new password ends old sessions', async () => {
  const user = await api.signUpConfirmed();
  const old = await api.login(String(user.email), 'segredo1');

  const answer = await api.call('POST', '/auth/recover', { body: { email: user.email } });
  expect(answer.status).toBe(202);
  expect(answer.body.message).toBe('Verifique seu e-mail');
  const mail = await api.mailTo(String(user.email), /Redefinição de senha/);
  const location = await api.follow(mail.links[0]);
  expect(location).toMatch(/^\/forgotPassword#/);
  const recovery = fragmentSession(location);
  expect(recovery.type).toBe('recovery');

  const changed = await api.call('PUT', '/auth/user', {
    token: recovery.access_token,
    body: { password: 'nova-senha' },
  });
  expect(changed.body.message).toBe('Senha redefinida com sucesso!');
  expect(
    (await api.call('POST', '/auth/token', { body: { grant_type: 'refresh_token', refresh_token: old.refresh_token } }))
      .status,
  ).toBe(401);
  expect((await api.call('POST', '/auth/login', { body: { email: user.email, password: 'segredo1' } })).status).toBe(
    401,
  );
  expect((await api.call('POST', '/auth/login', { body: { email: user.email, password: 'nova-senha' } })).status).toBe(
    200,
  );
  expect(await api.follow(mail.links[0])).toMatch(/invalidorexpired$/);
});

test('recovery answers the same for an unknown address, refuses an empty one, and is rate limited', async () => {
  const unknown = await api.call('POST', '/auth/recover', { body: { email: 'quem@example.com' } });
  expect(unknown.status).toBe(202);
  expect(await api.mailCount('quem@example.com')).toBe(0);
  const empty = await api.call('POST', '/auth/recover', { body: { email: '' } });
  expect(JSON.stringify(empty.body.details)).toContain('Insira um e-mail.');
  const again = await api.call('POST', '/auth/recover', { body: { email: 'quem@example.com' } });
  expect(again.status).toBe(429);
  expect(again.body.message).toMatch(
    /^Por questões de segurança, tente novamente em (\d+ segundos|cerca de 1 minuto)$/,
  );
});

test('a one-time sign-in link by e-mail signs the user in once', async () => {
  const user = await api.signUpConfirmed();
  expect((await api.call('POST', '/auth/magic-link', { body: { email: user.email } })).status).toBe(202);
  const mail = await api.mailTo(String(user.email), /link de acesso/);
  const session = fragmentSession(await api.follow(mail.links[0]));
  expect((await api.call('GET', '/users/me', { token: session.access_token })).body.email).toBe(user.email);
  expect(await api.follow(mail.links[0])).toMatch(/invalidorexpired$/);
});

test('repeated failed logins are rate limited with the seconds to wait', async () => {
  const user = await api.signUpConfirmed();
  for (let attempt = 0; attempt < 5; attempt += 1) {
    expect((await api.call('POST', '/auth/login', { body: { email: user.email, password: 'errada1' } })).status).toBe(
      401,
    );
  }
  const limited = await api.call('POST', '/auth/login', { body: { email: user.email, password: 'segredo1' } });
  expect(limited.status).toBe(429);
  expect(limited.body.message).toBe('Por questões de segurança, tente novamente em cerca de 15 minutos');
});
