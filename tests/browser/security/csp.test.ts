/// <reference lib="dom" />
// Issue #12, security headers: the built portal, console and API docs run whole under the
// Content-Security-Policy the platform sends. Every main screen is visited (and what it does:
// covers, the QR code, playback, downloads, the contract's frame, the OAuth stand-in's form, the
// checkout) with every CSP violation and script error collected; none may appear.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { field } from '../accounts/accountsPlatform';
import { card, signIn, startCataloguePlatform, type Account, type CataloguePlatform } from '../catalogue/browseSupport';
import { makeCoverPng } from '../catalogue/uploadSupport';
import { consoleSignIn, grantAdmin, pendingRequestOf, publishedSound } from '../distribution/distributionSupport';
import { backgroundOf, brokenImages, closeWatched, inlineScriptRuns, openWatched, type WatchedPage } from './cspWatch';
import { saveDownload } from '../catalogue/saveDownload';

const run = promisify(execFile);

const SAMPLE = 'Sample Protegido';
const PENDING = 'Batida em Análise';

let platform: CataloguePlatform;
let producer: Account;
let admin: Account;
let filesDir: string;
let coverPath: string;
let audioPath: string;

beforeAll(async () => {
  filesDir = mkdtempSync(join(tmpdir(), 'sampleteca-csp-'));
  coverPath = await makeCoverPng(filesDir, 'capa.png');
  audioPath = join(filesDir, 'musica.wav');
  await run('sox', ['-n', '-r', '44100', '-c', '1', audioPath, 'synth', '4', 'sine', '330']);
  platform = await startCataloguePlatform();
  const owner = await platform.createAccount('Otávio Sampleiro');
  producer = await platform.createAccount('Paula Produtora');
  admin = await grantAdmin(platform, await platform.createAccount('Ana Administradora'));
  const categoryId = await platform.createCategory(owner.token, 'funk');
  const sound = { type: 'Samples' as const, key: 'Am', bpm: '110-130', categoryId, cover: true };
  await publishedSound(platform, owner, admin, { ...sound, name: SAMPLE });
  // Left pending: the console lists it.
  await pendingRequestOf(platform, admin, await platform.createSound(owner.token, { ...sound, name: PENDING }));
}, 240_000);

afterAll(async () => {
  await platform?.stop();
  if (filesDir) rmSync(filesDir, { recursive: true, force: true });
});

const open = (path: string, width?: number) => openWatched(platform.browser, `${platform.base}${path}`, width);

