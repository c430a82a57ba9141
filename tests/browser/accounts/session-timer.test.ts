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

const SESSION_KEY = 'sampleteca.auth.session';
const isRefresh = (url: string) => new URL(url).pathname === '/api/auth/token';

test('the token is refreshed in the background, not while the tab is hidden, and at once when it shows again', async () => {
  const { email, password } = await platform.createAccount();
  const { page, errors } = await platform.open('/login');
  // The portal's timers run on a clock the test moves forward instead of waiting for it.
  await page.clock.install();
  await page.reload();
  await field(page, 'E-mail').waitFor();
  const sent: string[] = [];
  const refreshes: number[] = [];
  page.on('request', (request) => {
    if (isRefresh(request.url())) sent.push(request.url());
  });
  page.on('response', (response) => {
    if (isRefresh(response.url())) refreshes.push(response.status());
  });
  await field(page, 'E-mail').fill(email);
  await page.locator('input[name=password]').fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL('**/profile/me');
  const accessToken = () =>
    page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}').access_token as string, SESSION_KEY);
  const first = await accessToken();
  // From here the page's time moves only when the test moves it. A second ahead: a busy page (the
  // signed-in header loads its bell then) can take more than 100 ms to answer, and pausing at a
  // time already past throws.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  expect(sent).toEqual([]);

  // A minute before expiry (5 s on): refreshed in the background.
  const refreshed = page.waitForResponse((response) => isRefresh(response.url()));
  await page.clock.fastForward(6_000);
  await refreshed;
  expect(refreshes).toEqual([200]);
  await eventually(async () => expect(await accessToken()).not.toBe(first), 2000);

  // Hidden: no timer, so no refresh although the token goes stale.
  const setVisibility = (state: 'hidden' | 'visible') =>
    page.evaluate((visibility) => {
      Object.defineProperty(document, 'visibilityState', { value: visibility, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    }, state);
  await setVisibility('hidden');
  // Past the next refresh's time (5 s on), not yet past the token's expiry (65 s).
  await page.clock.fastForward(8_000);
  // Whatever those seconds' timers started has reached the network before a request sent after them.
  await page.evaluate(() => fetch('/api/health').then(() => null));
  expect(sent).toHaveLength(1);

  // Visible again: the overdue refresh happens at once (its timer is due now).
  const overdue = page.waitForResponse((response) => isRefresh(response.url()), { timeout: 3000 });
  await setVisibility('visible');
  await page.clock.runFor(1);
  await overdue;
  expect(refreshes).toEqual([200, 200]);
  expect(errors).toEqual([]);
  await page.close();
});
