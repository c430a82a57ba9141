import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { IdentityApi, randomCpf, signupBody } from './support/identity-api';

const run = promisify(execFile);
const api = new IdentityApi();
beforeAll(() => api.start());
afterAll(() => api.stop());

async function signedIn() {
  const user = await api.signUpConfirmed();
  return { user, token: String((await api.login(String(user.email), 'segredo1')).access_token) };
}

test('the profile reads back, and completeness follows spec 1 §4', async () => {
  const { user, token } = await signedIn();
  const me = await api.call('GET', '/users/me', { token });
  expect(me.body).toMatchObject({
    email: user.email,
    cpf: user.cpf,
    complete: false,
    isAdmin: false,
    permission: null,
  });
  const socials = {
    facebookUrl: 'fb.com/ana',
    instagramUrl: 'ig.com/ana',
    youtubeUrl: 'yt.com/ana',
    tiktokUrl: 'tt.com/ana',
  };
  const updated = await api.call('PATCH', '/users/me', { token, body: socials });
  expect(updated.body).toMatchObject({ ...socials, complete: true });
  const cleared = await api.call('PATCH', '/users/me', { token, body: { tiktokUrl: '' } });
  expect(cleared.body.complete).toBe(false);
});

test('the profile form rules: CPF required and valid, e-mail required and valid', async () => {
  const { token, user } = await signedIn();
  const bad = await api.call('PATCH', '/users/me', { token, body: { cpf: '123.456.789-00' } });
  expect(bad.status).toBe(400);
  expect(JSON.stringify(bad.body.details)).toContain('CPF inválido');
  const empty = await api.call('PATCH', '/users/me', { token, body: { cpf: '' } });
  expect(JSON.stringify(empty.body.details)).toContain('CPF obrigatório');
  const noEmail = await api.call('PATCH', '/users/me', { token, body: { email: '' } });
  expect(JSON.stringify(noEmail.body.details)).toContain('E-mail obrigatório');
  expect((await api.call('GET', '/users/me', { token })).body.cpf).toBe(user.cpf);
});

test("another user's CPF is refused; a new valid one is kept and published", async () => {
  const { user: other } = await signedIn();
  const { token, user } = await signedIn();
  const taken = await api.call('PATCH', '/users/me', { token, body: { cpf: other.cpf } });
  expect(taken.status).toBe(409);
  expect(taken.body.message).toBe('CPF já cadastrado na base de dados.');
  const cpf = randomCpf();
  const saved = await api.call('PATCH', '/users/me', { token, body: { cpf, fullName: 'Ana B.' } });
  expect(saved.body).toMatchObject({ cpf, fullName: 'Ana B.' });
  const events = await api.db.query(
    `SELECT envelope->'data' AS data FROM identity.outbox_events WHERE type = 'user.profile-updated' AND envelope->'data'->>'email' = $1`,
    [user.email],
  );
  expect(events.rows.at(-1).data).toMatchObject({ fullName: 'Ana B.' });
  expect(JSON.stringify(events.rows)).not.toContain(cpf);
});

test('another user sees only the public profile', async () => {
  const { user } = await signedIn();
  const { token } = await signedIn();
  const id = (await api.db.query('SELECT id FROM identity.users WHERE email = $1', [user.email])).rows[0].id;
  const answer = await api.call('GET', `/users/${id}`, { token });
  expect(answer.body).toMatchObject({ id, fullName: 'Ana Beats', producer: 'Ana Records' });
  expect(answer.body.cpf).toBeUndefined();
  expect(answer.body.email).toBeUndefined();
});

test('admin: granted by the command, the token carries the role, and the users list searches 20 per page', async () => {
  const { user } = await signedIn();
  const notAdmin = await api.call('GET', '/admin/users', {
    token: String((await api.login(String(user.email), 'segredo1')).access_token),
  });
  expect(notAdmin.status).toBe(403);

  const { stdout } = await run(
    process.execPath,
    [resolve('services/identity/dist/cli/admin-role.js'), 'grant', String(user.email)],
    {
      env: { ...process.env, ...api.environment.env },
    },
  );
  expect(stdout).toContain('agora é administrador(a)');
  const admin = await api.login(String(user.email), 'segredo1');
  expect((admin.user as { role: string }).role).toBe('admin');

  for (let index = 0; index < 3; index += 1) await api.signUpConfirmed({ fullName: `Zélia Procura ${index}` });
  const list = await api.call('GET', `/admin/users?filter=${encodeURIComponent('{"q":"zélia procura"}')}`, {
    token: String(admin.access_token),
  });
  expect(list.status).toBe(200);
  expect((list.body as unknown as unknown[]).length).toBe(3);
  expect(list.headers.get('content-range')).toBe('users 0-2/3');
  const all = await api.call('GET', '/admin/users', { token: String(admin.access_token) });
  expect((all.body as unknown as unknown[]).length).toBeLessThanOrEqual(20);
  expect((await api.call('GET', '/users/me', { token: String(admin.access_token) })).body.isAdmin).toBe(true);
});

