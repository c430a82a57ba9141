import { execFile } from 'node:child_process';
import { networkInterfaces } from 'node:os';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { generate } from 'otplib';
import { billingService } from '@sampleteca/billing';
import { catalogueService } from '@sampleteca/catalogue';
import { distributionService } from '@sampleteca/distribution';
import { mediaService } from '@sampleteca/media';
import {
  IdentityApi,
  fragmentSession,
  keepCookies,
  type Json,
} from '../../services/identity/test/support/identity-api';

/**
 * Issue #12's account-takeover paths, tried against the running platform (every service, in
 * development mode, listening on the network) the way they were found.
 */
const api = new IdentityApi();
beforeAll(() => api.start({ HOST: '0.0.0.0' }, [catalogueService, mediaService, billingService, distributionService]));
afterAll(() => api.stop());

const hashOf = (location: string) => new URLSearchParams(location.split('#')[1] ?? '');

const run = promisify(execFile);

/**
 * The code of the next time step: the server accepts one step of drift and each step once per
 * factor, so after enrolment (this step) this is the one fresh code a test can use at once.
 */
const nextStepCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

/** Enrols and verifies an authenticator for the signed-in account; answers its id and secret. */
async function addAuthenticator(token: string): Promise<{ factorId: string; secret: string }> {
  const enrolled = await api.call('POST', '/auth/factors', {
    token,
    body: { friendly_name: 'Celular', factor_type: 'totp', issuer: 'Sampleteca' },
  });
  const factorId = String(enrolled.body.id);
  const secret = (enrolled.body.totp as { secret: string }).secret;
  const challenge = await api.call('POST', `/auth/factors/${factorId}/challenge`, { token });
  const verified = await api.call('POST', `/auth/factors/${factorId}/verify`, {
    token,
    body: { challenge_id: challenge.body.id, code: await generate({ secret }) },
  });
  expect(verified.body.status).toBe('verified');
  return { factorId, secret };
}

async function identitiesOf(email: string): Promise<string[]> {
  const { rows } = await api.db.query(
    `SELECT i.provider FROM identity.identities i JOIN identity.users u ON u.id = i.user_id WHERE u.email = $1
      ORDER BY i.provider`,
    [email],
  );
  return rows.map((row: { provider: string }) => row.provider);
}

describe('development mode is not an open door', () => {
  test.each(['google', 'facebook', 'spotify'])(
    'the %s stand-in never signs anyone into an existing account by typing its e-mail',
    async (provider) => {
      const victim = await api.signUpConfirmed();
      const { location } = await api.signInWithProvider(provider, { email: String(victim.email), name: 'Invasor' });
      expect(location).toMatch(/^\/login#/);
      expect(hashOf(location).get('access_token')).toBeNull();
      expect(hashOf(location).get('error_description')).toBe(
        'Já existe uma conta com este e-mail. Entre com sua senha e vincule esta forma de login em Meu Perfil.',
      );
      expect(await identitiesOf(String(victim.email))).toEqual(['email']);
    },
  );

  test('the dev mailbox, which holds sign-in links, answers only this machine', async () => {
    const address = Object.values(networkInterfaces())
      .flat()
      .find((candidate) => candidate && !candidate.internal && candidate.family === 'IPv4')?.address;
    if (!address) throw new Error('esta máquina não tem endereço fora do loopback para o teste');
    const admin = await api.signUpConfirmed();
    const fromNetwork = `http://${address}:${new URL(api.platform.url).port}/api/auth`;
    const asked = await fetch(`${fromNetwork}/magic-link`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '127.0.0.1' },
      body: JSON.stringify({ email: admin.email }),
    });
    expect(asked.status).toBe(202);
    // The link was sent (this machine reads it), yet a network client gets nothing.
    await api.mailTo(String(admin.email), /acesso/);
    const mailbox = await fetch(`${fromNetwork}/dev/mailbox`, { headers: { 'x-forwarded-for': '127.0.0.1' } });
    expect(mailbox.status).toBe(404);
    expect(await mailbox.text()).not.toContain(String(admin.email));
  });
});

