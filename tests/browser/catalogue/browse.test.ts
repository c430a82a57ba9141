/// <reference lib="dom" />
// Spec 02 §2 in a browser: the catalogue with its filters in the address, the waveform player,
// likes, downloads, the profile tabs with deletion, artist, drum kit and producer pages.
import { renameSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { ADMIN_MENU, expectAccountMenu, horizontalOverflow, unlabelledInputs } from '../accounts/accountsPlatform';
import {
  SCREENSHOTS,
  card,
  listedSounds,
  signIn,
  startCataloguePlatform,
  type Account,
  type CataloguePlatform,
} from './browseSupport';
import { saveDownload } from './saveDownload';
import { visit } from '../support/visit';

let platform: CataloguePlatform;
let owner: Account;
let listener: Account;
let acapelaId: string;
let kitId: string;
let categoryId: string;

// Long names: on a phone they end in an ellipsis, the title across the card (#43).
const ACAPELA = 'Acápela Solar de Domingo à Tarde no Terraço';
const BEAT = 'Batida Noturna';
const SAMPLE = 'Sample de Rascunho';

beforeAll(async () => {
  platform = await startCataloguePlatform();
  owner = await platform.createAccount('Olivia Sampleira de Albuquerque Figueiredo', {
    instagramUrl: 'https://instagram.com/olivia',
  });
  listener = await platform.createAccount('Vitor Ouvinte');
  categoryId = await platform.createCategory(owner.token, 'Funk');
  kitId = await platform.createDrumKit(owner.token, 'Kit Verão');
  // Oldest first: the catalogue lists the newest first.
  await platform.createSound(owner.token, {
    name: SAMPLE,
    type: 'Samples',
    key: 'C',
    bpm: '110-130',
    categoryId,
    synth: ['synth', '3', 'pluck', 'C3', 'tremolo', '6', '60'],
  });
  await platform.createSound(owner.token, {
    name: BEAT,
    type: 'Beats',
    key: 'F#m',
    bpm: '130-150',
    categoryId,
    synth: ['synth', '4', 'square', '110', 'tremolo', '4', '95'],
  });
  acapelaId = await platform.createSound(owner.token, {
    name: ACAPELA,
    type: 'Acapelas',
    key: 'Am',
    bpm: '85-100',
    categoryId,
    drumKitId: kitId,
    cover: true,
    synth: ['synth', '4', 'sine', '220-660', 'tremolo', '3', '90', 'fade', '0', '4', '1'],
  });
}, 240000);

afterAll(async () => {
  await platform?.stop();
});

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A filter button by its label (its name goes on with the count: 'Acapelas (1 som)'). */
const filterButton = (scope: Page | Locator, label: string) =>
  scope.getByRole('button', { name: new RegExp(`^${escape(label)}( \\(|$)`) });

const path = (page: Page) => {
  const url = new URL(page.url());
  return `${decodeURIComponent(url.pathname)}${decodeURIComponent(url.search)}`;
};

test('the owner filters by type and by a search typed without accents; the address keeps the filters', async () => {
  const { page, errors } = await platform.open('/login');
  await signIn(page, platform.base, owner);
  await visit(page, '/dashboardPage', page.getByRole('heading', { name: 'Catálogo de sons' }));
  await card(page, ACAPELA).waitFor();
  expect(await listedSounds(page)).toEqual([ACAPELA, BEAT, SAMPLE]);
  await page.getByText('3 sons encontrados').waitFor();
  // New sounds are private: their owner sees them, marked.
  expect(await card(page, ACAPELA).getByText('Privado').count()).toBe(1);
  expect(await page.getByRole('link', { name: 'Subir meu som' }).getAttribute('href')).toBe('/sound/add/1');
  expect(await unlabelledInputs(page)).toEqual([]);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await shot(page, 'dashboard-1280');

  // A type: in the path, one sound left; choosing it again clears it.
  const filters = page.getByRole('complementary', { name: 'Filtros' });
  await filterButton(filters, 'Acapelas').click();
  await page.waitForURL('**/dashboardPage/type/Acapelas');
  await page.getByRole('heading', { name: 'Acapelas', level: 2 }).waitFor();
  await page.getByText('1 som encontrado').waitFor();
  expect(await listedSounds(page)).toEqual([ACAPELA]);
  expect(await filterButton(filters, 'Acapelas').getAttribute('aria-pressed')).toBe('true');
  await filterButton(filters, 'Acapelas').click();
  await page.waitForURL((url) => url.pathname === '/dashboardPage');
  await page.getByText('3 sons encontrados').waitFor();

  // A search without the accent finds the accented name, once typing pauses.
  await page.getByRole('searchbox', { name: 'Buscar sons' }).fill('acapela');
  await page.waitForURL((url) => url.searchParams.get('search') === 'acapela');
  await page.getByText('1 som encontrado').waitFor();
  expect(await listedSounds(page)).toEqual([ACAPELA]);

  // Another filter joins the search in the address; a reload keeps both.
  await filterButton(filters, 'Am').click();
  await page.waitForURL((url) => url.searchParams.get('key') === 'Am');
  expect(path(page)).toBe('/dashboardPage?key=Am&search=acapela');
  await page.reload();
  await card(page, ACAPELA).waitFor();
  expect(await listedSounds(page)).toEqual([ACAPELA]);
  expect(await page.getByRole('searchbox', { name: 'Buscar sons' }).inputValue()).toBe('acapela');
  expect(await filterButton(filters, 'Am').getAttribute('aria-pressed')).toBe('true');
  await shot(page, 'dashboard-filtered-1280');

  // A shared address with the type in its path.
  await page.goto(`${platform.base}/dashboardPage/type/Beats`);
  await card(page, BEAT).waitFor();
  expect(await listedSounds(page)).toEqual([BEAT]);

  // Nothing found.
  await visit(page, '/dashboardPage?search=nada-com-esse-nome', page.getByText('Nenhuma música por aqui'));
  await page.getByRole('button', { name: 'Limpar filtros' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboardPage' && url.search === '');
  await card(page, SAMPLE).waitFor();
  expect(await page.getByRole('searchbox', { name: 'Buscar sons' }).inputValue()).toBe('');

  expect(errors).toEqual([]);
  await page.close();
}, 120000);

test('the owner plays one sound at a time, likes and downloads it, and deletes another from Meus Uploads', async () => {
  const { page, errors } = await platform.open('/login');
  await signIn(page, platform.base, owner);
  // Nothing is downloaded for a waveform: the MP3 comes on the first play.
  const previews: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/preview')) previews.push(request.url());
  });
  await page.goto(`${platform.base}/dashboardPage`);
  const acapela = card(page, ACAPELA);
  await acapela.getByRole('slider', { name: `Posição de ${ACAPELA}` }).waitFor();
  expect(previews).toEqual([]);

  await acapela.getByRole('button', { name: `Tocar ${ACAPELA}` }).click();
  const position = acapela.getByRole('slider', { name: `Posição de ${ACAPELA}` });
  await page.waitForFunction(
    (element) => Number(element?.getAttribute('aria-valuenow')) > 0,
    await position.elementHandle(),
    { timeout: 15000 },
  );
  await acapela.getByRole('button', { name: `Pausar ${ACAPELA}` }).waitFor();
  expect(previews.length).toBeGreaterThan(0);
  await acapela.screenshot({ path: `${SCREENSHOTS}/sound-card-playing-1280.png` });

  // Starting another sound pauses the first.
  const beat = card(page, BEAT);
  await beat.getByRole('button', { name: `Tocar ${BEAT}` }).click();
  await beat.getByRole('button', { name: `Pausar ${BEAT}` }).waitFor({ timeout: 15000 });
  await acapela.getByRole('button', { name: `Tocar ${ACAPELA}` }).waitFor();
  await beat.getByRole('button', { name: `Pausar ${BEAT}` }).click();
  await beat.getByRole('button', { name: `Tocar ${BEAT}` }).waitFor();

  // Keyboard and mouse keep the focus on the one play button, whose label changes (#43): Enter
  // plays, and Space then pauses instead of scrolling the page.
  const sample = card(page, SAMPLE);
  const playSample = sample.getByRole('button', { name: `Tocar ${SAMPLE}` });
  await sample.getByRole('slider', { name: `Posição de ${SAMPLE}` }).focus();
  await page.keyboard.press('Shift+Tab');
  const button = await playSample.elementHandle();
  expect(await page.evaluate((element) => document.activeElement === element, button)).toBe(true);
  await page.keyboard.press('Enter');
  await sample.getByRole('button', { name: `Pausar ${SAMPLE}` }).waitFor({ timeout: 15000 });
  expect(await page.evaluate((element) => document.activeElement === element, button)).toBe(true);
  const scrolled = await page.evaluate(() => window.scrollY);
  await page.keyboard.press('Space');
  await playSample.waitFor();
  expect(await page.evaluate((element) => document.activeElement === element, button)).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await playSample.click();
  await sample.getByRole('button', { name: `Pausar ${SAMPLE}` }).waitFor({ timeout: 15000 });
  expect(await page.evaluate((element) => document.activeElement === element, button)).toBe(true);
  await page.keyboard.press('Space');
  await playSample.waitFor();

  // The keyboard seeks on the waveform.
  await position.focus();
  await page.keyboard.press('Home');
  expect(await position.getAttribute('aria-valuenow')).toBe('0');

  // A like shows at once, then is saved.
  const likeButton = acapela.getByRole('button', { name: `Curtir ${ACAPELA}` });
  expect(await likeButton.getAttribute('aria-pressed')).toBe('false');
  const saved = page.waitForResponse(
    (response) => response.url().endsWith(`/api/sounds/${acapelaId}/like`) && response.request().method() === 'PUT',
  );
  await likeButton.click();
  const liked = acapela.getByRole('button', { name: `Descurtir ${ACAPELA}` });
  expect(await liked.getAttribute('aria-pressed')).toBe('true');
  expect(await liked.textContent()).toContain('1');
  expect((await saved).status()).toBe(200);

  // The download saves '<name>.mp3', or the WAV it was uploaded as: the card asks which.
  const download = await saveDownload(page, () => acapela.getByRole('button', { name: `Baixar ${ACAPELA}` }).click());
  expect(download.suggestedFilename()).toBe(`${ACAPELA}.mp3`);
  expect((await download.failure()) ?? null).toBeNull();
  await acapela
    .getByRole('button', { name: `Baixar ${ACAPELA}` })
    .getByText('1')
    .waitFor();
  const asking = page.waitForEvent('download');
  await acapela.getByRole('button', { name: `Baixar ${ACAPELA}` }).click();
  const choice = page.getByRole('dialog', { name: `Baixar ${ACAPELA}` });
  await choice.getByText('Os dois contam um só download.').waitFor();
  await choice.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((a) => a.finished)));
  await page.screenshot({ path: `${SCREENSHOTS}/download-choice-1280.png` });
  await choice.getByRole('button', { name: 'Original (WAV)' }).click();
  const original = await asking;
  expect(original.suggestedFilename()).toBe(`${ACAPELA}.wav`);
  expect((await original.failure()) ?? null).toBeNull();
  // One download per person and sound, whichever file.
  expect(await acapela.getByRole('button', { name: `Baixar ${ACAPELA}` }).textContent()).toContain('1');

  // Dragging a card out of the window downloads it too (a drop nowhere: dropEffect 'none').
  const dragged = await saveDownload(page, () =>
    beat.evaluate((element) => {
      const dataTransfer = new DataTransfer();
      element.dispatchEvent(new DragEvent('dragstart', { bubbles: true, dataTransfer }));
      element.dispatchEvent(new DragEvent('dragend', { bubbles: true, dataTransfer }));
    }),
  );
  expect(dragged.suggestedFilename()).toBe(`${BEAT}.mp3`);

  // The like and the download survive a reload and show in the profile tabs.
  await page.reload();
  await card(page, ACAPELA).waitFor();
  expect(
    await card(page, ACAPELA)
      .getByRole('button', { name: `Descurtir ${ACAPELA}` })
      .textContent(),
  ).toContain('1');
  await visit(page, '/profile/liked', page.getByRole('heading', { name: 'Minhas curtidas', level: 1 }));
  await page.getByText(`Olá ${owner.name}.`).waitFor();
  await page.getByText('Como você está se sentindo hoje?').waitFor();
  await card(page, ACAPELA).waitFor();
  expect(await listedSounds(page)).toEqual([ACAPELA]);
  expect(await page.getByRole('link', { name: 'Curtidas' }).getAttribute('aria-current')).toBe('page');
  await shot(page, 'profile-liked-1280');

  await page.getByRole('navigation', { name: 'Minha conta' }).getByRole('link', { name: 'Downloads' }).click();
  await page.waitForURL('**/profile/downloads');
  await page.getByRole('heading', { name: 'Meus Downloads', level: 1 }).waitFor();
  await card(page, ACAPELA).waitFor();
  expect(await listedSounds(page)).toEqual([BEAT, ACAPELA]);
  // Deleting belongs to 'Meus Uploads' only.
  expect(await page.getByRole('button', { name: /^Excluir/ }).count()).toBe(0);
  await shot(page, 'profile-downloads-1280');

  // The header's profile button leads to 'Meus Uploads'.
  await page.getByRole('link', { name: 'Minha área' }).click();
  await page.waitForURL('**/profile/uploads');
  await page.getByRole('heading', { name: 'Meus Uploads', level: 1 }).waitFor();
  await card(page, SAMPLE).waitFor();
  expect(await listedSounds(page)).toEqual([ACAPELA, BEAT, SAMPLE]);
  await shot(page, 'profile-uploads-1280');

  await card(page, SAMPLE)
    .getByRole('button', { name: `Excluir ${SAMPLE}` })
    .click();
  const dialog = page.getByRole('alertdialog', { name: 'Você tem certeza que quer excluir o som?' });
  await dialog.waitFor();
  await shot(page, 'profile-uploads-delete-dialog-1280');
  await dialog.getByRole('button', { name: 'Excluir' }).click();
  await page.getByText('Som removido com sucesso!').waitFor();
  await card(page, SAMPLE).waitFor({ state: 'detached' });
  expect(await listedSounds(page)).toEqual([ACAPELA, BEAT]);
  const gone = await platform.api(owner.token, 'GET', '/api/library/uploads');
  expect((gone.body as { total: number }).total).toBe(2);

  expect(errors).toEqual([]);
  await page.close();
}, 120000);