test('the e-mail of an account created through a provider is read-only', async () => {
  const { user, token } = await signedIn();
  await api.db.query(`UPDATE identity.users SET provider = 'google' WHERE email = $1`, [user.email]);
  const answer = await api.call('PATCH', '/users/me', { token, body: { email: 'novo@example.com' } });
  expect(answer.status).toBe(400);
  expect(answer.body.message).toBe('O e-mail só pode ser alterado em contas criadas com e-mail e senha.');
});

test('deleting the account: a wrong password changes nothing; the right one erases it, ends every session at once and frees the e-mail', async () => {
  const { user, token } = await signedIn();
  const otherSession = await api.login(String(user.email), 'segredo1');
  const id = String((await api.call('GET', '/users/me', { token })).body.id);
  const deletedEvents = async () =>
    (
      await api.db.query(
        `SELECT envelope->'data' AS data FROM identity.outbox_events WHERE type = 'user.deleted' AND envelope->'data'->>'userId' = $1`,
        [id],
      )
    ).rows;

  const wrong = await api.call('DELETE', '/users/me', { token, body: { password: 'errada1' } });
  expect(wrong.status).toBe(403);
  expect(wrong.body).toMatchObject({
    code: 'DELETION_PASSWORD_INVALID',
    message: 'Senha incorreta. A conta não foi excluída.',
  });
  const none = await api.call('DELETE', '/users/me', { token, body: {} });
  expect(none.body).toMatchObject({
    code: 'DELETION_PASSWORD_REQUIRED',
    message: 'Informe sua senha para excluir a conta.',
  });
  expect((await api.call('GET', '/users/me', { token })).body).toMatchObject({ email: user.email, cpf: user.cpf });
  expect(await deletedEvents()).toEqual([]);

  const deleted = await api.call('DELETE', '/users/me', { token, body: { password: 'segredo1' } });
  expect(deleted.status).toBe(204);
  // Every session ends at once, not when its access token expires.
  for (const each of [token, String(otherSession.access_token)])
    expect((await api.call('GET', '/users/me', { token: each })).status).toBe(401);
  const refresh = await api.call('POST', '/auth/token', {
    body: { grant_type: 'refresh_token', refresh_token: otherSession.refresh_token },
  });
  expect(refresh.status).toBe(401);
  expect(await deletedEvents()).toEqual([{ data: { userId: id, deletedAt: expect.any(String) } }]);
  const { rows } = await api.db.query('SELECT * FROM identity.users WHERE id = $1', [id]);
  expect(rows[0]).toMatchObject({
    full_name: 'Conta excluída',
    cpf: null,
    phone: null,
    cep: null,
    password_hash: null,
  });
  expect(JSON.stringify(rows)).not.toContain(String(user.email));
  const left = await api.db.query('SELECT count(*)::int AS count FROM identity.identities WHERE user_id = $1', [id]);
  expect(left.rows[0].count).toBe(0);
  expect((await api.call('POST', '/auth/login', { body: { email: user.email, password: 'segredo1' } })).status).toBe(
    401,
  );

  // The console's Usuários no longer lists or shows it.
  const { user: operator } = await signedIn();
  await api.db.query(`UPDATE identity.users SET permission = 'admin' WHERE email = $1`, [operator.email]);
  const adminToken = String((await api.login(String(operator.email), 'segredo1')).access_token);
  const search = encodeURIComponent(JSON.stringify({ q: id }));
  expect((await api.call('GET', `/admin/users?filter=${search}`, { token: adminToken })).body).toEqual([]);
  expect((await api.call('GET', `/admin/users/${id}`, { token: adminToken })).status).toBe(404);

  // The same e-mail and CPF sign up afresh; the old token stays refused.
  const again = await api.call('POST', '/auth/signup', { body: signupBody({ email: user.email, cpf: user.cpf }) });
  expect(again.status).toBe(201);
  expect((await api.call('DELETE', '/users/me', { token, body: { password: 'segredo1' } })).status).toBe(401);
});
