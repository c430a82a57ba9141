/// <reference lib="dom" />
// Spec 02 §2, §4, §5 in a browser: from a downloaded sound, a producer sends the song made with it,
// signs the distribution contract in the page's frame (the ZapSign stand-in), and an admin
// approves the request on the portal's Solicitações; the song then is among the produced ones.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { eventually } from '@sampleteca/testing';
import {
  ADMIN_MENU,
  expectAccountMenu,
  field,
  horizontalOverflow,
  unlabelledInputs,
} from '../accounts/accountsPlatform';
import { card, listedSounds, signIn, startCataloguePlatform } from '../catalogue/browseSupport';
import type { Account, CataloguePlatform } from '../catalogue/browseSupport';
import { makeClickTrackInAMinor, makeCoverPng } from '../catalogue/uploadSupport';
import { SCREENSHOTS, grantAdmin, publishedSound, reloadUntilVisible, shot } from './distributionSupport';
import { saveDownload } from '../catalogue/saveDownload';
import { visit } from '../support/visit';

const SAMPLE = 'Sample Dourado';
const SONG = 'Noite Dourada';

let platform: CataloguePlatform;
let producer: Account;
let admin: Account;
let sampleId: string;
let filesDir: string;
let audioPath: string;
let coverPath: string;

beforeAll(async () => {
  filesDir = mkdtempSync(join(tmpdir(), 'sampleteca-contrato-'));
  [audioPath, coverPath] = await Promise.all([
    makeClickTrackInAMinor(filesDir, 'noite-dourada.wav'),
    makeCoverPng(filesDir, 'noite-dourada.png'),
  ]);
  platform = await startCataloguePlatform();
  mkdirSync(SCREENSHOTS, { recursive: true });
  // Sign-up collects CPF, CEP and producer: the contract's data.
  producer = await platform.createAccount('Paula Produtora');
  const owner = await platform.createAccount('Otávio Sampleiro');
  admin = await grantAdmin(platform, await platform.createAccount('Ana Administradora'));
  const categoryId = await platform.createCategory(owner.token, 'funk');
  sampleId = await publishedSound(platform, owner, admin, {
    name: SAMPLE,
    type: 'Samples',
    key: 'Am',
    bpm: '110-130',
    categoryId,
    cover: true,
  });
}, 240_000);

afterAll(async () => {
  await platform?.stop();
  if (filesDir) rmSync(filesDir, { recursive: true, force: true });
});

async function checkLayout(page: Page) {
  expect(await unlabelledInputs(page)).toEqual([]);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
}

const enabled = (page: Page, name: string) =>
  eventually(async () => expect(await page.getByRole('button', { name, exact: true }).isEnabled()).toBe(true), 15_000);

