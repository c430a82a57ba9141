/// <reference lib="dom" />
// Issue #34 in a browser: 'Sons parecidos' on a card lists the sounds nearest in timbre (of its own
// type, one-shots with one-shots) and plays them; on the dashboard 'Buscar com um som' takes a
// dropped WAV and a recording from the microphone (Chromium's fake device: a beep), lists the
// nearest sounds, plays one, refuses a file that is not audio with media's Portuguese words under a
// title saying what is wrong, refuses a sound longer than 30 s without sending it (#43), and
// explains a microphone the person refuses.
// At 1280 and 390 px, from the keyboard too, with no serious axe finding in the open panels.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Locator, Page } from 'playwright-core';
import { eventually } from '@sampleteca/testing';
import { horizontalOverflow, unlabelledInputs } from '../accounts/accountsPlatform';
import { seriousViolations } from '../a11y/axe';
import { launchChromium } from '../chromium';
import { SCREENSHOTS, card, catalogueScene, openOwnBrowser, signIn, type NewSound } from './browseSupport';
import { load, visit } from '../support/visit';

const run = promisify(execFile);

let referenceId: string;
let workDir: string;

const REFERENCE = 'Pluck em Lá';
// One-shots (no tempo) and loops (a tempo) of two timbres each: whatever media hears in a
// search's sound, there are sounds of its kind to list.
const SOUNDS: NewSound[] = [];

const scene = catalogueScene({ producer: 'Rita Timbre', listener: 'Theo Escuta' }, { category: 'Eletrônica' });

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'sampleteca-similar-'));
  SOUNDS.push(
    {
      name: REFERENCE,
      type: 'Samples',
      key: 'Am',
      bpm: '85-100',
      categoryId: scene.categoryId,
      synth: ['synth', '1.5', 'pluck', 'A3'],
    },
    {
      name: 'Pluck em Dó',
      type: 'Samples',
      key: 'C',
      bpm: '85-100',
      categoryId: scene.categoryId,
      synth: ['synth', '1.5', 'pluck', 'C4'],
    },
    {
      name: 'Chiado Curto',
      type: 'Samples',
      key: 'C',
      bpm: '85-100',
      categoryId: scene.categoryId,
      synth: ['synth', '1.5', 'pinknoise', 'fade', '0', '1.5', '1.2'],
    },
    {
      name: 'Pluck em Loop',
      type: 'Beats',
      key: 'Am',
      bpm: '85-100',
      tempo: 90,
      categoryId: scene.categoryId,
      synth: ['synth', '4', 'pluck', 'A3', 'tremolo', '3', '80'],
    },
    {
      name: 'Chiado em Loop',
      type: 'Beats',
      key: 'C',
      bpm: '110-130',
      tempo: 120,
      categoryId: scene.categoryId,
      synth: ['synth', '4', 'pinknoise', 'tremolo', '4', '90'],
    },
  );
  for (const sound of SOUNDS) {
    const id = await scene.platform.createSound(scene.producer.token, sound);
    if (sound.name === REFERENCE) referenceId = id;
    // What an administrator's approval does: the sounds become public.
    await scene.platform.db.query(`UPDATE catalogue.sounds SET status = 'public' WHERE id = $1`, [id]);
  }
  // Media describes each sound as it processes it; the catalogue keeps the description from its event.
  await eventually(async () => {
    const answer = await scene.platform.api<{ items: unknown[]; reference: { described: boolean } }>(
      scene.listener.token,
      'GET',
      `/api/sounds/${referenceId}/similar`,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.reference.described).toBe(true);
    expect(answer.body.items.length).toBeGreaterThan(0);
  }, 60_000);
}, 300_000);

