/// <reference lib="dom" />
// #29 §2 in a browser: a listener with the session at 120 BPM in B minor downloads a 95 BPM loop in
// A minor 'No seu andamento e tom'. The portal makes the file itself (fetches the MP3 through the
// download link, stretches and transposes it offline with the stretcher the previews use) and saves
// a WAV, which is measured here: shorter by 95/120, beats 0.5 s apart, the note at B, peaks under
// -0.5 dBFS. Closing the dialog while it is being made saves nothing.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beatPeriodSeconds, dominantFrequency } from '../support/audioAnalysis';
import { readWav } from '../support/wavFile';
import { SCREENSHOTS, card, catalogueScene, signIn } from './browseSupport';
import { visit } from '../support/visit';

const LOOP = 'Loop em Lá 95';
const LONG_LOOP = 'Loop longo em Lá 95';
const BEAT_SECONDS = 60 / 95;
/** Eight plucked A3 (220 Hz) notes, one per beat at 95 BPM, brought to full scale (the ceiling has work to do). */
const pluckedBeats = (beats: number) => [
  'synth',
  '0.3',
  'pluck',
  'A3',
  'pad',
  '0',
  (BEAT_SECONDS - 0.3).toFixed(4),
  'repeat',
  String(beats - 1),
  'norm',
  '-0.1',
];

const scene = catalogueScene({ producer: 'Tina Tempo', listener: 'Lia Ouvinte' }, { category: 'Boom Bap' });

beforeAll(async () => {
  const loop = { type: 'Beats' as const, key: 'Am', bpm: '85-100', tempo: 95, categoryId: scene.categoryId };
  await scene.platform.createSound(scene.producer.token, { ...loop, name: LOOP, synth: pluckedBeats(8) });
  // Three minutes: long enough to close the dialog while it is being made.
  await scene.platform.createSound(scene.producer.token, { ...loop, name: LONG_LOOP, synth: pluckedBeats(284) });
  // Approved: public to every listener.
  await scene.platform.db.query(`UPDATE catalogue.sounds SET status = 'public' WHERE name = ANY($1)`, [
    [LOOP, LONG_LOOP],
  ]);
  const session = await scene.platform.api(scene.listener.token, 'PUT', '/api/library/tuning', {
    tempo: 120,
    key: 'Bm',
  });
  expect(session.status).toBe(200);
}, 240_000);

async function openDownload(page: Page, name: string) {
  await card(page, name)
    .getByRole('button', { name: new RegExp(`^Baixar ${name}:`) })
    .click();
  const dialog = page.getByRole('dialog', { name: `Baixar ${name}` });
  await dialog.waitFor();
  return dialog;
}

test("'No seu andamento e tom' saves a WAV of the loop at 120 BPM, a tone up, under -0.5 dBFS, with its progress shown", async () => {
  const { page, errors } = await scene.platform.open('/login');
  await signIn(page, scene.platform.base, scene.listener);
  await visit(page, '/dashboardPage/type/Beats', card(page, LOOP).getByText('+2 st, 95→120 BPM'));

  const dialog = await openDownload(page, LOOP);
  const saved = page.waitForEvent('download');
  const served = page.waitForResponse(
    (response) => response.url().includes('/download?') && response.request().method() === 'GET',
  );
  await dialog.getByRole('button', { name: 'No seu andamento e tom (120 BPM, Bm)' }).click();
  const download = await saved;
  // The MP3 came through its download link (which counts the download) and nothing else rendered it.
  expect((await served).status()).toBe(200);
  expect(download.suggestedFilename()).toBe(`${LOOP} (120 BPM, Bm).wav`);
  await dialog.waitFor({ state: 'detached' });

  const wav = readWav(await readFile(await download.path()));
  const source = await scene.platform.api<{ audio: { durationSeconds: number } }>(
    scene.listener.token,
    'GET',
    `/api/sounds/${await card(page, LOOP).getAttribute('data-sound-id')}`,
  );
  const samples = wav.channels[0];
  expect(wav.bitsPerSample).toBe(16);
  expect(wav.sampleRate).toBe(44_100);
  // 95 → 120 BPM: the same eight beats in 95/120 of the time.
  const seconds = samples.length / wav.sampleRate;
  expect(Math.abs(seconds - (source.body.audio.durationSeconds * 95) / 120)).toBeLessThan(0.05);
  expect(Math.abs(beatPeriodSeconds(samples, wav.sampleRate) - 0.5)).toBeLessThan(0.03);
  // B minor: two semitones above A3 (220 Hz), B3 at 246.9 Hz.
  expect(Math.abs(dominantFrequency(samples, wav.sampleRate, 180, 300) - 246.9)).toBeLessThan(5);
  const peak = Math.max(
    ...wav.channels.map((channel) => channel.reduce((max, value) => Math.max(max, Math.abs(value)), 0)),
  );
  expect(20 * Math.log10(peak)).toBeLessThanOrEqual(-0.5);
  // It counted as a download.
  await card(page, LOOP)
    .getByRole('button', { name: `Baixar ${LOOP}: 1 download` })
    .waitFor();
  expect(errors).toEqual([]);
});

test('closing the dialog while the file is made stops it: nothing is saved afterwards', async () => {
  const { page, errors } = await scene.platform.open('/login', 390);
  await signIn(page, scene.platform.base, scene.listener);
  await visit(page, '/dashboardPage/type/Beats', card(page, LONG_LOOP));
  const downloads: string[] = [];
  page.on('download', (download) => downloads.push(download.suggestedFilename()));

  const dialog = await openDownload(page, LONG_LOOP);
  await dialog.getByRole('button', { name: 'No seu andamento e tom (120 BPM, Bm)' }).click();
  const progress = dialog.getByRole('progressbar');
  await page.waitForFunction(
    () => Number(document.querySelector('[role=progressbar]')?.getAttribute('aria-valuenow') ?? 0) > 0,
  );
  expect(await progress.getAttribute('aria-valuemax')).toBe('100');
  await dialog.getByText(/Preparando no seu andamento e tom \(120 BPM, Bm\)… \d+%/).waitFor();
  await dialog.getByRole('button', { name: 'Cancelar' }).waitFor();
  await page.screenshot({ path: `${SCREENSHOTS}/tuned-download-progress.png` });
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await dialog.waitFor({ state: 'detached' });

  // The witness: the same file made from the start in another tab (its own page, so nothing there
  // stops the first). The closed one had a head start: left running, it would be saved first.
  const other = await scene.platform.open('/login');
  await signIn(other.page, scene.platform.base, scene.listener);
  await visit(other.page, '/dashboardPage/type/Beats', card(other.page, LONG_LOOP));
  const witness = await openDownload(other.page, LONG_LOOP);
  const saved = other.page.waitForEvent('download');
  await witness.getByRole('button', { name: 'No seu andamento e tom (120 BPM, Bm)' }).click();
  const download = await saved;
  expect(download.suggestedFilename()).toBe(`${LONG_LOOP} (120 BPM, Bm).wav`);
  const wav = readWav(await readFile(await download.path()));
  expect(Math.abs(wav.channels[0].length / wav.sampleRate - (284 * BEAT_SECONDS * 95) / 120)).toBeLessThan(0.5);

  expect(downloads).toEqual([]);
  expect(errors).toEqual([]);
  expect(other.errors).toEqual([]);
});
