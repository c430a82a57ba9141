/// <reference lib="dom" />
// What the distribution browser tests share: administrators made the operator's way, the wizard
// driven to the end, the console's sign-in, and waits for what arrives by events.
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Locator, Page } from 'playwright-core';
import { databaseUrlFor, eventually } from '@sampleteca/testing';
import { field } from '../accounts/accountsPlatform';
import { type Account, type CataloguePlatform } from '../catalogue/browseSupport';
import { choice } from '../catalogue/uploadSupport';

const run = promisify(execFile);

export const SCREENSHOTS = 'var/screenshots/distribution';

/** A full-page picture, from the top (the fixed header otherwise lands in the middle). */
export async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

/**
 * Makes the account an administrator as an operator does (`npm run admin:grant`, which also tells
 * the other services), then signs it in again: the role travels in the new token.
 */
export async function grantAdmin(platform: CataloguePlatform, account: Account): Promise<Account> {
  const database = platform.db.database;
  if (!process.env.DATABASE_URL || !database) throw new Error('sem banco de dados de teste');
  const { stdout } = await run(
    process.execPath,
    [resolve('services/identity/dist/cli/admin-role.js'), 'grant', account.email],
    {
      env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: databaseUrlFor(process.env.DATABASE_URL, database) },
    },
  );
  expect(stdout).toContain('agora é administrador(a)');
  return { ...account, token: await platform.token(account) };
}

export interface WizardSound {
  name: string;
  audioPath: string;
  coverPath: string;
  key: string;
  type: string;
  categoryId: string;
  bpm: string;
}

/** Sends a sound through the upload wizard (/sound/add/1 to success) as the page's user. */
export async function uploadWithWizard(page: Page, base: string, sound: WizardSound): Promise<void> {
  await page.goto(`${base}/sound/add/1`);
  await page.getByLabel('Arquivo de áudio').setInputFiles(sound.audioPath);
  await page.getByLabel('Imagem de capa').setInputFiles(sound.coverPath);
  await page.getByRole('img', { name: 'Capa escolhida' }).waitFor();
  await field(page, 'Nome do som').fill(sound.name);
  await field(page, 'Descrição').fill(`${sound.name}: enviado pelo assistente.`);
  await page.getByText('Música enviada e analisada.').waitFor({ timeout: 60_000 });
  const next = async (step: string) => {
    await page.getByRole('button', { name: 'Próximo Passo' }).click();
    await page.waitForURL(`**/sound/add/${step}`);
  };
  await next('2');
  await choice(page, sound.key).click();
  await choice(page, sound.type).click();
  await next('3');
  await choice(page, sound.categoryId).click();
  await next('4');
  await choice(page, sound.bpm).click();
  await next('success');
  await page.getByText('Seu som foi enviado com sucesso. Em breve estará disponível.').waitFor();
}

/** Signs in to the console (/console) as an administrator. */
export async function consoleSignIn(page: Page, base: string, account: Pick<Account, 'email' | 'password'>) {
  const at = new URL(page.url());
  const onSignInForm = at.pathname.startsWith('/console') && at.hash.startsWith('#/login');
  if (!onSignInForm) await page.goto(`${base}/console/`);
  await submitConsoleSignIn(page, account);
}

/** Fills the console's sign-in form already on screen and sends it. */
export async function submitConsoleSignIn(page: Page, account: Pick<Account, 'email' | 'password'>) {
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Senha').fill(account.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/console') && !url.hash.includes('login'));
}

/**
 * Reloads the page until `locator` shows: what an approval or a new request changes reaches the
 * catalogue by an event, a moment after the answer. Each reload gets 5 s to draw the screen and
 * fetch its data (a loaded machine needs a few) before the next.
 */
export async function reloadUntilVisible(page: Page, locator: () => Locator, timeout = 30_000): Promise<void> {
  await eventually(
    async () => {
      if (await locator().isVisible()) return;
      await page.reload();
      await locator().waitFor({ timeout: 5_000 });
    },
    timeout,
    250,
  );
}

interface PendingRequest {
  id: string;
  sound: { id: string; name: string };
}

/** The pending request of `soundId`, as an administrator sees the list (it is opened by an event). */
export async function pendingRequestOf(platform: CataloguePlatform, admin: Account, soundId: string) {
  return eventually(async () => {
    const listed = await platform.api<{ items: PendingRequest[] }>(
      admin.token,
      'GET',
      '/api/distribution-requests?pageSize=100',
    );
    expect(listed.status).toBe(200);
    const request = listed.body.items.find((item) => item.sound.id === soundId);
    expect(request).toBeDefined();
    return request as PendingRequest;
  }, 20_000);
}

/** A sound made through the API and published: its publication request approved by the admin. */
export async function publishedSound(
  platform: CataloguePlatform,
  owner: Account,
  admin: Account,
  sound: Parameters<CataloguePlatform['createSound']>[1],
): Promise<string> {
  const soundId = await platform.createSound(owner.token, sound);
  const request = await pendingRequestOf(platform, admin, soundId);
  const approved = await platform.api(admin.token, 'POST', `/api/distribution-requests/${request.id}/approve`);
  expect(approved.status).toBe(200);
  // Public once the catalogue has heard of the approval.
  await eventually(async () => {
    const shown = await platform.api<{ status: string }>(owner.token, 'GET', `/api/sounds/${soundId}`);
    expect(shown.body.status).toBe('public');
  }, 20_000);
  return soundId;
}
