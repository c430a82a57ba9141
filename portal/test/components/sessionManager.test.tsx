// The browser's session as a signed-in person lives it: a refused token is refreshed once for
// everyone waiting, a refresh token the server refuses ends the session, and signing out always
// ends it here whatever the server answers.
import { SessionManager, type AuthEvent } from '../../src/auth/sessionManager';
import { api, apiError } from '../../../test-support/components/api';
import { session } from './fixtures';

function signedIn() {
  const manager = new SessionManager();
  const events: AuthEvent[] = [];
  manager.onAuthEvent((event) => events.push(event));
  manager.setSession(session({ access_token: 'antigo', refresh_token: 'r-1' }));
  return { manager, events };
}

test('requests refused at once share one refresh, and each gets the new token', async () => {
  const { manager, events } = signedIn();
  api.on('POST /api/auth/token', { body: session({ access_token: 'novo', refresh_token: 'r-2' }) });

  const tokens = await Promise.all([
    manager.tokenAfterUnauthorized('antigo'),
    manager.tokenAfterUnauthorized('antigo'),
  ]);

  expect(tokens).toEqual(['novo', 'novo']);
  expect(api.sent('POST /api/auth/token').map((request) => request.body)).toEqual([
    { grant_type: 'refresh_token', refresh_token: 'r-1' },
  ]);
  expect(events).toEqual(['SIGNED_IN', 'TOKEN_REFRESHED']);
  expect(JSON.stringify(window.localStorage)).toContain('r-2');
});

test('a request refused with a token already replaced retries with the current one, without a refresh', async () => {
  const { manager } = signedIn();
  expect(await manager.tokenAfterUnauthorized('de-outra-aba')).toBe('antigo');
  expect(api.sent('POST /api/auth/token')).toEqual([]);
});

test('a refresh token the server refuses ends the session and clears what the browser kept', async () => {
  const { manager, events } = signedIn();
  window.localStorage.setItem('rascunho', 'algo');
  api.on('POST /api/auth/token', apiError(401, 'INVALID_REFRESH_TOKEN', 'Sessão expirada.'));

  expect(await manager.tokenAfterUnauthorized('antigo')).toBeNull();

  expect(manager.session).toBeNull();
  expect(events).toEqual(['SIGNED_IN', 'SIGNED_OUT']);
  expect(manager.getSnapshot().signedOutTo).toBe('/');
  expect(window.localStorage.length).toBe(0);
});

test('signing out ends the session here even when the server fails', async () => {
  const { manager, events } = signedIn();
  api.on('POST /api/auth/logout', apiError(500, 'INTERNAL', 'Erro interno.'));

  await manager.signOut({ redirectTo: '/login' });

  expect(api.sent('POST /api/auth/logout')[0].body).toEqual({ scope: 'local' });
  expect(api.sent('POST /api/auth/logout')[0].headers.get('authorization')).toBe('Bearer antigo');
  expect(manager.session).toBeNull();
  expect(events.at(-1)).toBe('SIGNED_OUT');
  expect(manager.getSnapshot().signedOutTo).toBe('/login');
});

test("ending the account's other sessions keeps this one", async () => {
  const { manager } = signedIn();
  api.on('POST /api/auth/logout', { status: 204 });

  await manager.signOut({ scope: 'others' });

  expect(api.sent('POST /api/auth/logout')[0].body).toEqual({ scope: 'others' });
  expect(manager.session?.access_token).toBe('antigo');
});