afterAll(async () => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

/** A WAV made with sox: the file a producer drops to search with. */
async function soxWav(name: string, ...synth: string[]): Promise<string> {
  const path = join(workDir, name);
  await run('sox', ['-n', '-r', '44100', '-c', '1', '-b', '16', path, ...synth]);
  return path;
}

/** Plays the first sound `list` shows, as a person does, and pauses it; returns its name. */
async function playFirst(list: Locator): Promise<string> {
  const first = list.getByRole('article').first();
  const name = (await first.getByRole('heading', { level: 3 }).textContent()) ?? '';
  await first.getByRole('button', { name: `Tocar ${name}` }).click();
  await first.getByRole('button', { name: `Pausar ${name}` }).click();
  await first.getByRole('button', { name: `Tocar ${name}` }).waitFor();
  return name;
}

const listedIn = (scope: Locator) => scope.getByRole('article').getByRole('heading', { level: 3 }).allTextContents();

/** The dashboard's panel, opened from its button. */
async function openSearchPanel(page: Page): Promise<Locator> {
  await visit(page, '/dashboardPage', page.getByRole('heading', { name: 'Catálogo de sons' }));
  await page.getByRole('button', { name: 'Buscar com um som' }).click();
  const panel = page.getByRole('dialog', { name: 'Buscar com um som' });
  await panel.waitFor();
  return panel;
}

test("'Sons parecidos' on a card lists the nearest sounds of its type, one-shots with one-shots, and plays them", async () => {
  const { page, errors } = await openOwnBrowser(scene.platform, 1280, { signedInAs: scene.listener });
  await load(page, `${scene.platform.base}/dashboardPage/type/Samples`, card(page, REFERENCE));

  const opener = card(page, REFERENCE).getByRole('button', { name: `Sons parecidos: ${REFERENCE}` });
  await opener.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Sons parecidos' });
  await drawer.waitFor();
  await expect(drawer.getByRole('combobox', { name: 'Tipo de som' }).inputValue()).resolves.toBe('Samples');
  await drawer.getByText('Comparando one-shots com one-shots.').waitFor();
  await drawer.getByRole('article').first().waitFor();
  // One-shot Samples only: never the sound itself, never a loop.
  const listed = await listedIn(drawer);
  expect(listed.length).toBeGreaterThan(0);
  expect(listed).not.toContain(REFERENCE);
  for (const name of listed) expect(['Pluck em Dó', 'Chiado Curto']).toContain(name);
  // The drawer's cards open no drawer of their own.
  expect(await drawer.getByRole('button', { name: /^Sons parecidos:/ }).count()).toBe(0);
  expect(await unlabelledInputs(page)).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SCREENSHOTS}/similar-drawer.png` });

  const played = await playFirst(drawer);
  const liked = drawer.getByRole('article', { name: played, exact: true });
  await liked.getByRole('button', { name: new RegExp(`^Curtir ${played}`) }).click();
  await liked.getByRole('button', { name: new RegExp(`^Descurtir ${played}: 1 curtida`) }).waitFor();

  // Beats of the same kind as the reference: none is a one-shot.
  await drawer.getByRole('combobox', { name: 'Tipo de som' }).selectOption('Beats');
  await drawer.getByText('Nenhum som parecido com este ainda').waitFor();

  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'hidden' });
  await expect(opener.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
  expect(errors).toEqual([]);
  await page.context().close();
});

test('a dropped WAV finds sounds like it; the filters ask again without sending it again; a text file is refused', async () => {
  const { page, errors } = await openOwnBrowser(scene.platform, 1280, { signedInAs: scene.listener });
  const descriptions: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/media/audio/descriptions')) descriptions.push(request.method());
  });
  const panel = await openSearchPanel(page);
  const input = panel.getByLabel(/Escolha ou solte um áudio/);
  expect(await unlabelledInputs(page)).toEqual([]);

  await input.setInputFiles(await soxWav('pluck-de-busca.wav', 'synth', '1.5', 'pluck', 'B3'));
  await panel.getByText('pluck-de-busca.wav').waitFor();
  await panel.getByRole('article').first().waitFor();
  const oneShot = await panel
    .getByRole('group', { name: 'Comparar com' })
    .getByRole('button', { name: 'One-shots' })
    .getAttribute('aria-pressed');
  await page.screenshot({ path: `${SCREENSHOTS}/similar-search.png` });
  expect(await seriousViolations(page)).toEqual([]);
  await playFirst(panel);

  // The other kind (loops, or one-shots if media heard a loop) and a type: asked again, the sound
  // not sent again.
  const [other, type, expected] =
    oneShot === 'true'
      ? ['Loops', 'Beats', ['Pluck em Loop', 'Chiado em Loop']]
      : ['One-shots', 'Samples', ['Pluck em Lá', 'Pluck em Dó', 'Chiado Curto']];
  const kind = panel.getByRole('group', { name: 'Comparar com' });
  await kind.getByRole('button', { name: other, exact: true }).click();
  await panel.getByRole('group', { name: 'Tipo' }).getByRole('button', { name: type, exact: true }).click();
  await expect(kind.getByRole('button', { name: other, exact: true }).getAttribute('aria-pressed')).resolves.toBe(
    'true',
  );
  await eventually(async () => {
    const listed = await listedIn(panel);
    expect(listed.length).toBeGreaterThan(0);
    for (const name of listed) expect(expected).toContain(name);
  }, 15_000);
  expect(descriptions).toEqual(['POST']);

  // Not audio: titled for what it is, media's words under it, and no results.
  const text = join(workDir, 'notas.txt');
  writeFileSync(text, 'isto não é um som');
  await panel.getByLabel(/Buscar com outro som/).setInputFiles(text);
  const refusal = panel.getByRole('alert');
  await refusal.getByText('Formato não aceito: envie um áudio WAV, AIFF, FLAC, MP3, OGG ou M4A.').waitFor();
  await refusal.getByText('Este arquivo não é um áudio aceito.').waitFor();
  expect(await refusal.getByText('Erro ao tentar fazer upload da música!').count()).toBe(0);
  expect(await panel.getByRole('article').count()).toBe(0);
  expect(descriptions).toEqual(['POST', 'POST']);

  // Longer than 30 s: the browser reads its length and refuses it without sending it.
  await panel
    .getByLabel(/Escolha ou solte um áudio/)
    .setInputFiles(await soxWav('longo-demais.wav', 'synth', '40', 'sine', '220'));
  await refusal.getByText('Som longo demais para buscar.').waitFor();
  await refusal.getByText('O som de busca deve ter até 30 segundos.').waitFor();
  await page.screenshot({ path: `${SCREENSHOTS}/similar-too-long.png` });
  expect(descriptions).toEqual(['POST', 'POST']);
  expect(errors).toEqual([]);
  await page.context().close();
});

test('at 390 px: a dropped file finds sounds like it, on a phone-sized panel', async () => {
  const { page, errors } = await openOwnBrowser(scene.platform, 390, { signedInAs: scene.listener });
  const panel = await openSearchPanel(page);
  await panel
    .getByLabel(/Escolha ou solte um áudio/)
    .setInputFiles(await soxWav('chiado-de-busca.wav', 'synth', '1.5', 'pinknoise', 'fade', '0', '1.5', '1.2'));
  await panel.getByRole('article').first().waitFor();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SCREENSHOTS}/similar-search-390.png` });
  await playFirst(panel);
  expect(errors).toEqual([]);
  await page.context().close();
});

