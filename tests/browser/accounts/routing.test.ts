/// <reference lib="dom" />
// Spec 1 §2 routing rules and §4 session handling (refresh on a refused token, clean sign-out).
import { eventually } from '@sampleteca/testing';
import { SCREENSHOTS, field, startAccountsPlatform, type AccountsPlatform } from './accountsPlatform';

let platform: AccountsPlatform;

beforeAll(async () => {
  platform = await startAccountsPlatform();
});

afterAll(async () => {
  await platform?.stop();
});

const SESSION_KEY = 'sampleteca.auth.session';

// '/' itself is a visitor's light landing, written by the server (#46: tests/browser/frontends.test.ts).
test.each([
  ['/rota/desconhecida', '/home'],
  ['/register/qualquer', '/register/step/1'],
  ['/register/step/2', '/register/step/1'],
  ['/register/step/3', '/register/step/1'],
  ['/sound/qualquer', '/login'],
  ['/dashboardPage', '/login'],
  ['/profile/me', '/login'],
  ['/home#error=access_denied&error_code=otp_expired', '/emailNotConfirmed/invalidorexpired'],
])('a visitor opening %s lands on %s', async (from, to) => {
  const { page, errors } = await platform.open(from);
  await page.waitForURL((url) => url.pathname === to);
  expect(errors).toEqual([]);
  await page.close();
});

test("an unknown registration step says 'Invalid Step'", async () => {
  const { page } = await platform.open('/register/step/7');
  await page.getByRole('heading', { name: 'Invalid Step' }).waitFor();
  await page.close();
});

test('terms and privacy pages show their Portuguese texts', async () => {
  const { page, errors } = await platform.open('/termsAndPrivacy/policy', 390);
  await page.getByText('25 de novembro de 2024').waitFor();
  await page.screenshot({ path: `${SCREENSHOTS}/privacy-policy-390.png`, fullPage: true });
  await page.getByRole('link', { name: 'Termos de uso' }).first().click();
  await page.getByRole('heading', { name: '1. Licença de uso' }).waitFor();
  expect(errors).toEqual([]);
  await page.close();
});

test('a signed-in user: refused token refreshed once, routes for members, spent refresh token signs out', async () => {
  const { email, password } = await platform.createAccount();
  const { page, errors } = await platform.open('/login');
  const calls: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/auth/token') || url.pathname === '/api/users/me') {
      calls.push(`${response.status()} ${url.pathname}`);
    }
  });
  await field(page, 'E-mail').fill(email);
  await page.locator('input[name=password]').fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL('**/profile/me');

  // Signed-in routing: the dashboard for / and unknown paths, no registration.
  for (const [from, to] of [
    ['/', '/dashboardPage'],
    ['/nada/aqui', '/dashboardPage'],
    ['/register/step/1', '/dashboardPage'],
  ]) {
    await page.goto(`${platform.base}${from}`);
    await page.waitForURL((url) => url.pathname === to);
  }
  await page.getByRole('heading', { name: 'Catálogo de sons' }).waitFor();
  await page.screenshot({ path: `${SCREENSHOTS}/dashboard-placeholder.png` });

  // A refused access token is refreshed once and the request sent again.
  await page.evaluate((key) => {
    const session = JSON.parse(localStorage.getItem(key) ?? '{}');
    localStorage.setItem(key, JSON.stringify({ ...session, access_token: 'recusado' }));
  }, SESSION_KEY);
  calls.length = 0;
  await page.reload();
  // The app's first calls come after the load, and later still on a loaded machine.
  await eventually(
    () => expect(calls).toEqual(['401 /api/users/me', '200 /api/auth/token', '200 /api/users/me']),
    15000,
  );
  expect(new URL(page.url()).pathname).toBe('/dashboardPage');

  // A spent refresh token cannot be refreshed: the session ends and the visitor lands on the home page.
  await page.evaluate((key) => {
    const session = JSON.parse(localStorage.getItem(key) ?? '{}');
    localStorage.setItem(key, JSON.stringify({ ...session, access_token: 'recusado', refresh_token: 'gasto' }));
  }, SESSION_KEY);
  await page.reload();
  await page.waitForURL('**/home');
  expect(await page.evaluate(() => localStorage.length)).toBe(0);

  expect(errors.filter((error) => !error.includes('401'))).toEqual([]);
  await page.close();
});
