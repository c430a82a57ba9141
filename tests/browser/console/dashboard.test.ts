/// <reference lib="dom" />
// Issue 16 'Painel' and 'Assinaturas' in a browser: an administrator opens the console and sees
// the day's new accounts and upload counted on the charts and what needs attention, then finds a
// subscription made through the Stripe stand-in with its plan and status.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { horizontalOverflow, unlabelledInputs } from '../accounts/accountsPlatform';
import { startCataloguePlatform, type Account, type CataloguePlatform } from '../catalogue/browseSupport';
import {
  consoleSignIn,
  grantAdmin,
  pendingRequestOf,
  reloadUntilVisible,
  submitConsoleSignIn,
} from '../distribution/distributionSupport';

const SCREENSHOTS = 'var/screenshots/console';
const SOUND = 'Loop do Painel';

let platform: CataloguePlatform;
let stateDir: string;
let admin: Account;
let producer: Account;
let subscriber: Account;

/** Checkout as a person does: the session from the API, the card typed on the stand-in's hosted page. */
async function subscribeOnStandIn(account: Account): Promise<void> {
  const plans = await platform.api<{ id: string; tier: string }[]>(account.token, 'GET', '/api/plans');
  const priceId = plans.body.find((plan) => plan.tier === 'basic')!.id;
  const checkout = await platform.api<{ url: string }>(account.token, 'POST', '/api/checkout', { priceId });
  expect(checkout.status).toBe(200);
  const page = await platform.browser.newPage();
  await page.goto(checkout.body.url);
  await page.getByLabel('Número do cartão').fill('4242 4242 4242 4242');
  await page.getByLabel('Validade (MM/AA)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Nome no cartão').fill('Sara Assinante');
  await page.getByRole('button', { name: 'Pagar' }).click();
  await page.waitForURL((url) => url.origin === platform.base);
  await page.close();
  // What the success page does: billing copies the subscription from the provider at once.
  const synced = await platform.api<{ active: boolean }>(account.token, 'POST', '/api/subscriptions/me/sync');
  expect(synced.body.active).toBe(true);
}

const chart = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

beforeAll(async () => {
  // The stand-in keeps its customers and subscriptions in a file: one of its own for this run.
  stateDir = mkdtempSync(join(tmpdir(), 'sampleteca-stripe-'));
  process.env.STRIPE_STANDIN_STATE_FILE = join(stateDir, 'stripe.json');
  platform = await startCataloguePlatform();
  mkdirSync(SCREENSHOTS, { recursive: true });
  admin = await grantAdmin(platform, await platform.createAccount('Ana Administradora'));
  producer = await platform.createAccount('Paulo Produtor');
  subscriber = await platform.createAccount('Sara Assinante');
  const categoryId = await platform.createCategory(producer.token, 'funk');
  const soundId = await platform.createSound(producer.token, {
    name: SOUND,
    type: 'Samples',
    key: 'Am',
    bpm: '110-130',
    categoryId,
  });
  // A new sound waits for review: its publication request is opened by an event.
  await pendingRequestOf(platform, admin, soundId);
  await subscribeOnStandIn(subscriber);
}, 240_000);

afterAll(async () => {
  await platform?.stop();
  delete process.env.STRIPE_STANDIN_STATE_FILE;
  if (stateDir) rmSync(stateDir, { recursive: true, force: true });
});

test("the dashboard charts today's new accounts and upload and lists what needs attention, with links", async () => {
  const { page, errors } = await platform.open('/console/');
  await consoleSignIn(page, platform.base, admin);
  await page.getByRole('heading', { name: 'Painel', level: 1 }).waitFor();

  // Three accounts were made today (this run's), and one sound sent.
  const newUsers = chart(page, 'Novos usuários por dia');
  await newUsers.getByText('Hoje: 3 · Em 30 dias: 3').waitFor({ timeout: 20_000 });
  await newUsers.locator('.recharts-bar-rectangle').first().waitFor();
  const uploads = chart(page, 'Envios de sons por dia');
  await uploads.getByText('Hoje: 1 · Em 30 dias: 1').waitFor();
  await chart(page, 'Downloads por dia').getByText('Hoje: 0 · Em 30 dias: 0').waitFor();
  await chart(page, 'Solicitações pendentes ao fim de cada dia').getByText('Agora: 1').waitFor();
  await chart(page, 'Falhas de processamento por dia').getByText('Hoje: 0 · Em 30 dias: 0').waitFor();

  // The numbers behind a chart, from the keyboard.
  await newUsers.getByText('Ver os números').focus();
  await page.keyboard.press('Enter');
  const table = newUsers.getByRole('table', { name: 'Novos usuários por dia' });
  expect(await table.getByRole('row').nth(1).getByRole('cell').textContent()).toBe('3');
  await page.screenshot({ path: `${SCREENSHOTS}/painel-1280.png`, fullPage: true });

  // 'Precisa de atenção agora': the pending request, a link to the list filtered to pending.
  const attention = page.getByRole('link', { name: /Solicitações pendentes/ });
  await reloadUntilVisible(page, () => attention.filter({ hasText: '1' }));
  expect(await page.getByRole('link', { name: /Sons com falha no processamento/ }).getAttribute('href')).toBe(
    `#/sounds?filter=${encodeURIComponent('{"processing":"failed"}')}`,
  );
  await attention.click();
  await page.waitForURL((url) => url.hash.startsWith('#/distribution-requests'));
  expect(JSON.parse(new URL(page.url().replace('#/', '')).searchParams.get('filter') ?? '{}')).toEqual({
    status: 'pending',
  });
  await page.getByRole('row').filter({ hasText: SOUND }).waitFor();

  expect(errors).toEqual([]);
  await page.close();

  // At 390 px the charts stack in one column and nothing scrolls sideways.
  const narrow = await platform.open('/console/', 390);
  await consoleSignIn(narrow.page, platform.base, admin);
  await narrow.page.getByRole('heading', { name: 'Painel', level: 1 }).waitFor();
  await chart(narrow.page, 'Novos usuários por dia').getByText('Hoje: 3 · Em 30 dias: 3').waitFor();
  expect(await horizontalOverflow(narrow.page)).toBeLessThanOrEqual(0);
  await narrow.page.screenshot({ path: `${SCREENSHOTS}/painel-390.png`, fullPage: true });
  expect(narrow.errors).toEqual([]);
  await narrow.page.close();
}, 120_000);

