#!/usr/bin/env node
/* eslint-disable no-console -- a command-line report */
/**
 * #29 §2 in this machine's Chromium, against the running platform (`npm start`): one user floods
 * the platform with downloads 'in their tempo and key' of a 3-minute loop (24 sessions 0.3 BPM
 * apart, each link asked for, checked with HEAD and fetched, as fast as the API answers, the whole
 * time) while another user downloads a 16-second and a 3-minute loop in their tempo and key
 * through the portal. Each download is timed from the click on the card's download button to the
 * file saved, against a baseline of the same downloads without the flood, in the same run; and
 * media's storage is measured before and after the flood (it must not grow).
 *
 *   npm run bench:render [-- --runs 3] [--url http://127.0.0.1:3000] [--media-dir var/media]
 *                        [--database-url postgres://…]
 */
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { platformArgs } from '../lib/platform-options.mjs';
import { soxIn, synth } from '../lib/sox-audio.mjs';
import { BENCH_ACCOUNT, call, signIn } from '../lib/session.mjs';
import { printTable } from '../lib/table.mjs';

const options = platformArgs({
  runs: 3,
  floods: 24,
  'media-dir': process.env.MEDIA_LOCAL_DIR || 'var/media',
});
const base = options.url;
const RUNS = Number(options.runs);
const FLOODS = Number(options.floods);
const SESSION = { tempo: 120, key: 'Bm' };
const FLOODER = { email: 'bench.enchente@example.com', password: 'bench-enchente-1' };
const BEAT = 60 / 95;
/** A 95 BPM loop in A minor: a plucked A3 on every beat. Names are how a rerun finds them again. */
const LOOPS = [
  { name: 'Bench render 16 s', beats: 25, target: 2000 },
  { name: 'Bench render 3 min', beats: 284, target: 10_000 },
];

const { chromium } = await import('playwright-core');
const db = new pg.Client({ connectionString: options['database-url'] });
await db.connect();
const listener = await signIn(base);
const flooder = await signIn(base, FLOODER);

