/// <reference lib="dom" />
// #44 in a browser: the wizard offers media's reading of the upload (instrument, one-shot or loop)
// as chips the producer keeps or changes; cards show the tags; the catalogue filters by them.
// media's reading arrives as media.audio.described, published as media's timbre backfill does
// (the test knows the platform's exchange), after media processed the real upload.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { eventually } from '@sampleteca/testing';
import { field, horizontalOverflow, unlabelledInputs } from '../accounts/accountsPlatform';
import { SCREENSHOTS, card, catalogueScene, listedSounds, openOwnBrowser } from './browseSupport';
import { makeCoverPng, makeKick, pageToken } from './uploadSupport';
import { publishEvent } from '../support/publishEvent';
import { visit } from '../support/visit';

type Reading = { family: string | null; familyConfidence: number | null; shape: string | null };

const id = randomBytes(4).toString('hex');
const BROKER = { EVENTS_EXCHANGE: `test.tags${id}.events`, EVENTS_QUEUE_PREFIX: `test.tags${id}` };

let filesDir: string;
let kickPath: string;
let coverPath: string;

const SNARE = 'Caixa Seca de Estúdio';
const KICK = 'Kick Grave';
const LOOP = 'Groove de Baixo';

const scene = catalogueScene(
  { producer: 'Tina Etiquetas', listener: 'Lia Ouvinte' },
  { category: 'etiquetas', overrides: BROKER },
);

beforeAll(async () => {
  filesDir = mkdtempSync(join(tmpdir(), 'sampleteca-tags-'));
  [kickPath, coverPath] = await Promise.all([makeKick(filesDir), makeCoverPng(filesDir)]);
  const tagged = async (name: string, reading: Reading, synth: string[]) => {
    const soundId = await scene.platform.createSound(scene.producer.token, {
      name,
      type: 'Samples',
      key: 'C',
      bpm: '110-130',
      categoryId: scene.categoryId,
      synth,
    });
    const { rows } = await scene.platform.db.query<{ audio_id: string }>(
      `SELECT audio_id FROM catalogue.sounds WHERE id = $1`,
      [soundId],
    );
    await readAs(rows[0].audio_id, reading);
    await eventually(async () => {
      const shown = await scene.platform.api<{ instrumentFamily: string | null }>(
        scene.producer.token,
        'GET',
        `/api/sounds/${soundId}`,
      );
      expect(shown.body.instrumentFamily).toBe(reading.family);
    }, 15000);
    await scene.platform.db.query(`UPDATE catalogue.sounds SET status = 'public' WHERE id = $1`, [soundId]);
  };
  await tagged(SNARE, { family: 'snare', familyConfidence: 0.9, shape: 'one-shot' }, [
    'synth',
    '0.3',
    'whitenoise',
    'fade',
    '0',
    '0.3',
    '0.25',
  ]);
  await tagged(KICK, { family: 'kick', familyConfidence: 0.8, shape: 'one-shot' }, [
    'synth',
    '0.4',
    'sine',
    '60-40',
    'fade',
    '0',
    '0.4',
    '0.35',
  ]);
  await tagged(LOOP, { family: 'bass', familyConfidence: 0.7, shape: 'loop' }, [
    'synth',
    '4',
    'square',
    '55',
    'tremolo',
    '4',
    '95',
  ]);
}, 240000);

afterAll(async () => {
  if (filesDir) rmSync(filesDir, { recursive: true, force: true });
});

/** media's reading of a file, as its backfill publishes it (media.audio.described). */
async function readAs(audioId: string, reading: Reading): Promise<string> {
  return publishEvent(BROKER.EVENTS_EXCHANGE, 'media.audio.described', 'media', {
    audioId,
    ownerUserId: scene.producer.id,
    timbre: { version: 1, values: [0.1, 0.2, 0.3, 0.4] },
    reading,
    describedAt: new Date().toISOString(),
  });
}

const chip = (page: Page, group: string, label: string): Locator =>
  page.getByRole('group', { name: group }).getByRole('radio', { name: new RegExp(`^${label}`) });

