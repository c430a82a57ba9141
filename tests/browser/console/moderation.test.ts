/// <reference lib="dom" />
// Issue #16 in a browser: an administrator finds a user in the console's Usuários and makes them
// an administrator (after a confirmation), hides and publishes a sound from Sons, the catalogue
// following at once, and sends a sound whose processing failed back to processing. A search whose
// answers come back out of order still shows what the box holds (issue #43: react-query keeps each
// search's answer under its own filter, so a late one never replaces the list on screen).
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { eventually } from '@sampleteca/testing';
import { horizontalOverflow, unlabelledInputs } from '../accounts/accountsPlatform';
import { startCataloguePlatform, type Account, type CataloguePlatform } from '../catalogue/browseSupport';
import { consoleSignIn, grantAdmin, pendingRequestOf, publishedSound } from '../distribution/distributionSupport';
import { searchConsoleList } from './consoleList';
import { load } from '../support/visit';

const SCREENSHOTS = 'var/screenshots/console';

let platform: CataloguePlatform;
let admin: Account;
let producer: Account;
let listener: Account;

beforeAll(async () => {
  platform = await startCataloguePlatform();
  mkdirSync(SCREENSHOTS, { recursive: true });
  admin = await grantAdmin(platform, await platform.createAccount('Ana Moderadora'));
  producer = await platform.createAccount('Bruno Batidas');
  listener = await platform.createAccount('Carla Ouvinte');
}, 180_000);

afterAll(() => platform?.stop());

/** The console at `path`, signed in, once the screen shows its data: a list's rows or a record's form. */
async function openConsole(path: string, width = 1280): Promise<Page> {
  const { page } = await platform.open('/console/', width);
  await consoleSignIn(page, platform.base, admin);
  await load(page, `${platform.base}/console/#${path}`, page.locator('main .RaDataTable-row, main form'));
  return page;
}

/** A beat of the producer's (Am, 85–100 BPM) in a category of its own, approved and public: its id. */
async function publishedBeat(name: string, category: string): Promise<string> {
  const categoryId = await platform.createCategory(producer.token, category);
  return publishedSound(platform, producer, admin, { name, type: 'Beats', key: 'Am', bpm: '85-100', categoryId });
}