/** The loop, uploaded, ready and public the first time; found again afterwards. */
async function ensureLoop({ name, beats }) {
  const found = await db.query(`SELECT id FROM catalogue.sounds WHERE name = $1 AND status = 'public' LIMIT 1`, [name]);
  if (found.rows[0]) return found.rows[0].id;
  const dir = await mkdtemp(join(tmpdir(), 'bench-render-'));
  try {
    const sox = soxIn(dir);
    await synth(
      sox,
      'loop.wav',
      0.3,
      'pluck',
      'A3',
      'pad',
      '0',
      (BEAT - 0.3).toFixed(4),
      'repeat',
      String(beats - 1),
      'norm',
      '-1',
    );
    const form = new FormData();
    form.append('file', new Blob([await readFile(join(dir, 'loop.wav'))], { type: 'audio/wav' }), `${name}.wav`);
    const uploaded = await fetch(`${base}/api/media/audio`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${listener.token}` },
    });
    if (uploaded.status !== 201) throw new Error(`envio falhou (${uploaded.status})`);
    const audioId = (await uploaded.json()).id;
    const category = await call(base, 'POST', '/categories', { token: listener.token, body: { name: 'Bench render' } });
    // Made the first time; a rerun is told it exists, with its id.
    const categoryId = category.body.category?.id ?? category.body.details?.category?.id;
    const created = await call(base, 'POST', '/sounds', {
      token: listener.token,
      body: {
        name,
        description: 'Loop do bench #29 §2.',
        audioId,
        categoryId,
        key: 'Am',
        type: 'Beats',
        bpm: '85-100',
        tempo: 95,
        plan: 'free',
      },
    });
    if (created.status !== 201) throw new Error(`criação falhou (${created.status}): ${JSON.stringify(created.body)}`);
    const id = created.body.sound.id;
    for (let waited = 0; ; waited += 500) {
      const shown = await call(base, 'GET', `/sounds/${id}`, { token: listener.token });
      if (shown.body.audio?.status === 'ready') break;
      if (waited > 180_000) throw new Error(`${name}: o áudio não ficou pronto`);
      await new Promise((settle) => setTimeout(settle, 500));
    }
    // What an administrator's approval does: public to everyone (the flooder too).
    await db.query(`UPDATE catalogue.sounds SET status = 'public' WHERE id = $1`, [id]);
    return id;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Bytes and files under media's storage directory (the local driver). */
async function storageSize(dir) {
  let bytes = 0;
  let files = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => [])) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += (await stat(join(entry.parentPath, entry.name))).size;
  }
  return { bytes, files };
}

/**
 * The flood: `FLOODS` downloads in sessions 0.3 BPM apart, again and again until stopped, each
 * asked for (the old body with its session, now ignored), checked with HEAD, fetched whole, and
 * asked for as the old render link (ratio and semitones): everything the old path rendered on.
 */
function flood(soundId) {
  let running = true;
  const counts = { requests: 0, failed: 0, retired: 0 };
  const one = async (index) => {
    const link = await call(base, 'POST', `/sounds/${soundId}/downloads`, {
      token: flooder.token,
      body: { tempo: 100 + index * 0.3, key: 'Bm' },
    });
    counts.requests += 1;
    if (link.status !== 200) return void (counts.failed += 1);
    const url = `${base}${link.body.url}`;
    await fetch(url, { method: 'HEAD' });
    await (await fetch(url)).arrayBuffer();
    const old = await fetch(`${url}&ratio=${(1 + index / 100).toFixed(2)}&semitones=2`, { method: 'HEAD' });
    if (old.status === 410) counts.retired += 1;
    counts.requests += 3;
  };
  const loops = Array.from({ length: FLOODS }, async (_, index) => {
    while (running) await one(index).catch(() => void (counts.failed += 1));
  });
  return {
    counts,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (ms) => (ms / 1000).toFixed(2);

const ids = [];
for (const loop of LOOPS) ids.push(await ensureLoop(loop));
const before = (await call(base, 'GET', '/library/tuning', { token: listener.token })).body;
await call(base, 'PUT', '/library/tuning', { token: listener.token, body: SESSION });
const browser = await chromium.launch({
  headless: true,
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});

try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(BENCH_ACCOUNT.email);
  await page.locator('input[name=password]').fill(BENCH_ACCOUNT.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL((url) => !['/login', '/validate'].includes(url.pathname));

  /**
   * One download in the session's tempo and key through the portal, in ms: from the click on the
   * card's button to the file saved (`total`), split into the link (the dialog offering the file:
   * the download link asked for and checked) and the making (from the pick to the file saved:
   * the MP3 fetched, stretched, encoded and saved).
   */
  const download = async ({ name }) => {
    await page.goto(`${base}/dashboardPage/type/Beats?search=${encodeURIComponent(name)}`, {
      waitUntil: 'networkidle',
    });
    const card = page.getByRole('article', { name, exact: true });
    const button = card.getByRole('button', { name: new RegExp(`^Baixar ${name}:`) });
    await button.waitFor();
    const saved = page.waitForEvent('download', { timeout: 120_000 });
    const started = Date.now();
    await button.click();
    const tuned = page
      .getByRole('dialog', { name: `Baixar ${name}` })
      .getByRole('button', { name: /^No seu andamento e tom/ });
    await tuned.waitFor();
    const offered = Date.now();
    await tuned.click();
    const file = await saved;
    await file.path();
    const done = Date.now();
    await file.delete();
    return { total: done - started, link: offered - started, made: done - offered };
  };

  // A first download of each warms the page's caches (the stretcher's module and WebAssembly).
  for (const loop of LOOPS) await download(loop);
  const baseline = LOOPS.map(() => []);
  for (let run = 0; run < RUNS; run++)
    for (const [index, loop] of LOOPS.entries()) baseline[index].push(await download(loop));

  const storageBefore = await storageSize(options['media-dir']);
  const rendersBefore = Number((await db.query('SELECT count(*) FROM media.audio_renders')).rows[0].count);
  const flooding = flood(ids[1]);
  const flooded = LOOPS.map(() => []);
  for (let run = 0; run < RUNS; run++)
    for (const [index, loop] of LOOPS.entries()) flooded[index].push(await download(loop));
  await flooding.stop();
  const storageAfter = await storageSize(options['media-dir']);
  const rendersAfter = Number((await db.query('SELECT count(*) FROM media.audio_renders')).rows[0].count);

  console.log(
    `Sessão 120 BPM · Bm; ${RUNS} downloads de cada, do clique em Baixar ao arquivo salvo; a enchente: ` +
      `${FLOODS} pedidos em paralelo sem parar (${flooding.counts.requests} chamadas, ${flooding.counts.failed} falhas, ` +
      `${flooding.counts.retired} links antigos recusados com 410)`,
  );
  console.log('');
  const of = (runs, part) => runs.map((run) => run[part]);
  printTable(
    ['download', 'baseline median (s)', 'flooded median (s)', 'flooded max (s)', 'ratio', 'target'],
    LOOPS.flatMap((loop, index) =>
      ['total', 'link', 'made'].map((part) => {
        const quiet = of(baseline[index], part);
        const busy = of(flooded[index], part);
        return [
          part === 'total' ? loop.name : `  ${part === 'link' ? 'link (dialog offers it)' : 'made (pick → saved)'}`,
          seconds(median(quiet)),
          seconds(median(busy)),
          seconds(Math.max(...busy)),
          (median(busy) / median(quiet)).toFixed(2),
          part === 'total' ? `≤ ${loop.target / 1000} s ${Math.max(...busy) <= loop.target ? '✓' : '✗'}` : '',
        ];
      }),
    ),
  );
  console.log('');
  const grown = storageAfter.bytes - storageBefore.bytes;
  console.log(
    `Armazenamento de media durante a enchente: ${grown} bytes, ${storageAfter.files - storageBefore.files} arquivos ` +
      `(${options['media-dir']}); media.audio_renders: ${rendersBefore} → ${rendersAfter} linhas. ` +
      `Meta: zero ${grown === 0 && rendersAfter === rendersBefore ? '✓' : '✗'}`,
  );
} finally {
  await browser.close();
  await call(base, 'PUT', '/library/tuning', {
    token: listener.token,
    body: { tempo: before.tempo ?? null, key: before.key ?? null },
  });
  await db.end();
}