async function checkLayout(page: Page, name: string) {
  expect(await unlabelledInputs(page)).toEqual([]);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

describe.each([1280, 390])('at %i px', (width) => {
  test('the wizard offers the reading as chips; the producer changes one by keyboard; the sound keeps the choice', async () => {
    const { page, errors } = await openOwnBrowser(scene.platform, width, { signedInAs: scene.producer });
    await visit(page, '/sound/add/1', page.getByRole('heading', { name: 'Informações básicas' }));
    const uploaded = page.waitForResponse(
      (response) => response.url().endsWith('/api/media/audio') && response.status() === 201,
    );
    await page.getByLabel('Arquivo de áudio').setInputFiles(kickPath);
    const audioId = ((await (await uploaded).json()) as { id: string }).id;
    await page.getByLabel('Imagem de capa').setInputFiles(coverPath);
    await page.getByRole('img', { name: 'Capa escolhida' }).waitFor();
    const name = `Caixa do Assistente ${width}`;
    await field(page, 'Nome do som').fill(name);
    await field(page, 'Descrição').fill('Uma caixa curta para o teste das etiquetas.');
    await page.getByText('Música enviada e analisada.').waitFor({ timeout: 60000 });
    // media has processed the file; now its reading comes (as the analysis or its backfill sends it).
    const token = await pageToken(page);
    await readAs(audioId, { family: 'snare', familyConfidence: 0.74, shape: 'one-shot' });
    await eventually(async () => {
      const reading = await scene.platform.api<Reading>(token, 'GET', `/api/sounds/uploads/${audioId}/reading`);
      expect(reading.body.family).toBe('snare');
    }, 15000);

    await page.getByRole('button', { name: 'Próximo Passo' }).click();
    await page.getByRole('heading', { name: 'Selecione o tom', level: 2 }).waitFor();
    // The reading preselected and said to be the analysis'.
    await page.getByText('Sugerido pela análise: Caixa. Mantenha ou troque.').waitFor();
    await page.getByText('Sugerido pela análise: One-shot. Mantenha ou troque.').waitFor();
    expect(await chip(page, 'Instrumento', 'Caixa').isChecked()).toBe(true);
    expect(await chip(page, 'Formato', 'One-shot').isChecked()).toBe(true);
    expect(await chip(page, 'Instrumento', 'Caixa').evaluate((input) => input.closest('label')?.textContent)).toContain(
      'Sugerido',
    );
    await checkLayout(page, `tags-wizard-${width}`);
    // Arrow keys move the choice, as radios do: Caixa → Palmas.
    await chip(page, 'Instrumento', 'Caixa').focus();
    await page.keyboard.press('ArrowRight');
    expect(await chip(page, 'Instrumento', 'Palmas').isChecked()).toBe(true);

    await page.locator('label:has(input[name=key][value=sem-tom])').click();
    await page.locator('label:has(input[name=type][value=Samples])').click();
    await page.getByRole('button', { name: 'Próximo Passo' }).click();
    await page.getByRole('heading', { name: 'Classifique seu som', level: 2 }).waitFor();
    await page
      .locator('label')
      .filter({ hasText: /^etiquetas$/ })
      .click();
    await page.getByRole('button', { name: 'Próximo Passo' }).click();
    await page.getByRole('heading', { name: 'Qual o BPM?', level: 2 }).waitFor();
    await page.locator('label:has(input[name=bpm][value=sem-bpm])').click();
    await page.getByRole('button', { name: 'Próximo Passo' }).click();
    await page.getByRole('heading', { name: 'Parabéns' }).waitFor();

    const uploads = await scene.platform.api<{
      items: { name: string; instrumentFamily: string; shape: string; familySource: string }[];
    }>(token, 'GET', '/api/library/uploads');
    expect(uploads.body.items.find((sound) => sound.name === name)).toMatchObject({
      instrumentFamily: 'clap',
      shape: 'one-shot',
      familySource: 'producer',
    });
    // Later readings (the backfill) leave the producer's choice alone.
    await readAs(audioId, { family: 'kick', familyConfidence: 0.9, shape: 'loop' });
    await visit(page, '/profile/uploads', card(page, name).getByText('Instrumento: Palmas'));
    const mine = card(page, name);
    await mine.getByText('Instrumento: Palmas').waitFor();
    expect(await mine.getByText('Formato: One-shot').count()).toBe(1);

    // Editing the sound: the same chips in the owner's correction; Loop chosen by keyboard.
    await mine.getByRole('button', { name: `Corrigir tom, BPM e instrumento de ${name}` }).click();
    const dialog = page.getByRole('dialog');
    const oneShot = dialog.getByRole('group', { name: 'Formato' }).getByRole('radio', { name: /^One-shot/ });
    expect(await oneShot.isChecked()).toBe(true);
    expect(
      await dialog
        .getByRole('group', { name: 'Instrumento' })
        .getByRole('radio', { name: /^Palmas/ })
        .isChecked(),
    ).toBe(true);
    await checkLayout(page, `tags-correction-${width}`);
    await oneShot.focus();
    await page.keyboard.press('ArrowRight');
    await dialog.getByRole('button', { name: 'Salvar correção' }).click();
    await dialog.waitFor({ state: 'detached' });
    await mine.getByText('Formato: Loop').waitFor();
    expect(await mine.getByText('Instrumento: Palmas').count()).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120000);

  test('cards show the instrument and the shape; Instrumento and Formato filter the catalogue', async () => {
    // A listener: the public sounds only (the wizard's sounds above are their producer's, private).
    const { page, errors } = await openOwnBrowser(scene.platform, width, { signedInAs: scene.listener });
    await visit(page, '/dashboardPage', card(page, SNARE));
    await card(page, SNARE).getByText('Instrumento: Caixa').waitFor();
    expect(await card(page, SNARE).getByText('Formato: One-shot').count()).toBe(1);
    expect(await card(page, LOOP).getByText('Instrumento: 808/Baixo').count()).toBe(1);
    expect(await card(page, LOOP).getByText('Formato: Loop').count()).toBe(1);

    const panel = page.getByRole('complementary', { name: 'Filtros' });
    // Below 780 px the panel folds away.
    if (width < 780) await panel.getByRole('button', { name: /Filtros/ }).click();
    const instrument = panel.getByRole('group', { name: 'Instrumento' });
    const shape = panel.getByRole('group', { name: 'Formato' });
    await instrument.getByRole('button', { name: /^Kick/ }).waitFor();
    await checkLayout(page, `tags-filters-${width}`);

    await instrument.getByRole('button', { name: /^Caixa/ }).click();
    await page.waitForURL((url) => url.searchParams.get('family') === 'snare');
    await page.getByText('1 som encontrado').waitFor();
    expect(await listedSounds(page)).toEqual([SNARE]);
    await instrument.getByRole('button', { name: /^Caixa/ }).click();
    await page.waitForURL((url) => !url.searchParams.has('family'));

    await shape.getByRole('button', { name: /^Loop/ }).click();
    await page.waitForURL((url) => url.searchParams.get('shape') === 'loop');
    await card(page, LOOP).waitFor();
    await card(page, KICK).waitFor({ state: 'detached' });
    expect(await listedSounds(page)).toEqual([LOOP]);
    expect(await shape.getByRole('button', { name: /^Loop/ }).getAttribute('aria-pressed')).toBe('true');
    await checkLayout(page, `tags-filtered-${width}`);

    // The artist page's 'Instrumento' narrows the artist's own lists too, not only the address.
    await visit(page, `/artist/${encodeURIComponent(scene.producer.name)}`, card(page, KICK));
    const artistPanel = page.getByRole('complementary', { name: 'Filtrar' });
    if (width < 780) await artistPanel.getByRole('button', { name: /Filtrar/ }).click();
    await artistPanel
      .getByRole('group', { name: 'Instrumento' })
      .getByRole('button', { name: /^Caixa/ })
      .click();
    await page.waitForURL((url) => url.searchParams.get('family') === 'snare');
    await card(page, KICK).waitFor({ state: 'detached' });
    expect(await listedSounds(page, 'Acapelas | Samples')).toEqual([SNARE]);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 90000);
});
