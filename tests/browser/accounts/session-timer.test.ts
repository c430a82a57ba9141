/// <reference lib="dom" />
// Spec 1 §4: the session refreshes itself before it expires, on a timer that pauses while the tab is hidden.
import { eventually } from '@sampleteca/testing';
import { field, startAccountsPlatform, type AccountsPlatform } from './accountsPlatform';

let platform: AccountsPlatform;

// Access tokens of 65 s: the portal refreshes a minute before expiry, so about 5 s after each refresh.
beforeAll(async () => {
  platform = await startAccountsPlatform({ ACCESS_TOKEN_TTL_SECONDS: '65' });
});

afterAll(async () => {
  await platform?.stop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const SESSION_KEY = 'sampleteca.auth.session';

test('the token is refreshed in the background, not while the tab is hidden, and at once when it shows again', async () => {
  const { email, password } = await platform.createAccount();
  const { page, errors } = await platform.open('/login');
  const refreshes: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/auth/token') refreshes.push(response.status());
  });
  await field(page, 'E-mail').fill(email);
  await page.locator('input[name=password]').fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL('**/profile/me');
  const accessToken = () =>
    page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}').access_token as string, SESSION_KEY);
  const first = await accessToken();

  await page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/token', {
    timeout: 10000,
  });
  expect(refreshes).toEqual([200]);
  await eventually(async () => expect(await accessToken()).not.toBe(first), 2000);

  // Hidden: no timer, so no refresh although the token goes stale.
  const setVisibility = (state: 'hidden' | 'visible') =>
    page.evaluate((visibility) => {
      Object.defineProperty(document, 'visibilityState', { value: visibility, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    }, state);
  await setVisibility('hidden');
  await sleep(8000);
  expect(refreshes).toEqual([200]);

  // Visible again: the overdue refresh happens at once.
  await setVisibility('visible');
  await page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/token', {
    timeout: 3000,
  });
  expect(refreshes).toEqual([200, 200]);
  expect(errors).toEqual([]);
  await page.close();
});