test('an administrator finds a user by name, makes them an administrator and the console opens to them', async () => {
  const page = await openConsole('/users');
  await searchConsoleList(page, 'Buscar por nome ou e-mail', 'Bruno');
  await page.getByRole('cell', { name: 'Bruno Batidas' }).click();
  await page.getByRole('tab', { name: 'Perfil' }).waitFor();
  await page.getByText('Sons enviados').waitFor();
  expect(await unlabelledInputs(page)).toEqual([]);
  await page.screenshot({ path: `${SCREENSHOTS}/usuario-1280.png`, fullPage: true });

  await page.getByRole('button', { name: 'Tornar administrador' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tornar Bruno Batidas administrador?' });
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await page.getByText('Bruno Batidas agora é administrador.').waitFor();
  await page.getByRole('button', { name: 'Remover administrador' }).waitFor();
  await page.context().close();

  // Effective at once: Bruno signs in to the console.
  const { page: own } = await platform.open('/console/');
  await consoleSignIn(own, platform.base, producer);
  await own.getByRole('menuitem', { name: 'Usuários' }).waitFor();
  await own.context().close();
}, 180_000);

test("a search's late answer never replaces the list of what the box holds (issue #43)", async () => {
  await platform.createAccount('Walter Vinil');
  await platform.createAccount('Walkcat Beats');
  const page = await openConsole('/users');
  const searched = (url: string) => {
    const { pathname, searchParams } = new URL(url);
    if (pathname !== '/api/admin/users') return undefined;
    return (JSON.parse(searchParams.get('filter') ?? '{}') as { q?: string }).q;
  };
  // The network answers out of order: 'wal' is held until 'walkcat' has been answered and shown.
  let releaseWal = () => {};
  const walReleased = new Promise<void>((resolve) => (releaseWal = resolve));
  await page.route('**/api/admin/users?*', async (route) => {
    if (searched(route.request().url()) === 'wal') await walReleased;
    await route.continue();
  });
  const walAsked = page.waitForRequest((request) => searched(request.url()) === 'wal');
  const walAnswered = page.waitForResponse((response) => searched(response.url()) === 'wal');
  const names = page.getByRole('row').locator('td.column-fullName');
  const loading = page.getByRole('progressbar', { name: 'Carregando', exact: true });

  // A typist who pauses just long enough for 'wal' to be searched, then goes on.
  const box = page.getByLabel('Buscar por nome ou e-mail');
  await box.pressSequentially('wal');
  await walAsked;
  await box.pressSequentially('kcat');
  await eventually(async () => expect(await names.allTextContents()).toEqual(['Walkcat Beats']));
  await loading.waitFor();

  // 'wal' answers last; the console has read it once its loading indicator is gone.
  releaseWal();
  await walAnswered;
  await loading.waitFor({ state: 'hidden' });
  expect(await names.allTextContents()).toEqual(['Walkcat Beats']);
  expect(await box.inputValue()).toBe('walkcat');
  expect(decodeURIComponent(page.url())).toContain('"q":"walkcat"');
  await page.context().close();
}, 120_000);

test('a person who is not an administrator is refused at the console and by its routes', async () => {
  const { page } = await platform.open('/console/');
  await page.getByLabel('E-mail').fill(listener.email);
  await page.getByLabel('Senha').fill(listener.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.getByText('Acesso restrito a administradores.').waitFor();
  expect(page.url()).toContain('#/login');
  expect(await page.getByRole('menuitem', { name: 'Usuários' }).count()).toBe(0);
  await page.context().close();

  // The server says the same whatever the console shows (every admin route: route-guards).
  for (const path of ['/api/admin/users', '/api/admin/sounds', `/api/admin/media/audio/${listener.id}/retry`]) {
    const method = path.endsWith('/retry') ? 'POST' : 'GET';
    expect((await platform.api(listener.token, method, path)).status).toBe(403);
  }
}, 120_000);

test('hiding a sound takes it out of the catalogue; publishing brings it back; keyboard and a phone work', async () => {
  const soundId = await publishedBeat('Batida Para Moderar', 'moderação no console');
  const visibleToListener = async () =>
    (await platform.api<{ status: string }>(listener.token, 'GET', `/api/sounds/${soundId}`)).status;
  expect(await visibleToListener()).toBe(200);

  const page = await openConsole('/sounds');
  await searchConsoleList(page, 'Buscar sons', 'Moderar');
  const row = page.getByRole('row').filter({ hasText: 'Batida Para Moderar' });
  await row.getByText('Público').waitFor();
  await row.getByRole('button', { name: 'Esconder' }).click();
  await page.getByText('Som escondido do catálogo.').waitFor();
  // Done on the server when the notice says so (the catalogue follows by an event).
  await eventually(async () => expect(await visibleToListener()).toBe(404), 15_000, 250);
  await row.getByText('Privado').waitFor();

  await row.getByRole('button', { name: 'Publicar' }).focus();
  await page.keyboard.press('Enter');
  await page.getByText('Som publicado no catálogo.').waitFor();
  await eventually(async () => expect(await visibleToListener()).toBe(200), 15_000, 250);
  // The row opens on its preview, to hear before deciding: from the keyboard too (react-admin's own
  // expand arrow is hidden from it), and the player it opens takes the focus next.
  const details = row.getByRole('button', { name: 'Ouvir e ver detalhes de Batida Para Moderar' });
  await details.focus();
  await page.keyboard.press('Enter');
  await page.getByLabel('Ouvir Batida Para Moderar').waitFor();
  await expect(
    row.getByRole('button', { name: 'Fechar detalhes de Batida Para Moderar' }).getAttribute('aria-expanded'),
  ).resolves.toBe('true');
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SCREENSHOTS}/sons-1280.png`, fullPage: true });
  await page.context().close();

  const phone = await openConsole('/sounds', 390);
  await phone.getByLabel('Buscar sons').waitFor();
  expect(await unlabelledInputs(phone)).toEqual([]);
  expect(await horizontalOverflow(phone)).toBeLessThanOrEqual(0);
  await phone.screenshot({ path: `${SCREENSHOTS}/sons-390.png`, fullPage: true });
  await phone.context().close();
}, 180_000);

test("an approval is on the server when its notice shows; 'Desfazer' undoes it there; each row's buttons name their sound", async () => {
  const categoryId = await platform.createCategory(producer.token, 'desfazer no console');
  const soundId = await platform.createSound(producer.token, {
    name: 'Acapela Quase Aprovada',
    type: 'Acapelas',
    key: 'Dm',
    bpm: '110-130',
    categoryId,
  });
  const otherId = await platform.createSound(producer.token, {
    name: 'Acapela Aprovada Sem Volta',
    type: 'Acapelas',
    key: 'Em',
    bpm: '110-130',
    categoryId,
  });
  const request = await pendingRequestOf(platform, admin, soundId);
  const other = await pendingRequestOf(platform, admin, otherId);
  const statusOf = async (id: string) =>
    (await platform.api<{ status: string }>(admin.token, 'GET', `/api/distribution-requests/${id}`)).body.status;

  const page = await openConsole('/distribution-requests');
  // A screen reader tells the rows' buttons apart by the sound each acts on.
  await page.getByRole('button', { name: /Aprovar .*Acapela Quase Aprovada/ }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'Solicitação aprovada!' });
  // The pointer on the notice holds it open (MUI pauses its timer), so what follows is before its end.
  await notice.hover();
  expect(await statusOf(request.id)).toBe('approved');

  await notice.getByRole('button', { name: 'Desfazer' }).click();
  await page.getByText('Decisão desfeita: a solicitação voltou a ficar pendente.').waitFor();
  expect(await statusOf(request.id)).toBe('pending');
  await eventually(async () =>
    expect(
      (await platform.api<{ review: string }>(producer.token, 'GET', `/api/sounds/${soundId}`)).body,
    ).toMatchObject({ status: 'private', review: 'pending' }),
  );
  await page.getByRole('button', { name: /Aprovar .*Acapela Quase Aprovada/ }).waitFor();
  expect(await page.getByRole('link', { name: /Exibir .*Acapela Quase Aprovada/ }).count()).toBe(1);

  // The tab closed as soon as the notice shows: the approval is kept.
  await page.getByRole('button', { name: /Aprovar .*Acapela Aprovada Sem Volta/ }).click();
  await page.getByText('Solicitação aprovada!').waitFor();
  await page.context().close();
  expect(await statusOf(other.id)).toBe('approved');
}, 180_000);

test('a sound whose processing failed on our side is processed again from Sons and becomes playable', async () => {
  const soundId = await platform.createSound(producer.token, {
    name: 'Loop Que Falhou',
    type: 'Melody',
    key: 'C',
    bpm: '110-130',
    categoryId: await platform.createCategory(producer.token, 'reprocessar no console'),
  });
  // As media leaves a file whose last attempt failed on our side (storage, tools): failed, original kept.
  const failure = 'Não foi possível processar o áudio agora. Tente enviar o arquivo novamente mais tarde.';
  const { rows } = await platform.db.query<{ audio_id: string }>(
    'SELECT audio_id FROM catalogue.sounds WHERE id = $1',
    [soundId],
  );
  const audioId = rows[0].audio_id;
  await platform.db.query(
    `UPDATE media.audio_files SET status = 'failed', failure_code = 'AUDIO_PROCESSING_FAILED',
       failure_message = $2, preview_key = NULL WHERE id = $1`,
    [audioId, failure],
  );
  await platform.db.query(
    `UPDATE catalogue.audio_files SET status = 'failed', failure_message = $2 WHERE audio_id = $1`,
    [audioId, failure],
  );

  const page = await openConsole('/sounds');
  await searchConsoleList(page, 'Buscar sons', 'Que Falhou');
  const row = page.getByRole('row').filter({ hasText: 'Loop Que Falhou' });
  await row.getByText('Falhou', { exact: true }).waitFor();
  await row.getByRole('button', { name: 'Ouvir e ver detalhes de Loop Que Falhou' }).click();
  await page.getByText(`Falha no processamento: ${failure}`).waitFor();
  // A refetch can re-render the row under the pointer and lose a click (seen under the suite's
  // load): click again until the request has left, never after.
  const isRetry = (url: string) => url.endsWith(`/api/admin/media/audio/${audioId}/retry`);
  const retried = page.waitForResponse((response) => isRetry(response.url()));
  let sent = false;
  page.on('request', (request) => {
    if (isRetry(request.url())) sent = true;
  });
  await eventually(
    async () => {
      if (!sent) await page.getByRole('button', { name: 'Processar de novo' }).click({ timeout: 3_000 });
      expect(sent).toBe(true);
    },
    30_000,
    1_000,
  );
  expect((await retried).status()).toBe(202);
  // ('Na fila para processar de novo.' replaces the button only until the row is read again.)
  await page.getByText('O áudio voltou à fila de processamento.').waitFor();

  // Ready again: the owner hears it, and the console says so.
  await eventually(
    async () => {
      const shown = await platform.api<{ audio: { status: string } }>(producer.token, 'GET', `/api/sounds/${soundId}`);
      expect(shown.body.audio.status).toBe('ready');
    },
    60_000,
    500,
  );
  // The address keeps the search: the list comes back filtered.
  await page.reload();
  await row.getByText('Pronto', { exact: true }).waitFor();
  await page.context().close();
}, 180_000);

test("an administrator corrects a sound's exact tempo from its edit page; its BPM range follows", async () => {
  const soundId = await publishedBeat('Batida Mal Medida', 'correção no console');
  const page = await openConsole(`/sounds/${soundId}`);
  const tempo = page.getByLabel('Andamento exato (BPM)');
  await tempo.fill('500');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await page.getByText('O andamento deve estar entre 40 e 300 BPM.').first().waitFor();
  await tempo.fill('140');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await eventually(
    async () => {
      const shown = await platform.api<{ tempo: number | null; bpm: string }>(
        listener.token,
        'GET',
        `/api/sounds/${soundId}`,
      );
      expect(shown.body).toMatchObject({ tempo: 140, bpm: '130-150' });
    },
    20_000,
    250,
  );
  // #44: that edit sent no tags (an analysis' reading stays the analysis'); an instrument chosen
  // here is the producer's word from then on.
  const tags = async () =>
    (
      await platform.api<{ instrumentFamily: string | null; familySource: string | null }>(
        listener.token,
        'GET',
        `/api/sounds/${soundId}`,
      )
    ).body;
  expect((await tags()).familySource).not.toBe('producer');
  await page.goto(`${platform.base}/console/#/sounds/${soundId}`);
  // The form re-renders when its record arrives (closing an open menu): choose until it holds.
  await eventually(async () => {
    await page.getByRole('combobox', { name: 'Instrumento' }).click();
    await page.getByRole('option', { name: 'Caixa' }).click({ timeout: 2_000 });
    await expect(page.getByRole('combobox', { name: 'Instrumento' }).textContent()).resolves.toContain('Caixa');
  }, 20_000);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await eventually(
    async () => expect(await tags()).toMatchObject({ instrumentFamily: 'snare', familySource: 'producer' }),
    20_000,
    250,
  );
  await page.context().close();
}, 120_000);