/** The producer's part: download, the form, the contract signed in the frame. */
async function requestDistribution(page: Page) {
  const { base } = platform;
  await page.goto(`${base}/dashboardPage`);
  const download = await saveDownload(page, () =>
    card(page, SAMPLE)
      .getByRole('button', { name: `Baixar ${SAMPLE}` })
      .click(),
  );
  expect(download.suggestedFilename()).toBe(`${SAMPLE}.mp3`);

  // From Meus Downloads to the request page of that sound.
  await page.goto(`${base}/profile/downloads`);
  await card(page, SAMPLE).getByRole('link', { name: 'Solicitar distribuição' }).click();
  await page.waitForURL(`**/profile/request/${sampleId}`);
  await page.getByRole('heading', { name: 'Solicitar distribuição', level: 1 }).waitFor();
  await card(page, SAMPLE).waitFor();
  const details = page.getByRole('region', { name: 'Seus dados' });
  await details.getByText('Paula Produtora').waitFor();
  await details.getByText('01310-100').waitFor();
  await details.getByText('Selo Paula').waitFor();
  expect(await details.getByText(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/).count()).toBe(1);
  expect(await details.getByRole('link', { name: 'Alterar dados' }).getAttribute('href')).toBe('/profile/me');

  // Nothing can be sent before the music.
  expect(await page.getByRole('button', { name: 'Aguardando música...' }).isDisabled()).toBe(true);
  expect(await page.getByLabel('Arquivo de áudio').getAttribute('accept')).toBe('audio/*');
  expect(await page.getByLabel('Imagem de capa').getAttribute('accept')).toBe('image/*');
  await page.getByLabel('Arquivo de áudio').setInputFiles(audioPath);
  await page.getByText('noite-dourada.wav').waitFor();

  // The client's rules, with the spec's messages, as fields are left.
  await field(page, 'Nome da música').fill('ab');
  await field(page, 'Artistas').fill('x');
  await page.getByRole('combobox', { name: 'Tonalidade', exact: true }).focus();
  await page.getByText('Informe um nome válido').waitFor();
  await page.getByText('Informe pelo menos um artista').waitFor();
  expect(await page.getByRole('button', { name: 'Gerar Contrato' }).isDisabled()).toBe(true);
  await page.getByText('Por favor, faça upload da música e da imagem antes de cadastrar.').waitFor();

  await page.getByLabel('Imagem de capa').setInputFiles(coverPath);
  await page.getByRole('img', { name: 'Capa escolhida' }).waitFor();
  await field(page, 'Nome da música').fill(SONG);
  await field(page, 'Artistas').fill('Paula Produtora');
  await page.getByRole('combobox', { name: 'Gênero', exact: true }).selectOption({ label: 'funk' });
  await page.getByRole('combobox', { name: 'Tonalidade', exact: true }).selectOption('Am');
  await page.getByRole('combobox', { name: 'BPM', exact: true }).selectOption('110-130');
  await enabled(page, 'Gerar Contrato');
  expect(await page.getByText('Informe um nome válido').count()).toBe(0);
  await checkLayout(page);
  await shot(page, `pedido-preenchido-${page.viewportSize()?.width}`);

  // The song is saved, the contract generated and shown in the frame; the page follows it by events.
  // The stream is read with fetch (EventSource cannot send the token): it must be answered as one.
  // (Its answer may come after the frame shows: waited for, not read from a list filled meanwhile.)
  const stream = page.waitForResponse(
    (response) => /\/api\/contracts\/[^/]+\/events$/.test(new URL(response.url()).pathname),
    { timeout: 30_000 },
  );
  await page.getByRole('button', { name: 'Gerar Contrato' }).click();
  await page.getByText('Música enviada! Por favor assine o contrato.').waitFor();
  const signing = page.getByRole('button', { name: 'Assine o contrato!' });
  await signing.waitFor();
  expect(await signing.isDisabled()).toBe(true);
  const frame = page.frameLocator('iframe[title="Contrato de distribuição"]');
  await frame.getByRole('button', { name: 'Assinar contrato' }).waitFor();
  const answered = await stream;
  expect(`${answered.status()} ${answered.headers()['content-type']}`).toMatch(/^200 text\/event-stream/);
  await page
    .locator('iframe[title="Contrato de distribuição"]')
    .screenshot({ path: `${SCREENSHOTS}/contrato-no-quadro-${page.viewportSize()?.width}.png` });
  await frame.getByRole('button', { name: 'Assinar contrato' }).click();

  await page.getByRole('status').filter({ hasText: 'Distribuição solicitada!' }).waitFor({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Parabéns!' }).waitFor();
  await page.getByText('Contrato assinado com sucesso!').waitFor();
  await shot(page, `distribuicao-solicitada-${page.viewportSize()?.width}`);
  // Five seconds later, the catalogue.
  await page.waitForURL((url) => url.pathname === '/dashboardPage', { timeout: 15_000 });
}

test('uma produtora pede a distribuição de um som baixado, assina o contrato no quadro e um admin aprova em Solicitações', async () => {
  const { base } = platform;
  const { page, errors } = await platform.open('/login');
  await signIn(page, base, producer);
  await requestDistribution(page);

  // The producer's own Solicitações (390 px): the request, no decision buttons.
  const { page: phone, errors: phoneErrors } = await platform.open('/login', 390);
  await signIn(phone, base, producer);
  await visit(phone, '/profile/requests', phone.getByRole('heading', { name: 'Solicitações', level: 1 }));
  const own = phone.getByRole('article', { name: SONG });
  await own.waitFor();
  expect(await own.getByRole('button', { name: 'Aprovar' }).count()).toBe(0);
  expect(await own.getByRole('button', { name: 'Baixar MP3' }).isEnabled()).toBe(true);
  await checkLayout(phone);
  await shot(phone, 'solicitacoes-produtora-390');
  // The request page on a phone: every field labelled, nothing wider than the screen.
  await phone.goto(`${base}/profile/request/${sampleId}`);
  await phone.getByRole('button', { name: 'Aguardando música...' }).waitFor();
  await checkLayout(phone);
  await shot(phone, 'pedido-390');
  expect(phoneErrors).toEqual([]);
  await phone.close();

  // The admin approves on the portal's Solicitações.
  const { page: reviewing, errors: reviewErrors } = await platform.open('/login');
  await signIn(reviewing, base, admin);
  await visit(reviewing, '/profile/requests', reviewing.getByRole('heading', { name: 'Solicitações', level: 1 }));
  await expectAccountMenu(reviewing, ADMIN_MENU);
  const request = reviewing.getByRole('article', { name: SONG });
  await request.waitFor();
  const today = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date());
  expect(today).toMatch(/^\d{1,2} de \p{L}+ de \d{4}$/u);
  await request.getByText(today).waitFor();
  await request.getByText('Produtor: Paula Produtora').waitFor();
  expect(await request.getByRole('img', { name: `Capa de ${SONG}` }).count()).toBe(1);
  await reviewing.getByRole('navigation', { name: 'Páginas de solicitações' }).getByText('Página 1 de 1').waitFor();
  const [mp3] = await Promise.all([
    reviewing.waitForEvent('download'),
    request.getByRole('button', { name: 'Baixar MP3' }).click(),
  ]);
  expect(mp3.suggestedFilename()).toBe(`${SONG}.mp3`);
  await checkLayout(reviewing);
  await shot(reviewing, 'solicitacoes-admin-1280');
  await request.getByRole('button', { name: 'Aprovar' }).click();
  await reviewing.getByText('Solicitação aprovada!').waitFor();
  // Only pending requests are listed.
  await request.waitFor({ state: 'detached' });
  await reviewing.getByText('Nenhuma solicitação pendente.').waitFor();

  // The song is public now: among the producer's produced songs on the artist page.
  await reviewing.goto(`${base}/artist/${encodeURIComponent('Paula Produtora')}`);
  const produced = () =>
    reviewing.getByRole('region', { name: 'Músicas produzidas' }).getByRole('article', { name: SONG });
  await reloadUntilVisible(reviewing, produced);
  expect(await listedSounds(reviewing, 'Músicas produzidas')).toEqual([SONG]);
  await shot(reviewing, 'artista-musicas-produzidas-1280');

  expect(errors).toEqual([]);
  expect(reviewErrors).toEqual([]);
  await page.close();
  await reviewing.close();
}, 300_000);