/**
 * A person signed in on the dashboard in a Chromium whose microphone is the fake device (a beep);
 * `answer`: what its permission prompt answers (the fake UI's).
 */
async function withMicrophone(answer: 'allow' | 'deny', use: (page: Page, errors: string[]) => Promise<void>) {
  const browser: Browser = await launchChromium({
    args: [
      '--use-fake-device-for-media-stream',
      answer === 'allow' ? '--use-fake-ui-for-media-stream' : '--use-fake-ui-for-media-stream=deny',
    ],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${scene.platform.base}/login`);
    await signIn(page, scene.platform.base, scene.listener);
    await use(page, errors);
  } finally {
    await browser.close();
  }
}

test('a microphone the person refuses is explained in Portuguese; back to choosing a file', async () => {
  await withMicrophone('deny', async (page, errors) => {
    const panel = await openSearchPanel(page);
    await panel.getByRole('button', { name: 'Gravar com o microfone' }).click();
    const refusal = panel.getByRole('alert');
    await refusal.getByText('Não foi possível gravar.').waitFor();
    await refusal.getByText(/^O acesso ao microfone foi negado\./).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/similar-microphone-refused.png` });
    await refusal.getByRole('button', { name: 'Voltar' }).click();
    // Back to the file or the microphone, the focus on the record button.
    await panel.getByLabel(/Escolha ou solte um áudio/).waitFor({ state: 'attached' });
    const record = panel.getByRole('button', { name: 'Gravar com o microfone' });
    await eventually(async () =>
      expect(await record.evaluate((element) => element === document.activeElement)).toBe(true),
    );
    expect(errors).toEqual([]);
  });
});

test('a recording from the microphone (a beep) finds sounds, from the keyboard, and one plays', async () => {
  await withMicrophone('allow', async (page, errors) => {
    const panel = await openSearchPanel(page);
    await panel.getByRole('button', { name: 'Gravar com o microfone' }).click();
    const stop = panel.getByRole('button', { name: 'Parar gravação' });
    await stop.waitFor();
    // The stop button takes the focus; the countdown runs down from 10 s.
    await expect(stop.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await panel.getByRole('timer').filter({ hasText: 'Faltam 8 s' }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/similar-recording.png` });
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Enter');

    await panel.getByText('gravacao.wav').waitFor();
    await panel.getByRole('article').first().waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/similar-recorded.png` });
    await playFirst(panel);
    expect(errors).toEqual([]);
  });
});
