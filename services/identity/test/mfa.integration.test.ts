import { generate } from 'otplib';
import { clock } from '@sampleteca/runtime';
import { IdentityApi } from './support/identity-api';

const api = new IdentityApi();
beforeAll(() => api.start());
afterAll(() => api.stop());

test('enrol a TOTP factor, verify it, and from then on sign-in asks for a code', async () => {
  const user = await api.signUpConfirmed();
  const session = await api.login(String(user.email), 'segredo1');
  const token = String(session.access_token);

  const enrolled = await api.call('POST', '/auth/factors', {
    token,
    body: { friendly_name: 'Celular', factor_type: 'totp', issuer: 'Sampleteca' },
  });
  expect(enrolled.status).toBe(201);
  const totp = enrolled.body.totp as { qr_code: string; secret: string; uri: string };
  expect(enrolled.body).toMatchObject({ friendly_name: 'Celular', factor_type: 'totp', status: 'unverified' });
  expect(totp.qr_code).toMatch(/^data:image\/svg\+xml/);
  expect(totp.uri).toMatch(/^otpauth:\/\/totp\/Sampleteca:/);

  // An unverified factor does not guard sign-in yet.
  expect((await api.login(String(user.email), 'segredo1')).access_token).toBeDefined();

  const factorId = String(enrolled.body.id);
  const challenge = await api.call('POST', `/auth/factors/${factorId}/challenge`, { token });
  const wrong = await api.call('POST', `/auth/factors/${factorId}/verify`, {
    token,
    body: { challenge_id: challenge.body.id, code: '000000' },
  });
  expect(wrong.status).toBe(401);
  expect(wrong.body.message).toBe('Código inválido.');
  const code = await generate({ secret: totp.secret });
  const verified = await api.call('POST', `/auth/factors/${factorId}/verify`, {
    token,
    body: { challenge_id: challenge.body.id, code },
  });
  expect(verified.body).toMatchObject({ id: factorId, status: 'verified' });

  const first = await api.call('POST', '/auth/login', { body: { email: user.email, password: 'segredo1' } });
  expect(first.body).toMatchObject({ mfa_required: true, factors: [{ id: factorId, friendly_name: 'Celular' }] });
  expect(first.body.access_token).toBeUndefined();

  // The code already used to verify the factor cannot be replayed.
  const replay = await api.call('POST', '/auth/mfa/verify', {
    body: { mfa_token: first.body.mfa_token, factor_id: factorId, code },
  });
  expect(replay.status).toBe(401);

  const nextCode = await generate({ secret: totp.secret, epoch: Math.floor(Date.now() / 1000) + 30 });
  const done = await api.call('POST', '/auth/mfa/verify', {
    body: { mfa_token: first.body.mfa_token, factor_id: factorId, code: nextCode },
  });
  expect(done.status).toBe(200);
  expect(done.body.access_token).toBeDefined();
  // The step token is one-time.
  const again = await api.call('POST', '/auth/mfa/verify', {
    body: { mfa_token: first.body.mfa_token, factor_id: factorId, code: nextCode },
  });
  expect(again.status).toBe(401);

  // Removing the active factor takes a fresh code: the session alone is not enough.
  const signedIn = String(done.body.access_token);
  const withoutCode = await api.call('DELETE', `/auth/factors/${factorId}`, { token: signedIn });
  expect(withoutCode.status).toBe(400);
  expect(withoutCode.body.message).toBe('Informe um código do autenticador para remover a verificação em duas etapas.');
  const wrongCode = await api.call('DELETE', `/auth/factors/${factorId}`, {
    token: signedIn,
    body: { code: '000000' },
  });
  expect(wrongCode.status).toBe(401);
  // Steps this one and the next are spent: a step later (the platform's clock moved, not waited
  // for), the successor of the new step is fresh.
  clock.advance(30_000);
  const laterCode = await generate({ secret: totp.secret, epoch: Math.floor(clock.now() / 1000) + 30 });
  const removed = await api.call('DELETE', `/auth/factors/${factorId}`, { token: signedIn, body: { code: laterCode } });
  expect(removed.status).toBe(204);
  expect((await api.login(String(user.email), 'segredo1')).access_token).toBeDefined();
}, 90_000);

test("a user cannot touch another user's factor", async () => {
  const owner = await api.signUpConfirmed();
  const other = await api.signUpConfirmed();
  const ownerToken = String((await api.login(String(owner.email), 'segredo1')).access_token);
  const otherToken = String((await api.login(String(other.email), 'segredo1')).access_token);
  const factor = await api.call('POST', '/auth/factors', {
    token: ownerToken,
    body: { friendly_name: 'Meu', factor_type: 'totp' },
  });
  expect((await api.call('DELETE', `/auth/factors/${factor.body.id}`, { token: otherToken })).status).toBe(404);
  expect((await api.call('POST', `/auth/factors/${factor.body.id}/challenge`, { token: otherToken })).status).toBe(404);
});

test('deleting an account with an authenticator also takes a code from it; social sign-in only confirms with the typed e-mail', async () => {
  const user = await api.signUpConfirmed();
  const token = String((await api.login(String(user.email), 'segredo1')).access_token);
  const enrolled = await api.call('POST', '/auth/factors', {
    token,
    body: { friendly_name: 'Celular', factor_type: 'totp' },
  });
  const secret = (enrolled.body.totp as { secret: string }).secret;
  const factorId = String(enrolled.body.id);
  const challenge = await api.call('POST', `/auth/factors/${factorId}/challenge`, { token });
  await api.call('POST', `/auth/factors/${factorId}/verify`, {
    token,
    body: { challenge_id: challenge.body.id, code: await generate({ secret }) },
  });
  const remove = (body: Record<string, string>) => api.call('DELETE', '/users/me', { token, body });

  expect((await remove({ password: 'segredo1' })).body).toMatchObject({
    code: 'DELETION_CODE_REQUIRED',
    message: 'Informe um código do autenticador para excluir a conta.',
  });
  expect((await remove({ password: 'segredo1', code: '000000' })).body.message).toBe('Código inválido.');
  // A social-only account (no password) confirms with its e-mail typed, not someone else's.
  await api.db.query(`UPDATE identity.users SET password_hash = NULL WHERE email = $1`, [user.email]);
  expect((await remove({ email: 'outra@example.com' })).body.message).toBe(
    'Digite o e-mail desta conta para confirmar a exclusão.',
  );
  expect((await api.call('GET', '/users/me', { token })).status).toBe(200);
  const code = await generate({ secret, epoch: Math.floor(clock.now() / 1000) + 30 });
  expect((await remove({ email: String(user.email).toUpperCase(), code })).status).toBe(204);
  expect((await api.call('GET', '/users/me', { token })).status).toBe(401);
});