test('linking cannot be forced on someone: a link address works only in the browser that asked for it', async () => {
  const attacker = await api.signUpConfirmed();
  const session = await api.login(String(attacker.email), 'segredo1');
  const asked = await api.call('GET', '/auth/identities/authorize?provider=google', {
    token: String(session.access_token),
  });
  expect(asked.status).toBe(200);
  // The attacker sends the address to the victim, whose browser has no link cookie.
  const victimEmail = `vitima.${Date.now()}@example.com`;
  const { location } = await api.signInWithProvider(
    'google',
    { email: victimEmail, name: 'Vítima' },
    { start: String(asked.body.url) },
  );
  expect(location).toMatch(/^\/profile\/me#error=link/);
  expect(await identitiesOf(String(attacker.email))).toEqual(['email']);

  // The browser that asked (with its cookie) links as before.
  const own = await api.call('GET', '/auth/identities/authorize?provider=google', {
    token: String(session.access_token),
  });
  const cookie = own.headers.getSetCookie().find((value) => value.startsWith('sampleteca_link='));
  expect(cookie).toMatch(/HttpOnly/i);
  expect(cookie).toMatch(/Path=\/api\/auth\/authorize/);
  await api.signInWithProvider(
    'google',
    { email: victimEmail, name: 'Atacante Google' },
    { start: String(own.body.url), cookies: keepCookies(own, new Map()) },
  );
  expect(await identitiesOf(String(attacker.email))).toEqual(['email', 'google']);
});

describe('every way in ends at the same TOTP step when the account has an authenticator', () => {
  /** A confirmed e-mail account guarded by an authenticator. */
  async function guardedAccount() {
    const email = String((await api.signUpConfirmed()).email);
    const factor = await addAuthenticator(String((await api.login(email, 'segredo1')).access_token));
    return { email, ...factor };
  }

  /** The login page's TOTP step, as the fragment hands it over: answers the session. */
  async function finishStep(location: string, factor: { factorId: string; secret: string }): Promise<Json> {
    const fragment = hashOf(location);
    expect(JSON.parse(fragment.get('factors') ?? '[]')).toEqual([{ id: factor.factorId, friendly_name: 'Celular' }]);
    const guessed = await api.call('POST', '/auth/mfa/verify', {
      body: { mfa_token: fragment.get('mfa_token'), factor_id: factor.factorId, code: '000000' },
    });
    expect(guessed.status).toBe(401);
    const done = await api.call('POST', '/auth/mfa/verify', {
      body: {
        mfa_token: fragment.get('mfa_token'),
        factor_id: factor.factorId,
        code: await nextStepCode(factor.secret),
      },
    });
    expect(done.status).toBe(200);
    return done.body;
  }

  test.each([
    ['recovery', '/auth/recover', /Redefinição/],
    ['magiclink', '/auth/magic-link', /acesso/],
  ])('a %s link opens the TOTP step, not a session', async (type, route, subject) => {
    const account = await guardedAccount();
    expect((await api.call('POST', route, { body: { email: account.email } })).status).toBe(202);
    const location = await api.follow((await api.mailTo(account.email, subject)).links[0]);
    expect(location).toMatch(/^\/login#mfa_token=/);
    expect(hashOf(location).get('access_token')).toBeNull();
    expect(hashOf(location).get('type')).toBe(type);
    const session = await finishStep(location, account);
    expect((session.user as Json).email).toBe(account.email);
  });

  test('an outside provider sign-in opens the TOTP step, then a session of that provider', async () => {
    const email = `g.${Date.now()}@example.com`;
    const first = fragmentSession((await api.signInWithProvider('google', { email, name: 'Gê' })).location);
    const factor = await addAuthenticator(first.access_token);
    const { location } = await api.signInWithProvider('google', { email, name: 'Gê' });
    expect(location).toMatch(/^\/login#mfa_token=/);
    expect(hashOf(location).get('access_token')).toBeNull();
    expect(hashOf(location).get('provider')).toBe('google');
    const session = await finishStep(location, factor);
    expect((session.user as Json).provider).toBe('google');
  });

  test('a session alone cannot remove the authenticator: it takes a fresh code', async () => {
    const account = await guardedAccount();
    const token = String((await api.login(account.email, 'segredo1')).access_token ?? '');
    // The password alone gives no token at all now; finish the step as the page would.
    expect(token).toBe('');
    const step = await api.call('POST', '/auth/login', { body: { email: account.email, password: 'segredo1' } });
    const shown = (step.body.factors as Json[]).map(({ id, friendly_name }) => ({ id, friendly_name }));
    const fragment = new URLSearchParams({ mfa_token: String(step.body.mfa_token), factors: JSON.stringify(shown) });
    const session = await finishStep(`#${fragment}`, account);
    const signedIn = String(session.access_token);
    const bare = await api.call('DELETE', `/auth/factors/${account.factorId}`, { token: signedIn });
    expect(bare.status).toBe(400);
    expect(bare.body.message).toBe('Informe um código do autenticador para remover a verificação em duas etapas.');
    const guessed = await api.call('DELETE', `/auth/factors/${account.factorId}`, {
      token: signedIn,
      body: { code: '123456' },
    });
    expect(guessed.status).toBe(401);
    const factors = (await api.call('GET', '/auth/user', { token: signedIn })).body.factors as Json[];
    expect(factors.map((factor) => factor.status)).toEqual(['verified']);
  });
});

test('a new e-mail address takes effect only through a link sent to it; the old address hears of it', async () => {
  const user = await api.signUpConfirmed();
  const oldEmail = String(user.email);
  const newEmail = `novo.${Date.now()}@example.com`;
  const token = String((await api.login(oldEmail, 'segredo1')).access_token);

  const asked = await api.call('PATCH', '/users/me', { token, body: { email: newEmail, fullName: 'Ana Nova' } });
  expect(asked.status).toBe(200);
  expect(asked.body).toMatchObject({ email: oldEmail, pendingEmail: newEmail, fullName: 'Ana Nova' });
  expect((await api.call('GET', '/users/me', { token })).body).toMatchObject({
    email: oldEmail,
    pendingEmail: newEmail,
  });

  const notice = await api.mailTo(oldEmail, /troca do e-mail/);
  expect(notice.text).toContain(newEmail);
  // Until confirmed, the account is still the old address's: a recovery to the new one finds nothing.
  await api.call('POST', '/auth/recover', { body: { email: newEmail } });
  expect((await api.login(oldEmail, 'segredo1')).access_token).toBeDefined();

  const confirmation = await api.mailTo(newEmail, /Confirme seu novo e-mail/);
  expect(await api.follow(confirmation.links[0])).toBe('/emailChanged');
  expect((await api.call('GET', '/users/me', { token })).body).toMatchObject({ email: newEmail, pendingEmail: null });
  expect((await api.login(newEmail, 'segredo1')).access_token).toBeDefined();
  // The link works once.
  expect(await api.follow(confirmation.links[0])).toBe('/emailNotConfirmed/invalidorexpired');
});

describe('a revoked session stops working at once, on every service', () => {
  const everyService = ['/auth/user', '/library/uploads', '/subscriptions/me', '/distribution-requests'];
  const mediaRoute = '/media/audio/00000000-0000-4000-8000-000000000000';

  async function expectDead(token: string) {
    for (const path of [...everyService, mediaRoute]) {
      const answer = await api.call('GET', path, { token });
      expect({ path, status: answer.status }).toEqual({ path, status: 401 });
    }
  }

  async function expectAlive(token: string) {
    for (const path of everyService) {
      const answer = await api.call('GET', path, { token });
      expect({ path, status: answer.status }).toEqual({ path, status: 200 });
    }
    expect((await api.call('GET', mediaRoute, { token })).status).toBe(404);
  }

  test.each(['local', 'global'])('after sign-out (%s)', async (scope) => {
    const user = await api.signUpConfirmed();
    const token = String((await api.login(String(user.email), 'segredo1')).access_token);
    await expectAlive(token);
    expect((await api.call('POST', '/auth/logout', { token, body: { scope } })).status).toBe(204);
    await expectDead(token);
  });

  test("after sign-out of the others, theirs die and this one's lives", async () => {
    const user = await api.signUpConfirmed();
    const other = String((await api.login(String(user.email), 'segredo1')).access_token);
    const mine = String((await api.login(String(user.email), 'segredo1')).access_token);
    await api.call('POST', '/auth/logout', { token: mine, body: { scope: 'others' } });
    await expectDead(other);
    await expectAlive(mine);
  });

  test('after a spent refresh token is presented again', async () => {
    const user = await api.signUpConfirmed();
    const session = await api.login(String(user.email), 'segredo1');
    const rotated = await api.call('POST', '/auth/token', {
      body: { grant_type: 'refresh_token', refresh_token: session.refresh_token },
    });
    await expectAlive(String(rotated.body.access_token));
    const replay = await api.call('POST', '/auth/token', {
      body: { grant_type: 'refresh_token', refresh_token: session.refresh_token },
    });
    expect(replay.status).toBe(401);
    await expectDead(String(rotated.body.access_token));
    await expectDead(String(session.access_token));
  });

  test('after a password change, other sessions cannot even change the password back', async () => {
    const user = await api.signUpConfirmed();
    const stolen = String((await api.login(String(user.email), 'segredo1')).access_token);
    const owner = String((await api.login(String(user.email), 'segredo1')).access_token);
    expect((await api.call('PUT', '/auth/user', { token: owner, body: { password: 'novaSenha9' } })).status).toBe(200);
    const takeBack = await api.call('PUT', '/auth/user', { token: stolen, body: { password: 'doInvasor1' } });
    expect(takeBack.status).toBe(401);
    await expectDead(stolen);
    await expectAlive(owner);
    expect((await api.login(String(user.email), 'novaSenha9')).access_token).toBeDefined();
  });

  test('after the admin role is taken away, its admin token opens nothing', async () => {
    const user = await api.signUpConfirmed();
    const env = { ...process.env, ...api.environment.env };
    const cli = resolve('services/identity/dist/cli/admin-role.js');
    await run(process.execPath, [cli, 'grant', String(user.email)], { env });
    const token = String((await api.login(String(user.email), 'segredo1')).access_token);
    expect((await api.call('GET', '/admin/users', { token })).status).toBe(200);
    const { stdout } = await run(process.execPath, [cli, 'revoke', String(user.email)], { env });
    expect(stdout).toContain('não é mais administrador(a)');
    expect((await api.call('GET', '/admin/users', { token })).status).toBe(401);
    await expectDead(token);
    const again = await api.login(String(user.email), 'segredo1');
    expect((again.user as Json).role).toBe('user');
  });
});