test('a sound whose audio cannot load says so on its card, and plays when tried again', async () => {
  const { page } = await platform.open('/login');
  await signIn(page, platform.base, owner);
  const sound = card(page, BEAT);
  await visit(page, '/dashboardPage', sound);
  // The file is gone (or the network fails) when play is pressed.
  const missing = (route: { fulfill: (answer: { status: number }) => Promise<void> }) => route.fulfill({ status: 404 });
  await page.route('**/api/media/**', missing);
  await sound.getByRole('button', { name: `Tocar ${BEAT}` }).click();
  await sound.getByRole('alert').filter({ hasText: 'Não foi possível tocar este som' }).waitFor({ timeout: 15000 });
  const play = sound.getByRole('button', { name: `Tocar ${BEAT}` });
  expect(await play.isEnabled()).toBe(true);
  await sound.screenshot({ path: `${SCREENSHOTS}/sound-card-play-failed-1280.png` });

  await page.unroute('**/api/media/**', missing);
  await play.click();
  await sound.getByRole('button', { name: `Pausar ${BEAT}` }).waitFor({ timeout: 15000 });
  expect(await sound.getByRole('alert').count()).toBe(0);
  await sound.getByRole('button', { name: `Pausar ${BEAT}` }).click();
  await page.close();
});

