/// <reference lib="dom" />
// Issue #13 §6: each portal page is a chunk of its own, fetched when first visited. A slow chunk
// keeps the page and header on screen with a bar on top; a chunk gone after a redeploy reloads the
// page once, at the address being opened; one that keeps failing ends on the error page.
import type { Browser, Page } from 'playwright-core';
import { eventually } from '@sampleteca/testing';
import { startAccountsPlatform, type AccountsPlatform } from './accounts/accountsPlatform';

let platform: AccountsPlatform;
let browser: Browser;
let base: string;

const LOGIN_CHUNK = '**/assets/LoginPage-*.js';
const landingHeading = 'Faça parte da maior plataforma brasileira de samples, acapelas e beats';

beforeAll(async () => {
  platform = await startAccountsPlatform();
  ({ base, browser } = platform);
});

afterAll(async () => {
  await platform?.stop();
});

/** The landing page in a fresh context (no cache, no session), and a count of full page loads. */
async function openLanding(): Promise<{ page: Page; loads: () => number }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.goto(`${base}/home`);
  await page.getByRole('heading', { level: 1, name: landingHeading }).waitFor();
  return { page, loads: () => loads };
}

const openLogin = (page: Page) => page.getByRole('link', { name: 'Entrar na sua conta' }).click();
const loginHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Entrar na sua conta' });

test('the landing page fetches neither the login form, the catalogue nor the wizard', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const landingChunk = page.waitForRequest((request) =>
    /\/LandingPage-[\w-]+\.js$/.test(new URL(request.url()).pathname),
  );
  await page.goto(`${base}/home`);
  // The landing page drawn from its own chunk; the portal prefetches no other route's chunk.
  await page.getByRole('heading', { level: 1, name: landingHeading }).waitFor();
  await landingChunk;
  expect(scripts.filter((path) => /\/(LoginPage|DashboardPage|SoundAddPage|SoundCard|schemas)-/.test(path))).toEqual(
    [],
  );
  await context.close();
});

test('opening a page whose chunk is slow keeps the current page and header, with a bar on top', async () => {
  const { page } = await openLanding();
  // The chunk arrives when the test has seen what shows meanwhile.
  let deliver = () => undefined as void;
  const delivered = new Promise<void>((resolvePromise) => (deliver = resolvePromise));
  await page.route(LOGIN_CHUNK, async (route) => {
    await delivered;
    await route.continue();
  });
  await openLogin(page);
  await page.getByRole('progressbar', { name: 'Carregando a página' }).waitFor();
  await expect(page.getByRole('heading', { level: 1, name: landingHeading }).isVisible()).resolves.toBe(true);
  await expect(page.getByRole('banner').isVisible()).resolves.toBe(true);
  deliver();
  await loginHeading(page).waitFor();
  expect(new URL(page.url()).pathname).toBe('/login');
  await page.getByRole('progressbar', { name: 'Carregando a página' }).waitFor({ state: 'detached' });
  await page.context().close();
});

test('a chunk gone after a redeploy loads the page again once, at the address being opened', async () => {
  const { page, loads } = await openLanding();
  let refused = 0;
  await page.route(LOGIN_CHUNK, async (route) => {
    if (refused === 0) {
      refused += 1;
      await route.fulfill({ status: 404, body: 'Not Found' });
    } else await route.continue();
  });
  await openLogin(page);
  await loginHeading(page).waitFor();
  expect(new URL(page.url()).pathname).toBe('/login');
  expect(refused).toBe(1);
  expect(loads()).toBe(2);
  await page.context().close();
});

test('a chunk that keeps failing ends on the error page, not a blank one', async () => {
  const { page, loads } = await openLanding();
  let reloaded = false;
  let toastsSinceReload = false;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) reloaded = true;
  });
  page.on('response', (response) => {
    if (reloaded && /\/Toasts-[\w-]+\.js$/.test(new URL(response.url()).pathname)) toastsSinceReload = true;
  });
  let refused = 0;
  await page.route(LOGIN_CHUNK, async (route) => {
    // After the reload the page's other chunks (the toasts) load before this one fails again: a
    // success then must not count as the end of the redeploy, or the page reloads once more.
    if (refused > 0) await eventually(() => expect(toastsSinceReload).toBe(true), 10_000, 20);
    refused += 1;
    await route.fulfill({ status: 404, body: 'Not Found' });
  });
  await openLogin(page);
  await page.getByRole('heading', { level: 1, name: 'Erro inesperado na aplicação' }).waitFor();
  expect(refused).toBe(2);
  expect(new URL(page.url()).pathname).toBe('/login');
  expect(loads()).toBe(2);
  await page.context().close();
});
