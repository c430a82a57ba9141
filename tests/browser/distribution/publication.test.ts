/// <reference lib="dom" />
// Spec 02 §2, §4 in a browser: a sound sent through the wizard waits for review ('Em análise' on
// Meus Uploads), an admin approves it in the console, and then anyone finds it and plays it.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventually } from '@sampleteca/testing';
import { PRODUCER_MENU, expectAccountMenu, horizontalOverflow, unlabelledInputs } from '../accounts/accountsPlatform';
import { card, signIn, startCataloguePlatform, type Account, type CataloguePlatform } from '../catalogue/browseSupport';
import { makeClickTrackInAMinor, makeCoverPng } from '../catalogue/uploadSupport';
import {
  SCREENSHOTS,
  consoleSignIn,
  grantAdmin,
  pendingRequestOf,
  reloadUntilVisible,
  shot,
  uploadWithWizard,
} from './distributionSupport';
import { visit } from '../support/visit';

const SOUND = 'Acapela da Paula';

let platform: CataloguePlatform;
let producer: Account;
let admin: Account;
let listener: Account;
let categoryId: string;
let filesDir: string;
let audioPath: string;
let coverPath: string;

beforeAll(async () => {
  filesDir = mkdtempSync(join(tmpdir(), 'sampleteca-publicacao-'));
  [audioPath, coverPath] = await Promise.all([makeClickTrackInAMinor(filesDir), makeCoverPng(filesDir)]);
  platform = await startCataloguePlatform();
  mkdirSync(SCREENSHOTS, { recursive: true });
  producer = await platform.createAccount('Paula Produtora');
  listener = await platform.createAccount('Lia Ouvinte');
  admin = await grantAdmin(platform, await platform.createAccount('Ana Administradora'));
  categoryId = await platform.createCategory(producer.token, 'funk');
}, 180_000);

afterAll(async () => {
  await platform?.stop();
  if (filesDir) rmSync(filesDir, { recursive: true, force: true });
});

test('uma produtora envia um som pelo assistente e vê Em análise; um admin aprova no console; outra pessoa o encontra no dashboard e toca', async () => {
  const { base } = platform;

  // The producer: the wizard to the end, then 'Em análise' on Meus Uploads, nothing to send again.
  const { page, errors } = await platform.open('/login');
  await signIn(page, base, producer);
  await uploadWithWizard(page, base, {
    name: SOUND,
    audioPath,
    coverPath,
    key: 'Am',
    type: 'Acapelas',
    categoryId,
    bpm: '110-130',
  });
  await page.goto(`${base}/profile/uploads`);
  await reloadUntilVisible(page, () => card(page, SOUND).getByText('Em análise'));
  expect(await card(page, SOUND).getByRole('button', { name: 'Enviar para análise' }).isDisabled()).toBe(true);
  expect(await card(page, SOUND).getByText('Privado').count()).toBe(1);
  await expectAccountMenu(page, PRODUCER_MENU);
  expect(await unlabelledInputs(page)).toEqual([]);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await shot(page, 'uploads-em-analise-1280');

  // Refused (through the API), it can be sent again from the card.
  const soundId = (await card(page, SOUND).getAttribute('data-sound-id')) as string;
  const first = await pendingRequestOf(platform, admin, soundId);
  expect((await platform.api(admin.token, 'POST', `/api/distribution-requests/${first.id}/cancel`)).status).toBe(200);
  await reloadUntilVisible(page, () => card(page, SOUND).getByText('Recusado'));
  const send = card(page, SOUND).getByRole('button', { name: 'Enviar para análise' });
  expect(await send.isEnabled()).toBe(true);
  await send.click();
  await page.getByText('Solicitação de distribuição enviada com sucesso!').waitFor();
  await card(page, SOUND).getByText('Em análise').waitFor();
  expect(await send.isDisabled()).toBe(true);

  // The admin approves in the console; the undoable update is sent when its notice closes.
  const { page: consolePage } = await platform.open('/console/');
  await consoleSignIn(consolePage, base, admin);
  await consolePage.goto(`${base}/console/#/distribution-requests`);
  const row = consolePage.getByRole('row').filter({ hasText: SOUND });
  await row.waitFor();
  const decided = consolePage.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' &&
      new URL(response.url()).pathname.startsWith('/api/admin/distribution-requests/'),
    { timeout: 30_000 },
  );
  await row.getByRole('button', { name: 'Aprovar' }).click();
  await consolePage.getByText('Solicitação aprovada!').waitFor();
  const answer = await decided;
  expect(answer.status()).toBe(200);
  expect(JSON.parse(answer.request().postData() ?? '{}')).toMatchObject({ status: 'approved' });
  await consolePage.screenshot({ path: `${SCREENSHOTS}/console-aprovado-1280.png` });
  await consolePage.close();

  // Meus Uploads follows: published, public, nothing to send.
  await reloadUntilVisible(page, () => card(page, SOUND).getByText('Publicado'));
  expect(await card(page, SOUND).getByText('Privado').count()).toBe(0);
  expect(await card(page, SOUND).getByRole('button', { name: 'Enviar para análise' }).isDisabled()).toBe(true);
  expect(errors).toEqual([]);
  await page.close();

  // Someone else finds it in the catalogue and plays it.
  const { page: listening, errors: listeningErrors } = await platform.open('/login');
  await signIn(listening, base, listener);
  await visit(listening, '/dashboardPage', listening.getByRole('heading', { name: 'Catálogo de sons' }));
  // The card pressed is the search's own, not the unfiltered list's that the results replace.
  const searched = listening.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/sounds' &&
      new URL(response.url()).searchParams.get('search') === 'acapela da paula',
  );
  await listening.getByRole('searchbox', { name: 'Buscar sons' }).fill('acapela da paula');
  await listening.waitForURL((url) => url.searchParams.get('search') === 'acapela da paula');
  await searched;
  const found = card(listening, SOUND);
  await found.waitFor();
  await found.getByRole('button', { name: `Tocar ${SOUND}` }).click();
  const position = found.getByRole('slider', { name: `Posição de ${SOUND}` });
  await eventually(async () => expect(Number(await position.getAttribute('aria-valuenow'))).toBeGreaterThan(0));
  await found.getByRole('button', { name: `Pausar ${SOUND}` }).waitFor();
  await found.screenshot({ path: `${SCREENSHOTS}/dashboard-tocando-1280.png` });
  expect(listeningErrors).toEqual([]);
  await listening.close();
}, 240_000);