test('a signed-out visit shows the sign-in form at once, and signing in leads back to the screen asked for', async () => {
  // The console's address: the form, without react-admin's logout-on-mount bouncing through
  // thousands of history entries first (it took ~10 s of a busy tab on this machine).
  const { page, errors } = await platform.open('/console/');
  await page.getByLabel('E-mail').waitFor();
  expect(new URL(page.url()).hash).toBe('#/login');
  expect(await page.evaluate(() => history.length)).toBeLessThanOrEqual(2);
  // An address changed in the same tab (a bookmark, a typed #/users): the form again, at once.
  await page.goto(`${platform.base}/console/#/users`);
  await page.getByLabel('E-mail').waitFor();
  expect(new URL(page.url()).hash).toBe('#/login');
  expect(await page.evaluate(() => history.length)).toBeLessThanOrEqual(3);
  await submitConsoleSignIn(page, admin);
  await page.waitForURL((url) => url.hash.startsWith('#/users'));
  expect(errors).toEqual([]);
  await page.close();

  // A link to one screen, opened signed out: after the sign-in, that screen.
  const link = await platform.open('/console/#/subscriptions');
  await submitConsoleSignIn(link.page, admin);
  await link.page.waitForURL((url) => url.hash.startsWith('#/subscriptions'));
  await link.page.getByRole('row').filter({ hasText: subscriber.email }).waitFor();
  expect(link.errors).toEqual([]);
  await link.page.close();
});

test('Assinaturas lists the subscription made through the Stripe stand-in with its plan and status, and shows it', async () => {
  const { page, errors } = await platform.open('/console/');
  await consoleSignIn(page, platform.base, admin);
  await page.getByRole('menuitem', { name: 'Assinaturas' }).click();
  await page.waitForURL((url) => url.hash.startsWith('#/subscriptions'));

  const row = page.getByRole('row').filter({ hasText: subscriber.email });
  await row.waitFor();
  await row.getByText('Sound Basic').waitFor();
  await row.getByText('Ativa', { exact: true }).waitFor();
  await row.getByText('Stripe local (desenvolvimento): sem painel').waitFor();
  // Billing knows the customer's e-mail; the name and profile are one click away, in Usuários.
  expect(await row.getByRole('link', { name: 'Ver usuário' }).getAttribute('href')).toMatch(
    /^#\/users\/[0-9a-f-]{36}\/show$/,
  );
  expect(await unlabelledInputs(page)).toEqual([]);

  // Filtered by e-mail and by status, it is still there; 'Cancelada' leaves it out.
  await page.getByRole('textbox', { name: 'Buscar pelo e-mail do cliente' }).fill(subscriber.email.slice(0, 12));
  await row.waitFor();
  await page.getByRole('combobox', { name: 'Situação' }).click();
  await page.getByRole('option', { name: 'Cancelada' }).click();
  await page.getByText('com os filtros atuais').waitFor();
  expect(await row.count()).toBe(0);
  await page.getByRole('combobox', { name: 'Situação' }).click();
  await page.getByRole('option', { name: 'Ativa' }).click();
  await row.waitFor();
  await page.screenshot({ path: `${SCREENSHOTS}/assinaturas-1280.png`, fullPage: true });

  // The show view: plan, status, period, not cancelled at period end, the recorded dates.
  await row.getByText('Sound Basic').click();
  await page.waitForURL((url) => /#\/subscriptions\/sub_[^/]+\/show/.test(url.hash));
  const main = page.locator('main, [role=main]').first();
  // The list stays on screen until the show view's chunk has loaded: wait for the view itself.
  await main.getByText('Preço na Stripe').waitFor();
  await main.getByText('Sound Basic').waitFor();
  await main.getByText('Ativa', { exact: true }).waitFor();
  await main.getByText('Cancela no fim do período').waitFor();
  await main.getByText('Período atual').waitFor();
  await main.getByRole('list', { name: 'Datas registradas' }).getByText('Criada').waitFor();
  await page.screenshot({ path: `${SCREENSHOTS}/assinatura-1280.png`, fullPage: true });
  expect(errors).toEqual([]);
  await page.close();
}, 90_000);
