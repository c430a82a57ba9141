#!/usr/bin/env node
/* eslint-disable no-console -- a command-line report */
/* global window, document, AudioContext, OfflineAudioContext -- page.evaluate bodies run in the page */
/**
 * #18 §1 in this machine's Chromium, against the running platform (`npm start`, with its demo
 * catalogue): how soon a loop starts sounding, stretched and transposed, after play is pressed on a
 * card whose preview is already fetched; and how fast the stretcher runs. Each against a baseline
 * measured in the same page: the same decoded audio started with a plain AudioBufferSourceNode,
 * and the same offline render without the stretcher (a resampling AudioBufferSourceNode).
 *
 *   npm run bench:stretch [-- --runs 9] [--url http://127.0.0.1:3000]
 *
 * What is heard is taken from the page's own Web Audio graph (tests/browser/support/audioTap.ts,
 * installed before the page's scripts), so the time is to the first audible sample.
 */
import { platformArgs } from '../lib/platform-options.mjs';
import { BENCH_ACCOUNT, call, signIn } from '../lib/session.mjs';
import { printTable } from '../lib/table.mjs';
import { installAudioTap, resetAudioTap } from '../../tests/browser/support/audioTap.ts';

const options = platformArgs({ runs: 9 });
const base = options.url;
const RUNS = Number(options.runs);
const TARGET_START_MS = 150;
const TARGET_SPEED = 20;
const SESSION = { tempo: 120, key: 'Bm' };

const { chromium } = await import('playwright-core');
const { token } = await signIn(base);
const before = (await call(base, 'GET', '/library/tuning', { token })).body;
await call(base, 'PUT', '/library/tuning', { token, body: SESSION });

const browser = await chromium.launch({
  headless: true,
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const p95 = (values) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(values.length * 0.95) - 1)];

try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.addInitScript(installAudioTap);
  await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(BENCH_ACCOUNT.email);
  await page.locator('input[name=password]').fill(BENCH_ACCOUNT.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL((url) => !['/login', '/validate'].includes(url.pathname));
  await page.goto(`${base}/dashboardPage/type/Beats`, { waitUntil: 'networkidle' });

  const tuned = page
    .locator('article')
    .filter({ has: page.locator('[data-tuning]') })
    .first();
  await tuned.waitFor({ timeout: 30_000 });
  const name = await tuned.getByRole('heading', { level: 3 }).textContent();
  const label = await tuned.locator('[data-tuning]').getAttribute('data-tuning');
  const play = tuned.getByRole('button', { name: `Tocar ${name}` });
  const pause = tuned.getByRole('button', { name: `Pausar ${name}` });
  // Already fetched: the pointer on the button fetches and decodes the preview.
  await play.hover();
  await page.waitForTimeout(1500);
  await page.evaluate(() => {
    document.addEventListener('click', () => (window.__pressedAt = performance.now()), { capture: true });
  });

  const tunedStarts = [];
  for (let run = 0; run < RUNS; run++) {
    await resetAudioTap(page);
    await play.click();
    await page.waitForFunction(() => window.__audioTap?.firstSoundAt != null, null, { timeout: 10_000 });
    tunedStarts.push(await page.evaluate(() => window.__audioTap.firstSoundAt - window.__pressedAt));
    await pause.click();
    await page.waitForTimeout(300);
  }

  // The baselines, in the same page, on the same audio: the preview the card plays, decoded here.
  const figures = await page.evaluate(
    async ({ runs, session }) => {
      const moduleUrl = performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .find((url) => url.includes('SignalsmithStretch'));
      const previewUrl = performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .find((url) => url.includes('/preview'));
      const bytes = await (await fetch(previewUrl)).arrayBuffer();
      const context = new AudioContext();
      const buffer = await context.decodeAudioData(bytes.slice(0));
      const plainStarts = [];
      for (let run = 0; run < runs; run++) {
        window.__audioTap.samples = [];
        window.__audioTap.firstSoundAt = null;
        const source = context.createBufferSource();
        source.buffer = buffer;
        source.connect(context.destination);
        const pressed = performance.now();
        source.start();
        while (window.__audioTap.firstSoundAt === null) await new Promise((settle) => setTimeout(settle, 2));
        plainStarts.push(window.__audioTap.firstSoundAt - pressed);
        source.stop();
        await new Promise((settle) => setTimeout(settle, 200));
      }
      const { default: SignalsmithStretch } = await import(moduleUrl);
      SignalsmithStretch.moduleUrl = moduleUrl;
      const seconds = 60;
      const rate = session.rate;
      const offline = () => new OfflineAudioContext(2, buffer.sampleRate * seconds, buffer.sampleRate);
      const channels = [buffer.getChannelData(0), buffer.getChannelData(buffer.numberOfChannels > 1 ? 1 : 0)];
      const stretched = offline();
      const node = await SignalsmithStretch(stretched);
      node.connect(stretched.destination);
      await node.addBuffers(channels);
      node.schedule({
        active: true,
        input: 0,
        rate,
        semitones: session.semitones,
        loopStart: 0,
        loopEnd: buffer.duration,
        output: 0,
      });
      let started = performance.now();
      await stretched.startRendering();
      const stretchMs = performance.now() - started;
      const plain = offline();
      const source = plain.createBufferSource();
      source.buffer = buffer;
      source.loop = true;
      source.playbackRate.value = rate;
      source.connect(plain.destination);
      source.start();
      started = performance.now();
      await plain.startRendering();
      const plainMs = performance.now() - started;
      return { plainStarts, stretchMs, plainMs, seconds, duration: buffer.duration };
    },
    { runs: RUNS, session: { rate: 120 / 95, semitones: 2 } },
  );

  const stretchSpeed = figures.seconds / (figures.stretchMs / 1000);
  const plainSpeed = figures.seconds / (figures.plainMs / 1000);
  console.log(`Loop: '${name}' (${figures.duration.toFixed(1)} s), session 120 BPM · Bm: ${label}; ${RUNS} presses`);
  console.log('');
  printTable(
    ['measure', 'stretched', 'baseline', 'ratio', 'target'],
    [
      [
        'start after play, median (ms)',
        median(tunedStarts).toFixed(0),
        median(figures.plainStarts).toFixed(0),
        (median(tunedStarts) / median(figures.plainStarts)).toFixed(2),
        `≤ ${TARGET_START_MS} ${median(tunedStarts) <= TARGET_START_MS ? '✓' : '✗'}`,
      ],
      [
        'start after play, p95 (ms)',
        p95(tunedStarts).toFixed(0),
        p95(figures.plainStarts).toFixed(0),
        (p95(tunedStarts) / p95(figures.plainStarts)).toFixed(2),
        `≤ ${TARGET_START_MS} ${p95(tunedStarts) <= TARGET_START_MS ? '✓' : '✗'}`,
      ],
      [
        `offline render of ${figures.seconds} s (× real time)`,
        stretchSpeed.toFixed(1),
        plainSpeed.toFixed(1),
        (stretchSpeed / plainSpeed).toFixed(3),
        `≥ ${TARGET_SPEED} ${stretchSpeed >= TARGET_SPEED ? '✓' : '✗'}`,
      ],
    ],
  );
} finally {
  await browser.close();
  await call(base, 'PUT', '/library/tuning', { token, body: { tempo: before.tempo ?? null, key: before.key ?? null } });
}
