/// <reference lib="dom" />
// Issue: the upload wizard /sound/add/{1,2,3,4,success} (spec 02 §2–§5, §8). Real audio made with
// sox is uploaded, analysed by media (120 BPM, A minor) and its suggestions pre-selected.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import {
  field,
  fieldErrors,
  horizontalOverflow,
  startAccountsPlatform,
  unlabelledInputs,
  type AccountsPlatform,
} from '../accounts/accountsPlatform';
import {
  choice,
  createCategories,
  focusedId,
  makeClickTrackInAMinor,
  makeCoverPng,
  makeKick,
  pageToken,
  radio,
  signedInPage,
} from './uploadSupport';
import { load } from '../support/visit';

const SCREENSHOTS = 'var/screenshots/catalogue';
const ANALYSIS_TIMEOUT = 60000;

let platform: AccountsPlatform;
let filesDir: string;
let audioPath: string;
let coverPath: string;
let kickPath: string;

beforeAll(async () => {
  filesDir = mkdtempSync(join(tmpdir(), 'sampleteca-browser-upload-files-'));
  [audioPath, coverPath, kickPath] = await Promise.all([
    makeClickTrackInAMinor(filesDir),
    makeCoverPng(filesDir),
    makeKick(filesDir),
  ]);
  platform = await startAccountsPlatform();
  mkdirSync(SCREENSHOTS, { recursive: true });
}, 90000);

afterAll(async () => {
  await platform?.stop();
  if (filesDir) rmSync(filesDir, { recursive: true, force: true });
});

/** A full-page picture; from the top, or the fixed header lands in the middle of it. */
async function shot(page: Page, name: string, width: number) {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.screenshot({ path: `${SCREENSHOTS}/upload-${name}-${width}.png`, fullPage: true });
}

async function checkLayout(page: Page) {
  expect(await unlabelledInputs(page)).toEqual([]);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
}

const headings: Record<string, string> = {
  '2': 'Selecione o tom',
  '3': 'Classifique seu som',
  '4': 'Qual o BPM?',
  success: 'Parabéns',
};

async function next(page: Page, step: string) {
  await page.getByRole('button', { name: 'Próximo Passo' }).click();
  await page.waitForURL(`**/sound/add/${step}`);
  await page.getByRole('heading', { name: headings[step], level: 2 }).waitFor();
}

interface UploadedSound {
  name: string;
  description: string;
  type: string;
  key: string | null;
  bpm: string | null;
  isFree: boolean;
  status: string;
  imageUrl: string | null;
  category: { name: string } | null;
  drumKit: { name: string } | null;
  artist: { name: string } | null;
  audio: { status: string };
}