/** Goes to `path` and waits for its main heading: the screen rendered under the policy. */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(`${platform.base}${path}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  expect(await brokenImages(page)).toEqual([]);
  await expectEnforced(page);
}

/** The policy is in force on this screen, not merely absent: an injected inline script is refused. */
async function expectEnforced(page: Page): Promise<void> {
  expect(await inlineScriptRuns(page)).toBe(false);
}

/** The portal's dark theme painted the page (Chakra's run-time styles were allowed). */
async function expectPortalStyles(page: Page): Promise<void> {
  expect(await backgroundOf(page)).not.toMatch(/^rgba?\(255, 255, 255|^rgba\(0, 0, 0, 0\)$/);
}

async function finish(watched: WatchedPage): Promise<void> {
  expect(watched.problems).toEqual([]);
  await closeWatched(watched);
}

test('a visitor: landing, sign-in, sign-up, recovery and terms', async () => {
  const watched = await open('/home');
  const { page } = watched;
  await page.locator('#planos').getByText('Sound Pro').first().waitFor();
  await expectPortalStyles(page);
  await expectEnforced(page);
  await page.screenshot({ path: '/tmp/csp-home.png' });
  await visit(page, '/login');
  await page.screenshot({ path: '/tmp/csp-login.png' });
  for (const path of [
    '/onboarding/register',
    '/register/step/1',
    '/forgotPasswordSendEmail',
    '/termsAndPrivacy/terms',
  ]) {
    await visit(page, path);
  }
  await expectPortalStyles(page);
  await finish(watched);
}, 60_000);

test("the OAuth stand-in's page sends its form to the local issuer and comes back signed in", async () => {
  const watched = await open('/onboarding/register');
  const { page } = watched;
  await expectEnforced(page);
  await page.getByRole('link', { name: 'Continuar com Google' }).click();
  await page.waitForURL(/oauth-standin\/google/);
  await page.locator('input[type=email]').fill(`google.${Date.now()}@example.com`);
  await page.screenshot({ path: '/tmp/csp-oauth-standin.png' });
  await page.locator('button[type=submit]').click();
  await page.waitForURL((url) => url.origin === platform.base && !url.pathname.startsWith('/api/'));
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await finish(watched);
}, 60_000);

test('a member: catalogue with covers and playback, artist and profile pages, the QR code, upload, plans', async () => {
  const watched = await open('/login');
  const { page } = watched;
  await signIn(page, platform.base, producer);

  await visit(page, '/dashboardPage');
  const sample = card(page, SAMPLE);
  await sample.waitFor();
  expect(await brokenImages(page)).toEqual([]);
  // The preview redirects to a signed file link: media-src must follow it.
  await sample.getByRole('button', { name: `Tocar ${SAMPLE}` }).click();
  const position = sample.getByRole('slider', { name: `Posição de ${SAMPLE}` });
  await page.waitForFunction(
    (element) => Number(element?.getAttribute('aria-valuenow')) > 0,
    await position.elementHandle(),
    { timeout: 15_000 },
  );
  await sample.getByRole('button', { name: `Pausar ${SAMPLE}` }).click();
  await expectPortalStyles(page);
  await expectEnforced(page);
  await page.screenshot({ path: '/tmp/csp-dashboard.png' });

  for (const path of [
    '/artists',
    `/artist/${encodeURIComponent('Otávio Sampleiro')}`,
    '/albums',
    '/profile/update',
    '/profile/uploads',
    '/profile/downloads',
    '/profile/liked',
    '/profile/requests',
  ]) {
    await visit(page, path);
  }

  // The authenticator's QR code is a data: image.
  await visit(page, '/profile/me');
  await field(page, 'Nome do autenticador').fill('Celular');
  await page.getByRole('button', { name: 'Adicionar autenticador' }).click();
  const qr = page.getByRole('img', { name: /QR code/ });
  await qr.waitFor();
  await page.waitForFunction((image) => (image as HTMLImageElement).naturalWidth > 0, await qr.elementHandle());
  await page.screenshot({ path: '/tmp/csp-profile-qr.png', fullPage: true });

  // Upload: the chosen cover, uploaded and shown back.
  await visit(page, '/sound/add/1');
  await page.getByLabel('Imagem de capa').setInputFiles(coverPath);
  await page.getByRole('img', { name: 'Capa escolhida' }).waitFor();
  expect(await brokenImages(page)).toEqual([]);
  await page.screenshot({ path: '/tmp/csp-upload.png' });

  // Plans: the checkout starts on the payment provider's page (another origin, a navigation).
  await visit(page, '/profile/plan');
  await page.getByRole('button', { name: 'Assinar: plano Sound Basic' }).click();
  await page.waitForURL((url) => url.origin !== platform.base, { timeout: 15_000 });
  await page.getByLabel('Número do cartão').waitFor();
  await page.screenshot({ path: '/tmp/csp-checkout.png' });
  await finish(watched);
}, 120_000);

test('a download, then the distribution contract in its frame (the e-signature stand-in)', async () => {
  const watched = await open('/login');
  const { page } = watched;
  await signIn(page, platform.base, producer);
  await visit(page, '/dashboardPage');
  // A file answer is sandboxed by its CSP: the download must still happen.
  const download = await saveDownload(page, () =>
    card(page, SAMPLE)
      .getByRole('button', { name: `Baixar ${SAMPLE}` })
      .click(),
  );
  expect(download.suggestedFilename()).toBe(`${SAMPLE}.mp3`);

  await visit(page, '/profile/downloads');
  await card(page, SAMPLE).getByRole('link', { name: 'Solicitar distribuição' }).click();
  await page.getByRole('heading', { name: 'Solicitar distribuição', level: 1 }).waitFor();
  await page.getByLabel('Arquivo de áudio').setInputFiles(audioPath);
  await page.getByLabel('Imagem de capa').setInputFiles(coverPath);
  await page.getByRole('img', { name: 'Capa escolhida' }).waitFor();
  await field(page, 'Nome da música').fill('Noite Protegida');
  await field(page, 'Artistas').fill('Paula Produtora');
  await page.getByRole('combobox', { name: 'Gênero', exact: true }).selectOption({ label: 'funk' });
  await page.getByRole('combobox', { name: 'Tonalidade', exact: true }).selectOption('Am');
  await page.getByRole('combobox', { name: 'BPM', exact: true }).selectOption('110-130');
  const generate = page.getByRole('button', { name: 'Gerar Contrato', exact: true });
  await page.waitForFunction((button) => !(button as HTMLButtonElement).disabled, await generate.elementHandle(), {
    timeout: 30_000,
  });
  await generate.click();
  const frame = page.frameLocator('iframe[title="Contrato de distribuição"]');
  await frame.getByRole('button', { name: 'Assinar contrato' }).waitFor({ timeout: 30_000 });
  await page.locator('iframe[title="Contrato de distribuição"]').screenshot({ path: '/tmp/csp-contract.png' });
  await expectEnforced(page);
  await finish(watched);
}, 120_000);

test('the console as an administrator: dashboard, requests (cover, player), a request, users', async () => {
  const watched = await open('/console/');
  const { page } = watched;
  await page.getByLabel('E-mail').waitFor();
  await expectEnforced(page);
  await page.screenshot({ path: '/tmp/csp-console-login.png' });
  await consoleSignIn(page, platform.base, admin);
  await page.getByText(/^Verificado às/).waitFor();
  await expectEnforced(page);

  await page.goto(`${platform.base}/console/#/distribution-requests`);
  const row = page.getByRole('row').filter({ hasText: PENDING });
  await row.waitFor();
  expect(await brokenImages(page)).toEqual([]);
  await expectEnforced(page);
  await page.screenshot({ path: '/tmp/csp-console-requests.png' });

  await row.getByText(PENDING).click();
  await page.waitForURL(/#\/distribution-requests\/[^/]+\/show/);
  const player = page.locator('audio');
  await player.waitFor();
  // The browser's own player: the preview's redirect to the signed file must be allowed.
  await player.evaluate(async (audio: HTMLAudioElement) => {
    audio.muted = true;
    await audio.play();
  });
  await page.waitForFunction((audio) => (audio as HTMLAudioElement).currentTime > 0, await player.elementHandle(), {
    timeout: 15_000,
  });
  expect(await brokenImages(page)).toEqual([]);
  await page.screenshot({ path: '/tmp/csp-console-request.png' });

  await page.goto(`${platform.base}/console/#/users`);
  await page.getByRole('row').filter({ hasText: 'Paula Produtora' }).waitFor();
  await expectEnforced(page);
  await page.screenshot({ path: '/tmp/csp-console-users.png' });
  await finish(watched);
}, 90_000);

