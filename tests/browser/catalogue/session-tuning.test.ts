/// <reference lib="dom" />
// #18 §1 in a browser: a producer sets the session to 120 BPM in B minor in the header, and a
// 95 BPM loop in A minor plays stretched and moved up a tone, in the browser. What is heard is
// captured from the page's Web Audio graph and measured: beats 0.5 s apart, the note at B.
import { heardAudio, installAudioTap, resetAudioTap } from '../support/audioTap';
import { beatPeriodSeconds, heardPitch } from '../support/audioAnalysis';
import { SCREENSHOTS, card, catalogueScene, signIn } from './browseSupport';
import { visit } from '../support/visit';

const LOOP = 'Loop em Lá 95';
const BEAT_SECONDS = 60 / 95;

const scene = catalogueScene({ producer: 'Tina Tempo' }, { category: 'Boom Bap' });

beforeAll(async () => {
  // Eight plucked A3 (220 Hz) notes, one per beat at 95 BPM.
  await scene.platform.createSound(scene.producer.token, {
    name: LOOP,
    type: 'Beats',
    key: 'Am',
    bpm: '85-100',
    tempo: 95,
    categoryId: scene.categoryId,
    synth: ['synth', '0.3', 'pluck', 'A3', 'pad', '0', (BEAT_SECONDS - 0.3).toFixed(4), 'repeat', '7'],
  });
}, 180_000);

test('set 120 BPM / Bm in the header: the 95 BPM Am loop plays at 120 BPM, a tone up, and the card says so', async () => {
  const { page, errors } = await scene.platform.open('/login');
  await page.addInitScript(installAudioTap);
  await signIn(page, scene.platform.base, scene.producer);
  // A page load, not a visit: the tap is installed as a page starts.
  await page.goto(`${scene.platform.base}/dashboardPage/type/Beats`);
  const loop = card(page, LOOP);
  await loop.getByText('95 BPM', { exact: true }).waitFor();

  await page.getByRole('button', { name: 'Andamento e tom da sessão: Original' }).click();
  await page.getByRole('textbox', { name: 'Andamento (BPM)' }).fill('120');
  await page.getByRole('combobox', { name: 'Tom' }).selectOption('Bm');
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await page.getByRole('button', { name: 'Andamento e tom da sessão: 120 BPM · Bm' }).waitFor();
  await loop.getByText('+2 st, 95→120 BPM').waitFor();
  await page.screenshot({ path: `${SCREENSHOTS}/session-tuning.png` });

  await resetAudioTap(page);
  await loop.getByRole('button', { name: `Tocar ${LOOP}` }).click();
  await loop.getByRole('button', { name: `Pausar ${LOOP}` }).waitFor();
  await page.waitForFunction(() => (window.__audioTap?.samples.length ?? 0) > (window.__audioTap?.sampleRate ?? 1) * 4);
  await loop.getByRole('button', { name: `Pausar ${LOOP}` }).click();
  const { samples, sampleRate } = await heardAudio(page);

  // Pressed again, it plays again (a press racing the hover's preload once left the stretcher silent).
  await resetAudioTap(page);
  await loop.getByRole('button', { name: `Tocar ${LOOP}` }).click();
  await page.waitForFunction(() => window.__audioTap?.firstSoundAt != null);
  await loop.getByRole('button', { name: `Pausar ${LOOP}` }).click();

  const heard = samples.subarray(0, sampleRate * 4);
  // 120 BPM: a beat every 0.5 s (the loop's own is 0.63 s).
  expect(beatPeriodSeconds(heard, sampleRate)).toBeCloseTo(0.5, 1);
  expect(Math.abs(beatPeriodSeconds(heard, sampleRate) - 0.5)).toBeLessThan(0.03);
  // Two semitones above A3 (220 Hz): B3, 246.9 Hz.
  expect(Math.abs(heardPitch(heard, sampleRate, 180, 300) - 246.9)).toBeLessThan(5);
  expect(errors).toEqual([]);
});

test('the session follows the producer: kept after a reload, and Original plays the loop as recorded', async () => {
  const { page, errors } = await scene.platform.open('/login');
  await signIn(page, scene.platform.base, scene.producer);
  const control = page.getByRole('button', { name: 'Andamento e tom da sessão: 120 BPM · Bm' });
  await visit(page, '/dashboardPage/type/Beats', control);
  await control.click();
  // The choice is saved on the server (PUT /api/library/tuning) and shown at once.
  const [put] = await Promise.all([
    page.waitForResponse(
      (response) => response.url().endsWith('/api/library/tuning') && response.request().method() === 'PUT',
    ),
    page.getByRole('button', { name: 'Voltar ao original' }).click(),
  ]);
  expect(put.status()).toBe(200);
  await page.getByRole('button', { name: 'Andamento e tom da sessão: Original' }).waitFor();
  await card(page, LOOP).getByText('+2 st, 95→120 BPM').waitFor({ state: 'detached' });
  // Bad input is said beside its field and changes nothing.
  await page.getByRole('button', { name: 'Andamento e tom da sessão: Original' }).click();
  const tempo = page.getByRole('textbox', { name: 'Andamento (BPM)' });
  await tempo.fill('500');
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await page.getByText('O andamento deve estar entre 40 e 300 BPM.').waitFor();
  expect(await tempo.getAttribute('aria-invalid')).toBe('true');
  const saved = await scene.platform.api<{ tempo: number | null }>(scene.producer.token, 'GET', '/api/library/tuning');
  expect(saved.body).toEqual({ tempo: null, key: null });
  expect(errors).toEqual([]);
});

test('the uploader corrects the key and tempo from the card, and the catalogue shows and filters by the correction', async () => {
  const { page, errors } = await scene.platform.open('/login');
  await signIn(page, scene.platform.base, scene.producer);
  const loop = card(page, LOOP);
  await visit(page, '/dashboardPage/type/Beats', loop);
  await loop.getByRole('button', { name: `Corrigir tom, BPM e instrumento de ${LOOP}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Corrigir tom, BPM e instrumento' });
  await dialog.getByRole('combobox', { name: 'Tom' }).selectOption('Cm');
  const tempo = dialog.getByRole('textbox', { name: 'Andamento exato (BPM)' });
  await tempo.fill('20');
  await dialog.getByRole('button', { name: 'Salvar correção' }).click();
  await dialog.getByText('O andamento deve estar entre 40 e 300 BPM.').waitFor();
  await tempo.fill('140');
  await dialog.getByRole('button', { name: 'Salvar correção' }).click();
  await dialog.waitFor({ state: 'detached' });
  await loop.getByText('140 BPM', { exact: true }).waitFor();
  expect(await loop.getByTitle('Tom', { exact: true }).textContent()).toBe('Tom Cm');

  await page.goto(`${scene.platform.base}/dashboardPage/type/Beats?key=Cm&bpm=130-150`);
  await card(page, LOOP).waitFor();
  expect(errors).toEqual([]);
});