test("a download whose file is gone says 'Problema ao tentar fazer o Download' and counts nothing", async () => {
  const MISSING = 'Som Sem Arquivo';
  const soundId = await platform.createSound(owner.token, {
    name: MISSING,
    type: 'Samples',
    key: 'D',
    bpm: '110-130',
    categoryId,
    synth: ['synth', '2', 'sine', '294'],
  });
  try {
    // The file leaves storage behind the catalogue's back (a lost disk, a bucket emptied by hand).
    const { rows } = await platform.db.query<{ audio_id: string }>(
      'SELECT audio_id FROM catalogue.sounds WHERE id = $1',
      [soundId],
    );
    const audioDir = join(platform.mediaDir, 'audio', rows[0].audio_id);
    renameSync(audioDir, `${audioDir}-sumido`);

    const { page } = await platform.open('/login');
    await signIn(page, platform.base, owner);
    const sound = card(page, MISSING);
    await visit(page, '/profile/uploads', sound);
    let saved = false;
    page.on('download', () => (saved = true));
    await sound.getByRole('button', { name: `Baixar ${MISSING}` }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Problema ao tentar fazer o Download' });
    await toast.waitFor();
    await toast.getByText('O arquivo deste som não está disponível agora').waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/download-file-missing-1280.png` });
    expect(saved).toBe(false);
    expect(await sound.getByRole('button', { name: `Baixar ${MISSING}` }).textContent()).not.toContain('1');
    // Nothing was counted: not on the card after a reload, not in 'Meus Downloads'.
    const after = await platform.api<{ downloads: number; downloaded: boolean }>(
      owner.token,
      'GET',
      `/api/sounds/${soundId}`,
    );
    expect(after.body).toMatchObject({ downloads: 0, downloaded: false });
    const mine = await platform.api<{ items: { id: string }[] }>(owner.token, 'GET', '/api/library/downloads');
    expect(mine.body.items.map((item) => item.id)).not.toContain(soundId);
    await page.close();
  } finally {
    // The other tests' lists stay as they were.
    await platform.api(owner.token, 'DELETE', `/api/sounds/${soundId}`);
  }
});

test('Próxima and Anterior page through 45 sounds, each page asked from a sound of the page seen', async () => {
  // 45 public copies of the beat, a minute apart: 'Onda Paginada 01' the oldest.
  const { rows } = await platform.db.query<{ name: string; id: string }>(
    `WITH source AS (SELECT * FROM catalogue.sounds WHERE name = $1),
          copies AS (SELECT n, gen_random_uuid() AS audio_id FROM generate_series(1, 45) AS n),
          audio AS (
            INSERT INTO catalogue.audio_files (audio_id, owner_id, status, duration_seconds, peaks, preview_url)
            SELECT c.audio_id, a.owner_id, a.status, a.duration_seconds, a.peaks, a.preview_url
              FROM copies c, catalogue.audio_files a JOIN source s ON s.audio_id = a.audio_id)
     INSERT INTO catalogue.sounds (name, description, type, key, bpm, category_id, owner_id, owner_name, audio_id,
                                   status, created_at)
     SELECT 'Onda Paginada ' || lpad(c.n::text, 2, '0'), s.description, s.type, s.key, s.bpm, s.category_id,
            s.owner_id, s.owner_name, c.audio_id, 'public', now() - interval '1 day' + c.n * interval '1 minute'
       FROM copies c, source s
     RETURNING name, id`,
    [BEAT],
  );
  const idOf = Object.fromEntries(rows.map((row) => [row.name, row.id]));
  const named = (from: number, to: number) =>
    Array.from({ length: from - to + 1 }, (_, index) => `Onda Paginada ${String(from - index).padStart(2, '0')}`);

  try {
    const { page, errors } = await platform.open('/login');
    await signIn(page, platform.base, listener);
    const asked: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/sounds') asked.push(url);
    });
    const lastAsked = () => asked.at(-1)!.searchParams;
    await page.goto(`${platform.base}/dashboardPage?search=onda+paginada`);
    await page.getByText('45 sons encontrados').waitFor();
    expect(await listedSounds(page)).toEqual(named(45, 26));
    const pager = page.getByRole('navigation', { name: 'Páginas de Todos os sons' });
    await pager.getByText('Página 1 de 3').waitFor();

    await pager.getByRole('button', { name: 'Próxima' }).click();
    await pager.getByText('Página 2 de 3').waitFor();
    await card(page, 'Onda Paginada 25').waitFor();
    expect(await listedSounds(page)).toEqual(named(25, 6));
    expect(lastAsked().get('after')).toBe(idOf['Onda Paginada 26']);
    expect(page.url()).toContain('page=2');

    await pager.getByRole('button', { name: 'Próxima' }).click();
    await card(page, 'Onda Paginada 05').waitFor();
    expect(await listedSounds(page)).toEqual(named(5, 1));
    expect(lastAsked().get('after')).toBe(idOf['Onda Paginada 06']);
    expect(await pager.getByRole('button', { name: 'Próxima' }).isDisabled()).toBe(true);

    // A reload knows only the page number; Anterior then asks for the page before its first sound.
    await page.reload();
    await card(page, 'Onda Paginada 05').waitFor();
    expect(lastAsked().get('after')).toBeNull();
    await pager.getByRole('button', { name: 'Anterior' }).click();
    await card(page, 'Onda Paginada 25').waitFor();
    expect(await listedSounds(page)).toEqual(named(25, 6));
    expect(lastAsked().get('before')).toBe(idOf['Onda Paginada 05']);
    expect(errors).toEqual([]);
  } finally {
    // The other tests count what is listed.
    await platform.db.query(`DELETE FROM catalogue.sounds WHERE name LIKE 'Onda Paginada %'`);
  }
});

test('another user sees only public sounds, on a phone-sized screen too; artist and drum kit pages', async () => {
  await platform.db.query(`UPDATE catalogue.sounds SET status = 'public' WHERE id = $1`, [acapelaId]);
  const { page, errors } = await platform.open('/login', 390);
  await signIn(page, platform.base, listener);
  await visit(page, '/dashboardPage', card(page, ACAPELA));
  expect(await listedSounds(page)).toEqual([ACAPELA]);
  expect(await card(page, ACAPELA).getByText('Privado').count()).toBe(0);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(await unlabelledInputs(page)).toEqual([]);
  // The header's session control says what it is on a phone, not a bare note (#29 §4).
  const sessionControl = page.getByRole('button', { name: /^Andamento e tom da sessão/ });
  await sessionControl.waitFor();
  expect(await sessionControl.innerText()).toContain('Sessão');
  await shot(page, 'dashboard-390');

  // The card's title has the card's width (the actions go below), and the title and the producer
  // end in an ellipsis; 'Seguir' shows whole beside the producer (#43).
  const clipped = await card(page, ACAPELA).evaluate((article) =>
    [article.querySelector('h3'), article.querySelector('a[href^="/artist/"]')?.parentElement].map((element) => ({
      // Drawn only where the text runs inline: an inline-flex link inside would be cut bare.
      ellipsis:
        !!element &&
        getComputedStyle(element).textOverflow === 'ellipsis' &&
        Array.from(element.querySelectorAll('*')).every((inner) => getComputedStyle(inner).display === 'inline'),
      cut: element ? element.scrollWidth > element.clientWidth : false,
      width: element?.clientWidth ?? 0,
    })),
  );
  expect(clipped).toEqual([
    { ellipsis: true, cut: true, width: expect.any(Number) },
    { ellipsis: true, cut: true, width: expect.any(Number) },
  ]);
  expect(clipped[0].width).toBeGreaterThan(220);
  expect(
    await card(page, ACAPELA)
      .getByRole('button', { name: /^Seguir/ })
      .isVisible(),
  ).toBe(true);
  // A length under ten seconds in tenths, as everywhere (the 4 s acapela).
  expect(await card(page, ACAPELA).getByText('0:04.0').count()).toBe(1);

  // The filter panel folds away on a narrow screen.
  const filters = page.getByRole('complementary', { name: 'Filtros' });
  expect(await filterButton(filters, 'Acapelas').count()).toBe(0);
  await filters.getByRole('button', { name: /filtros/i }).click();
  await filterButton(filters, 'Acapelas').click();
  await page.waitForURL('**/dashboardPage/type/Acapelas');
  await page.getByText('1 som encontrado').waitFor();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await shot(page, 'dashboard-filters-open-390');

  // The artist, from the card: the public sound, not the owner's private ones.
  await card(page, ACAPELA).getByRole('link', { name: owner.name }).click();
  await page.waitForURL(`**/artist/${encodeURIComponent(owner.name)}`);
  await page.getByRole('heading', { name: owner.name, level: 1 }).waitFor();
  await page.getByRole('link', { name: `Instagram de ${owner.name} (abre em nova aba)` }).waitFor();
  expect(await page.getByRole('link', { name: /^Facebook/ }).count()).toBe(0);
  await card(page, ACAPELA).waitFor();
  expect(await listedSounds(page, 'Acapelas | Samples')).toEqual([ACAPELA]);
  await page.getByRole('region', { name: 'Músicas produzidas' }).getByText('Nenhuma música encontrada.').waitFor();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await shot(page, 'artist-390');

  // /artists: the grid links each artist to their page.
  await visit(page, '/artists', page.getByRole('heading', { name: 'Artistas', level: 1 }));
  expect(await page.getByRole('link', { name: /Olivia Sampleira/ }).getAttribute('href')).toBe(
    `/artist/${encodeURIComponent(owner.name)}`,
  );
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await shot(page, 'artists-390');

  // The drum kits and a drum kit page.
  await visit(page, '/albums', page.getByRole('heading', { name: 'Drum Kits', level: 1 }));
  await page.getByRole('link', { name: /Kit Verão/ }).click();
  await page.waitForURL(`**/album/${kitId}`);
  await page.getByRole('heading', { name: 'Kit Verão', level: 1 }).waitFor();
  await card(page, ACAPELA).waitFor();
  expect(await listedSounds(page, 'Acapelas | Samples')).toEqual([ACAPELA]);
  await page.getByRole('complementary', { name: 'Filtrar' }).waitFor();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await shot(page, 'album-390');

  await page.goto(`${platform.base}/album/00000000-0000-4000-8000-000000000000`);
  await page.getByText('Drum Kit não encontrado').waitFor();

  // An unknown artist: back to /, which sends a signed-in user to the catalogue, saying so.
  await page.goto(`${platform.base}/artist/${encodeURIComponent('Ninguém Com Esse Nome')}`);
  await page.waitForURL((url) => url.pathname === '/dashboardPage');
  await page.getByText('Artista não encontrado').waitFor();

  // A paid sound needs a paid plan: the API's message, with the way to the plans.
  await platform.db.query(`UPDATE catalogue.sounds SET is_free = false WHERE id = $1`, [acapelaId]);
  await visit(page, '/dashboardPage', card(page, ACAPELA));
  await card(page, ACAPELA)
    .getByRole('button', { name: `Baixar ${ACAPELA}` })
    .click();
  await page.getByText('Este som é exclusivo dos planos pagos. Assine um plano para baixá-lo.').waitFor();
  await shot(page, 'download-plan-required-390');
  await page.getByRole('button', { name: 'Ver planos' }).click();
  await page.waitForURL('**/profile/plan');
  await platform.db.query(`UPDATE catalogue.sounds SET is_free = true WHERE id = $1`, [acapelaId]);

  // The profile tabs on a phone.
  await visit(page, '/profile/liked', page.getByText('Você ainda não curtiu nenhum som.'));
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await shot(page, 'profile-liked-empty-390');

  // A producer page is for admins: others land on their downloads.
  // Not an administrator: sent to their own downloads.
  await visit(
    page,
    `/producer/${encodeURIComponent(owner.name)}`,
    page.getByRole('heading', { name: 'Meus Downloads', level: 1 }),
  );
  await page.waitForURL('**/profile/downloads');

  // The unknown artist and drum kit (404) and the paid download (403) are answers the page expects.
  expect(errors.filter((error) => !/status of 40[34]/.test(error))).toEqual([]);
  await page.close();
}, 120000);

test('wide screens: artist and drum kit pages with their filters, the owner sees the produced list', async () => {
  // What distribution does: the beat becomes a produced song (kept off the dashboard's sample lists
  // since #29 §4, listed apart on the artist page).
  await platform.db.query(`UPDATE catalogue.sounds SET is_produced = true WHERE name = $1`, [BEAT]);
  const { page, errors } = await platform.open('/login');
  await signIn(page, platform.base, owner);
  await visit(page, `/artist/${encodeURIComponent(owner.name)}`, card(page, BEAT));
  expect(await listedSounds(page, 'Músicas produzidas')).toEqual([BEAT]);
  expect(await listedSounds(page, 'Acapelas | Samples')).toEqual([ACAPELA]);
  const panel = page.getByRole('complementary', { name: 'Filtrar' });
  await filterButton(panel, 'Beats').click();
  await page.waitForURL((url) => url.searchParams.get('type') === 'Beats');
  await page.getByRole('region', { name: 'Acapelas | Samples' }).getByText('Nenhuma música encontrada.').waitFor();
  expect(await listedSounds(page, 'Músicas produzidas')).toEqual([BEAT]);
  await filterButton(panel, 'Beats').click();
  await card(page, ACAPELA).waitFor();
  await shot(page, 'artist-1280');

  // A sound whose audio is still processing, then one whose processing failed.
  const audio = `UPDATE catalogue.audio_files SET status = $2, failure_message = $3
    WHERE audio_id = (SELECT audio_id FROM catalogue.sounds WHERE name = $1)`;
  await platform.db.query(audio, [BEAT, 'processing', null]);
  await page.reload();
  await card(page, BEAT).getByText('Processando…').waitFor();
  expect(
    await card(page, BEAT)
      .getByRole('button', { name: `Baixar ${BEAT}` })
      .isDisabled(),
  ).toBe(true);
  await platform.db.query(audio, [BEAT, 'failed', 'Não conseguimos ler este arquivo de áudio.']);
  await page.reload();
  await card(page, BEAT).getByText('Não conseguimos ler este arquivo de áudio.').waitFor();
  await shot(page, 'artist-audio-failed-1280');
  await platform.db.query(audio, [BEAT, 'ready', null]);

  await visit(page, `/album/${kitId}`, card(page, ACAPELA));
  await shot(page, 'album-1280');

  // The layout's other breakpoints (spec 02 §9): the panel beside the list from 780 px.
  for (const width of [880, 780]) {
    await page.setViewportSize({ width, height: 900 });
    await visit(page, '/dashboardPage', card(page, ACAPELA));
    await filterButton(page.getByRole('complementary', { name: 'Filtros' }), 'Acapelas').waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await shot(page, `dashboard-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await visit(page, '/albums', page.getByRole('link', { name: /Kit Verão/ }));
  await shot(page, 'albums-1280');
  await visit(page, '/artists', page.getByRole('link', { name: /Vitor Ouvinte/ }));
  await shot(page, 'artists-1280');

  expect(errors).toEqual([]);
  await page.close();
}, 90000);

test("an admin opens a producer's page with private sounds too", async () => {
  const admin = await platform.createAccount('Ana Administradora');
  await platform.db.query(`UPDATE identity.users SET permission = 'admin' WHERE email = $1`, [admin.email]);
  const { page, errors } = await platform.open('/login');
  await signIn(page, platform.base, admin);
  await visit(
    page,
    `/producer/${encodeURIComponent(owner.name)}`,
    page.getByRole('heading', { name: owner.name, level: 1 }),
  );
  await card(page, BEAT).waitFor();
  expect(await listedSounds(page)).toEqual([ACAPELA, BEAT]);
  expect(await card(page, BEAT).getByText('Privado').count()).toBe(1);
  expect(await page.getByRole('link', { name: 'Usuários' }).getAttribute('href')).toBe('/profile/users');
  await page
    .getByRole('navigation', { name: /Páginas/ })
    .getByText('Página 1 de 1')
    .waitFor();
  await shot(page, 'producer-1280');

  // The admin's profile button leads to the users list (spec 02 §2), with the admin's menu.
  await page.getByRole('link', { name: 'Minha área' }).click();
  await page.waitForURL('**/profile/users');
  await page.getByRole('heading', { name: 'Seja bem vindo a sua conta', level: 1 }).waitFor();
  await expectAccountMenu(page, ADMIN_MENU);

  expect(errors).toEqual([]);
  await page.close();
}, 90000);

test('a visitor is asked to log in on artist and drum kit pages', async () => {
  for (const [address, name] of [
    [`/artist/${encodeURIComponent(owner.name)}`, 'artist'],
    [`/album/${kitId}`, 'album'],
  ]) {
    const { page, errors } = await platform.open(address, 390);
    await page.getByRole('heading', { name: 'Você precisa fazer login' }).waitFor();
    await page.getByRole('link', { name: 'Fazer login' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe(address);
    if (name === 'artist') {
      await page.goBack();
      await page.getByRole('heading', { name: 'Você precisa fazer login' }).waitFor();
      await shot(page, 'login-prompt-390');
    }
    expect(errors).toEqual([]);
    await page.close();
  }
  // The catalogue itself sends a visitor to /login; /artist without a name goes to the catalogue.
  const { page } = await platform.open('/artist');
  await page.waitForURL((url) => url.pathname === '/login');
  await page.close();
}, 60000);