test('the API docs (Swagger UI) render under their own policy', async () => {
  const watched = await open('/api/docs');
  const { page } = watched;
  await page.locator('.swagger-ui .info .title').waitFor();
  await page.locator('.opblock').first().waitFor();
  // swagger-ui.css applied (from /api/docs) and the inline <style> block too (body #fafafa).
  expect(await backgroundOf(page)).toBe('rgb(250, 250, 250)');
  await expectEnforced(page);
  // "Try it out" calls the API from the page.
  const ready = page.locator('.opblock').filter({ hasText: '/api/ready' }).first();
  await ready.locator('.opblock-summary').click();
  await ready.getByRole('button', { name: 'Try it out' }).click();
  await ready.getByRole('button', { name: 'Execute' }).click();
  await ready.locator('.live-responses-table .response-col_status').filter({ hasText: '200' }).first().waitFor();
  await page.screenshot({ path: '/tmp/csp-api-docs.png' });
  await finish(watched);
}, 60_000);

test('no other site may frame the portal, the console or the API docs', async () => {
  const context = await platform.browser.newContext();
  const page = await context.newPage();
  const paths = ['/home', '/console/', '/api/docs'];
  await page.setContent(paths.map((path) => `<iframe src="${platform.base}${path}"></iframe>`).join(''));
  await page.waitForLoadState('load');
  const framed = page.frames().filter((frame) => frame !== page.mainFrame());
  expect(framed).toHaveLength(paths.length);
  // A frame refused by frame-ancestors shows the browser's error page instead.
  for (const frame of framed) expect(frame.url()).toBe('chrome-error://chromewebdata/');
  await context.close();
});