/** GET /api/library/uploads as the page's signed-in user. */
async function myUploads(page: Page): Promise<UploadedSound[]> {
  const response = await fetch(`${platform.base}/api/library/uploads`, {
    headers: { authorization: `Bearer ${await pageToken(page)}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: UploadedSound[] }).items;
}

/**
 * The whole wizard at `width`: upload with progress, suggestions pre-selected and marked, a new
 * drum kit, artist and category, the save and the success step; then the sound through the API.
 */
async function uploadThroughWizard(width: number) {
  const tag = `${width}-${Date.now().toString(36)}`;
  const { page, errors } = await signedInPage(platform, '/sound/add/1', width);

  // Step 1: the heading has the focus; the stepper shows where we are.
  await page.getByRole('heading', { name: 'Informações básicas' }).waitFor();
  expect(await focusedId(page)).toBe('passo-titulo');
  await page.getByRole('heading', { name: 'Subir meu som', level: 1 }).waitFor();
  if (width < 768) await page.getByText('Etapa 1 de 4:').waitFor();
  await checkLayout(page);
  await shot(page, 'step1-empty', width);

  // Nothing filled: the field rules of spec 02 §5.
  await page.getByRole('button', { name: 'Próximo Passo' }).click();
  await page.getByText('O nome deve conter pelo menos 1 caracter').waitFor();
  expect(await fieldErrors(page)).toEqual(
    expect.arrayContaining([
      'O nome deve conter pelo menos 1 caracter',
      'A descrição deve conter pelo menos 1 caracter',
    ]),
  );
  await page.getByText('Envie a música do seu som.').waitFor();
  await page.getByText('Envie a imagem de capa do seu som.').waitFor();
  await field(page, 'Nome do som').fill('x'.repeat(256));
  await page.getByText('O nome deve conter no máximo 255 caracteres').waitFor();
  expect(page.url()).toContain('/sound/add/1');
  await shot(page, 'step1-errors', width);

  // The audio is sent as soon as it is picked, with a progress bar; then media analyses it.
  const audioInput = page.getByLabel('Arquivo de áudio');
  expect(await audioInput.getAttribute('accept')).toBe('audio/*');
  expect(await page.getByLabel('Imagem de capa').getAttribute('accept')).toBe('image/*');
  // Upload slowed down (Chromium's network emulation) so the progress bar can be seen and pictured.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 1_500_000,
  });
  await audioInput.setInputFiles(audioPath);
  const progress = page.getByRole('progressbar', { name: 'Progresso do envio da música' });
  await progress.waitFor();
  await page.getByText('acapela-teste.wav').waitFor();
  await page.getByText('Enviando a música…').waitFor();
  await shot(page, 'step1-uploading', width);
  await page
    .getByText('Analisando o áudio')
    .or(page.getByText('Música enviada e analisada.'))
    .waitFor({ timeout: 30000 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await cdp.detach();
  expect(await page.getByRole('progressbar').count()).toBe(0);

  // The cover held on its way (#43): 'Próximo Passo' meanwhile says to wait for it, never that it
  // is missing, and the message goes once the image has arrived.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/media/images', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByLabel('Imagem de capa').setInputFiles(coverPath);
  await page.getByText('Enviando imagem...').waitFor();
  await page.getByRole('button', { name: 'Próximo Passo' }).click();
  await page.getByText('Aguarde o envio da imagem terminar.').waitFor();
  expect(await page.getByText('Envie a imagem de capa do seu som.').count()).toBe(0);
  release();
  await page.getByRole('img', { name: 'Capa escolhida' }).waitFor();
  await page.getByText('Aguarde o envio da imagem terminar.').waitFor({ state: 'detached' });
  expect(await page.getByText('Envie a imagem de capa do seu som.').count()).toBe(0);
  await page.unroute('**/api/media/images');
  await field(page, 'Nome do som').fill('Acápela Teste 120');
  await field(page, 'Descrição').fill('Voz sobre um clique a 120 BPM, em lá menor.');
  const drumKit = `Kit Teste ${tag}`;
  const artist = `Artista Teste ${tag}`;
  await page.getByRole('combobox', { name: 'Drum Kit' }).fill(drumKit);
  await page.getByText('Novo drum kit: será criado com a capa ao seguir.').waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: 'Artista' }).fill(artist);
  await page.getByText('Artista novo? Ele será cadastrado com a capa ao seguir.').waitFor();
  await page.keyboard.press('Escape');
  // Plans: Free chosen, Master not available.
  expect(await radio(page, 'free').isChecked()).toBe(true);
  expect(await radio(page, 'master').isDisabled()).toBe(true);
  await page.getByText('Música enviada e analisada.').waitFor({ timeout: ANALYSIS_TIMEOUT });
  expect(await fieldErrors(page)).toEqual([]);
  await checkLayout(page);
  await shot(page, 'step1-filled', width);

  // Next creates the drum kit and the artist, then saves the draft.
  await next(page, '2');
  await page.getByText('Drum Kit criado com sucesso!').waitFor();
  await page.getByText('Novo artista criado!').waitFor();
  const draft = await page.evaluate(() => JSON.parse(sessionStorage.getItem('uploadSound') ?? 'null'));
  expect(draft).toMatchObject({
    soundName: 'Acápela Teste 120',
    plan: 'free',
    albumName: drumKit,
    artistName: artist,
    album: expect.any(String),
    artist_id: expect.any(String),
    audioId: expect.any(String),
    photo_url: expect.stringContaining('/api/media/images/'),
    sample_url: expect.stringContaining('/api/media/audio/'),
  });

  // Step 2: the detected key pre-selected and marked; arrow keys move the choice.
  expect(await focusedId(page)).toBe('passo-titulo');
  await page.getByText('ATENÇÃO: certifique-se de selecionar o tom correto').waitFor();
  await page.getByText('Tom detectado no áudio: Am — confira antes de seguir').waitFor({ timeout: ANALYSIS_TIMEOUT });
  expect(await radio(page, 'Am').isChecked()).toBe(true);
  expect(await choice(page, 'Am').textContent()).toContain('Sugerido');
  // One key marked (the instrument and shape chips mark their own suggestion, #44).
  expect(await page.locator('label:has(input[name=key])').getByText('Sugerido', { exact: true }).count()).toBe(1);
  // The 24 keys and 'Sem tom definido'.
  expect(await page.locator('input[type=radio][name=key]').count()).toBe(25);
  await radio(page, 'Am').focus();
  await page.keyboard.press('ArrowRight');
  expect(await radio(page, 'A#m').isChecked()).toBe(true);
  await page.keyboard.press('ArrowLeft');
  expect(await radio(page, 'Am').isChecked()).toBe(true);
  expect(await page.locator('input[type=radio][name=type]').count()).toBe(4);
  await choice(page, 'Acapelas').click();
  expect(await radio(page, 'Acapelas').isChecked()).toBe(true);
  await checkLayout(page);
  await shot(page, 'step2-key', width);

  // Step 3: a new category, chosen at once; the same name in another case exists already.
  await createCategories(platform.base, await pageToken(page), platform.databaseUrl, [
    'trap',
    'funk',
    'hip hop',
    'r&b',
    'samba',
    'mpb',
  ]);
  await next(page, '3');
  await page.getByText('funk', { exact: true }).waitFor();
  const category = `Afro Teste ${tag}`;
  await field(page, 'Nova categoria').fill(category);
  await page.getByRole('button', { name: 'Criar categoria' }).click();
  await page.getByText('Categoria criada com sucesso!').waitFor();
  const created = page.locator('label').filter({ hasText: category.toLowerCase() });
  await created.waitFor();
  expect(await created.locator('input[type=radio]').isChecked()).toBe(true);
  await checkLayout(page);
  await shot(page, 'step3-category', width);
  // Read as the same name (case, accents, signs aside): the existing one is named and chosen.
  await field(page, 'Nova categoria').fill(`${category.toUpperCase().replace('TESTE', 'TÉSTE')}.`);
  await page.getByRole('button', { name: 'Criar categoria' }).click();
  await page.getByText('Essa categoria já existe').waitFor();
  await page.getByText(`Escolhemos a existente: ${category.toLowerCase()}.`).waitFor();
  expect(await created.locator('input[type=radio]').isChecked()).toBe(true);
  expect(await page.locator('label').filter({ hasText: category.toLowerCase() }).count()).toBe(1);

  // Back from step 3 goes to step 1 (spec 02 §2), everything kept; the kit and artist are not made again.
  await page.getByRole('button', { name: 'Voltar' }).click();
  await page.waitForURL('**/sound/add/1');
  await page.getByRole('heading', { name: 'Informações básicas' }).waitFor();
  expect(await field(page, 'Nome do som').inputValue()).toBe('Acápela Teste 120');
  expect(await page.getByRole('combobox', { name: 'Drum Kit' }).inputValue()).toBe(drumKit);
  await page.getByText('Seu som entra neste drum kit.').waitFor();
  await page.getByText('acapela-teste.wav').waitFor();
  await page.getByRole('img', { name: 'Capa escolhida' }).waitFor();
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(new URL(request.url()).pathname);
  });
  await next(page, '2');
  expect(posts).toEqual([]);
  expect(await radio(page, 'Am').isChecked()).toBe(true);
  await next(page, '3');
  expect(await created.locator('input[type=radio]').isChecked()).toBe(true);

  // Step 4: the detected range pre-selected and marked.
  await next(page, '4');
  await page.getByText(/BPM detectado: 1(19|20|21) — faixa sugerida 110-130/).waitFor({ timeout: ANALYSIS_TIMEOUT });
  expect(await radio(page, '110-130').isChecked()).toBe(true);
  expect(await choice(page, '110-130').textContent()).toContain('Sugerido');
  expect(await choice(page, '110-130').textContent()).toContain('Pop, Rock, House');
  // The five ranges and 'Sem BPM (one-shot)'.
  expect(await page.locator('input[type=radio][name=bpm]').count()).toBe(6);
  await checkLayout(page);
  await shot(page, 'step4-bpm', width);

  // Back goes to step 2 with the choices kept; then forward again and save.
  await page.getByRole('button', { name: 'Voltar' }).click();
  await page.waitForURL('**/sound/add/2');
  expect(await radio(page, 'Am').isChecked()).toBe(true);
  expect(await radio(page, 'Acapelas').isChecked()).toBe(true);
  await next(page, '3');
  expect(await created.locator('input[type=radio]').isChecked()).toBe(true);
  await next(page, '4');
  expect(await radio(page, '110-130').isChecked()).toBe(true);

  await next(page, 'success');
  await page.getByRole('heading', { name: 'Parabéns' }).waitFor();
  await page.getByText('Seu som foi enviado com sucesso. Em breve estará disponível.').waitFor();
  await page.getByText('Música cadastrada com sucesso!').waitFor();
  expect(await page.evaluate(() => sessionStorage.getItem('uploadSound'))).toBeNull();
  if (width < 768) await page.getByText('Upload realizado').first().waitFor();
  await checkLayout(page);
  await shot(page, 'success', width);

  const uploads = await myUploads(page);
  expect(uploads).toHaveLength(1);
  expect(uploads[0]).toMatchObject({
    name: 'Acápela Teste 120',
    description: 'Voz sobre um clique a 120 BPM, em lá menor.',
    type: 'Acapelas',
    key: 'Am',
    bpm: '110-130',
    isFree: true,
    status: 'private',
    imageUrl: draft.photo_url,
    category: { name: category.toLowerCase() },
    drumKit: { name: drumKit },
    artist: { name: artist },
  });

  await page.getByRole('link', { name: 'Utilizar plataforma' }).click();
  await page.waitForURL('**/dashboardPage');

  // A second upload suggests the drum kit and the artist as they are typed.
  await load(page, `${platform.base}/sound/add/1`, page.getByRole('heading', { name: 'Informações básicas' }));
  const kitField = page.getByRole('combobox', { name: 'Drum Kit' });
  await kitField.scrollIntoViewIfNeeded();
  await kitField.fill('kit teste');
  await page.getByRole('option', { name: drumKit }).waitFor();
  await page.screenshot({ path: `${SCREENSHOTS}/upload-step1-suggestions-${width}.png` });
  // Chosen with the keyboard: arrow down to the suggestion, Enter.
  await kitField.press('ArrowDown');
  await kitField.press('Enter');
  await page.getByText('Seu som entra neste drum kit.').waitFor();
  expect(await kitField.inputValue()).toBe(drumKit);
  const artistField = page.getByRole('combobox', { name: 'Artista' });
  await artistField.fill(tag);
  await page.getByRole('option', { name: artist }).waitFor();
  await artistField.press('ArrowDown');
  await artistField.press('Enter');
  await page.getByText('Artista já cadastrado.').waitFor();
  expect(await artistField.inputValue()).toBe(artist);
  // The category created twice: the browser logs the 409 answer the page turns into 'Essa categoria já existe'.
  expect(errors.filter((error) => !error.includes('status of 409 (Conflict)'))).toEqual([]);
  await page.close();
}

test('a sound goes through the four steps at 1280 px: upload, suggested key and BPM, new category, saved', async () => {
  await uploadThroughWizard(1280);
}, 180000);

test('the same at 390 px, without sideways scrolling', async () => {
  await uploadThroughWizard(390);
}, 180000);

test("a kick has no key nor tempo: none preselected, 'Sem BPM (one-shot)' suggested, saved so, its card says neither", async () => {
  const { page, errors } = await signedInPage(platform, '/sound/add/1', 1280);
  await page.getByRole('heading', { name: 'Informações básicas' }).waitFor();
  await page.getByLabel('Arquivo de áudio').setInputFiles(kickPath);
  await page.getByLabel('Imagem de capa').setInputFiles(coverPath);
  await field(page, 'Nome do som').fill('Kick Seco');
  await field(page, 'Descrição').fill('Um bumbo curto, sem tom nem andamento.');
  await page.getByText('Música enviada e analisada.').waitFor({ timeout: ANALYSIS_TIMEOUT });
  await next(page, '2');

  // Step 2: media's guess of a key is not preselected; 'Sem tom definido' is offered beside the 24.
  await page.getByText(/escolha abaixo, ou 'Sem tom definido' se ele não tem altura definida/).waitFor();
  expect(await page.locator('input[type=radio][name=key]:checked').count()).toBe(0);
  expect(await page.locator('label:has(input[name=key])').getByText('Sugerido', { exact: true }).count()).toBe(0);
  await choice(page, 'sem-tom').click();
  await choice(page, 'Samples').click();
  await shot(page, 'step2-no-key', 1280);

  const category = `bumbos ${Date.now().toString(36)}`;
  await createCategories(platform.base, await pageToken(page), platform.databaseUrl, [category]);
  await next(page, '3');
  await page.locator('label').filter({ hasText: category }).click();

  // Step 4: no pulse, so the one-shot choice is the suggestion, and no tempo is asked.
  await next(page, '4');
  await page.getByText("Não há pulso neste áudio: sugerimos 'Sem BPM (one-shot)'").waitFor();
  expect(await radio(page, 'sem-bpm').isChecked()).toBe(true);
  expect(await choice(page, 'sem-bpm').textContent()).toContain('Sugerido');
  await checkLayout(page);
  await shot(page, 'step4-one-shot', 1280);
  await next(page, 'success');

  expect(await myUploads(page)).toEqual([expect.objectContaining({ name: 'Kick Seco', key: null, bpm: null })]);
  await page.goto(`${platform.base}/profile/uploads`);
  const kick = page.getByRole('article', { name: 'Kick Seco', exact: true });
  await kick.waitFor();
  expect(await kick.textContent()).toContain('Samples');
  // No key ('Tom …') nor tempo; the analysis' instrument tag ('Instrumento: …') may name a tom.
  expect(await kick.textContent()).not.toMatch(/BPM|null|(?<!Instrumento: )Tom/);
  expect(errors).toEqual([]);
  await page.close();
}, 120000);

test('a drum kit name the person already has, typed without picking it, is that kit: the wizard says so', async () => {
  const { page, errors } = await signedInPage(platform, '/sound/add/1', 1280);
  await page.getByRole('heading', { name: 'Informações básicas' }).waitFor();
  const token = await pageToken(page);
  const kitName = `Kit Repetido ${Date.now().toString(36)}`;
  const created = await fetch(`${platform.base}/api/drum-kits`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: kitName }),
  });
  expect(created.status).toBe(201);
  const kitId = ((await created.json()) as { drumKit: { id: string } }).drumKit.id;

  await page.getByLabel('Arquivo de áudio').setInputFiles(audioPath);
  await page.getByLabel('Imagem de capa').setInputFiles(coverPath);
  await field(page, 'Nome do som').fill('Segundo Som do Kit');
  await field(page, 'Descrição').fill('Mais um som para um kit que já existe.');
  // Typed in full (another case), the suggestion left alone.
  await page.getByRole('combobox', { name: 'Drum Kit' }).fill(kitName.toUpperCase());
  await page.keyboard.press('Escape');
  await page.getByText('Música enviada e analisada.').waitFor({ timeout: ANALYSIS_TIMEOUT });
  await next(page, '2');
  await page.getByText(`Você já tem o Drum Kit "${kitName}": este som vai entrar nele.`).waitFor();
  await shot(page, 'existing-drum-kit', 1280);
  const draft = await page.evaluate(() => JSON.parse(sessionStorage.getItem('uploadSound') ?? 'null'));
  expect(draft).toMatchObject({ album: kitId, albumName: kitName });
  // The 409 the page turns into that message is the only thing the browser logs.
  expect(errors.filter((error) => !error.includes('status of 409 (Conflict)'))).toEqual([]);
  await page.close();
}, 120000);

test("an unknown step says 'Invalid Step'; steps without a draft go back; success without a sound leads to /login", async () => {
  const { page, errors } = await signedInPage(platform, '/sound/add/7', 390);
  await page.getByRole('heading', { name: 'Invalid Step' }).waitFor();
  await shot(page, 'invalid-step', 390);

  for (const step of ['2', '3', '4']) {
    await page.goto(`${platform.base}/sound/add/${step}`);
    await page.waitForURL('**/sound/add/1');
    await page.getByRole('heading', { name: 'Informações básicas' }).waitFor();
  }

  await page.goto(`${platform.base}/sound/add/success`);
  await page.getByRole('heading', { name: 'Parabéns' }).waitFor();
  expect(await page.getByRole('link', { name: 'Utilizar plataforma' }).getAttribute('href')).toBe('/login');

  await page.goto(`${platform.base}/sound/qualquer`);
  await page.waitForURL('**/sound/add/1');
  expect(errors).toEqual([]);
  await page.close();
}, 60000);
