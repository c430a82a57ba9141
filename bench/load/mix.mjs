#!/usr/bin/env node
/* eslint-disable no-console -- a command-line report */
/**
 * People using the platform at once: 100 virtual users against the running platform, each in a
 * loop of browse, search, like, download and upload with a think time between, for --duration
 * seconds; p50/p95/p99 per action. And the event pipeline's latency, from a change committed in
 * one service (its outbox row) to its handling in another (the consumer's inbox row), first on
 * an idle platform, then for every event the mix caused. See README.md beside this file.
 *
 *   npm start                              # in another terminal
 *   npm run bench:load:mix [-- --users 100 --duration 30 --think 500]
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { generator, KEYS, pickFrom, TYPES } from '../lib/draws.mjs';
import { signIn } from '../lib/session.mjs';
import { platformArgs } from '../lib/platform-options.mjs';
import { printTable } from '../lib/table.mjs';

const options = platformArgs({ users: 100, accounts: 4, duration: 30, think: 500 });
const USERS = Number(options.users);
const DURATION_MS = Number(options.duration) * 1000;
const THINK_MS = Number(options.think);
const EVENT_TARGET_P95_MS = 100;
const SERVICES = ['identity', 'catalogue', 'media', 'billing', 'distribution'];
const WORDS = ['funk', 'trap', 'piano', 'voz', 'batida', 'grave', 'loop', 'kick'];

/** What a person does, and how often: mostly browsing and searching, a few uploads. */
const ACTIONS = [
  ['browse', 45],
  ['search', 25],
  ['like', 15],
  ['download', 12],
  ['upload', 3],
];

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] : NaN;
const ms = (value) => (Number.isNaN(value) ? '—' : value.toFixed(1));

async function call(path, { token, method = 'GET', body, headers = {} } = {}) {
  const response = await fetch(`${options.url}${path}`, {
    method,
    redirect: 'manual',
    headers: {
      'accept-encoding': 'br, gzip',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (response.status >= 400) throw new Error(`${method} ${path} → ${response.status}`);
  return text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
}

/** One person's session: a signed-in account shared by several people, its own random draws. */
function person(index, account, freeSounds, wav) {
  const random = generator(1000 + index);
  const pick = () => {
    let roll = random() * 100;
    for (const [name, weight] of ACTIONS) if ((roll -= weight) < 0) return name;
    return 'browse';
  };
  const run = {
    browse: () =>
      call(
        `/api/sounds?pageSize=20&type=${pickFrom(random, TYPES)}&key=${encodeURIComponent(pickFrom(random, KEYS))}`,
        {
          token: account.token,
        },
      ),
    search: () => call(`/api/sounds?pageSize=20&search=${pickFrom(random, WORDS)}`, { token: account.token }),
    like: () =>
      call(`/api/sounds/${pickFrom(random, freeSounds)}/like`, {
        token: account.token,
        method: 'PUT',
        body: { liked: random() < 0.7 },
      }),
    download: async () => {
      const link = await call(`/api/sounds/${pickFrom(random, freeSounds)}/downloads`, {
        token: account.token,
        method: 'POST',
      });
      await call(new URL(link.url, options.url).pathname + new URL(link.url, options.url).search);
    },
    upload: () => {
      const form = new FormData();
      form.append('file', new Blob([wav], { type: 'audio/wav' }), 'mix.wav');
      return call('/api/media/audio', { token: account.token, method: 'POST', body: form });
    },
  };
  return { pick, run };
}

/** Milliseconds from an outbox row to each consumer's inbox row, for events made since `since`. */
async function eventLatencies(db, since) {
  const pairs = SERVICES.flatMap((producer) =>
    SERVICES.filter((consumer) => consumer !== producer).map(
      (consumer) => `SELECT o.type, extract(epoch FROM i.handled_at - o.created_at) * 1000 AS ms
         FROM ${producer}.outbox_events o JOIN ${consumer}.inbox_events i ON i.event_id = o.id
        WHERE o.created_at >= $1`,
    ),
  );
  const { rows } = await db.query(pairs.join(' UNION ALL '), [since]);
  return rows.map((row) => ({ type: row.type, ms: Number(row.ms) }));
}

function printEvents(title, latencies) {
  const byType = new Map();
  for (const { type, ms: value } of latencies) byType.set(type, [...(byType.get(type) ?? []), value]);
  const all = latencies.map((row) => row.ms).sort((a, b) => a - b);
  const lines = [...byType].map(([type, values]) => {
    const sorted = values.sort((a, b) => a - b);
    return [
      type,
      String(sorted.length),
      ms(percentile(sorted, 0.5)),
      ms(percentile(sorted, 0.95)),
      ms(percentile(sorted, 0.99)),
      '',
    ];
  });
  const p95 = percentile(all, 0.95);
  lines.push([
    'todos',
    String(all.length),
    ms(percentile(all, 0.5)),
    ms(p95),
    ms(percentile(all, 0.99)),
    p95 <= EVENT_TARGET_P95_MS ? '✓' : '✗',
  ]);
  console.log(`\n${title}`);
  printTable(['evento', 'n', 'p50 ms', 'p95 ms', 'p99 ms', `p95 ≤ ${EVENT_TARGET_P95_MS}`], lines);
}

const db = new pg.Client({ connectionString: options['database-url'] });
await db.connect();
const workDir = mkdtempSync(join(tmpdir(), 'sampleteca-mix-'));
try {
  execFileSync('sox', ['-n', '-r', '44100', '-c', '1', join(workDir, 'mix.wav'), 'synth', '1', 'sine', '440']);
  const wav = readFileSync(join(workDir, 'mix.wav'));
  const accounts = [];
  for (let index = 1; index <= Number(options.accounts); index++) {
    accounts.push(await signIn(options.url, { email: `bench.mix.${index}@example.com`, password: 'bench-mix-1' }));
  }
  const page = await call('/api/sounds?pageSize=100', { token: accounts[0].token });
  const freeSounds = page.items
    .filter((sound) => sound.isFree && sound.audio.status === 'ready')
    .map((sound) => sound.id);
  if (freeSounds.length === 0)
    throw new Error('nenhum som gratuito e pronto: rode npm start (catálogo de demonstração)');

  // The pipeline on an idle platform: downloads one at a time (media → catalogue).
  const idleSince = new Date();
  const idle = person(0, accounts[0], freeSounds, wav);
  for (let n = 0; n < 30; n++) await idle.run.download();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  printEvents('Eventos com a plataforma ociosa (30 downloads, um de cada vez)', await eventLatencies(db, idleSince));

  // The mix.
  const timings = new Map(ACTIONS.map(([name]) => [name, []]));
  const failures = new Map(ACTIONS.map(([name]) => [name, 0]));
  const mixSince = new Date();
  const deadline = Date.now() + DURATION_MS;
  await Promise.all(
    Array.from({ length: USERS }, async (_, index) => {
      const user = person(index + 1, accounts[index % accounts.length], freeSounds, wav);
      // Spread the first requests over one think time, as people arrive.
      await new Promise((resolve) => setTimeout(resolve, (index / USERS) * THINK_MS));
      while (Date.now() < deadline) {
        const action = user.pick();
        const started = performance.now();
        try {
          await user.run[action]();
          timings.get(action).push(performance.now() - started);
        } catch {
          failures.set(action, failures.get(action) + 1);
        }
        await new Promise((resolve) => setTimeout(resolve, THINK_MS * (0.5 + Math.random())));
      }
    }),
  );
  const seconds = DURATION_MS / 1000;
  console.log(`\n${USERS} pessoas por ${seconds} s (pausa de ~${THINK_MS} ms entre ações), contas: ${accounts.length}`);
  printTable(
    ['ação', 'n', 'por s', 'p50 ms', 'p95 ms', 'p99 ms', 'falhas'],
    ACTIONS.map(([name]) => {
      const sorted = timings.get(name).sort((a, b) => a - b);
      return [
        name,
        String(sorted.length),
        (sorted.length / seconds).toFixed(1),
        ms(percentile(sorted, 0.5)),
        ms(percentile(sorted, 0.95)),
        ms(percentile(sorted, 0.99)),
        String(failures.get(name)),
      ];
    }),
  );
  await new Promise((resolve) => setTimeout(resolve, 3000)); // the last events of the mix arrive
  printEvents('Eventos causados pela mistura (durante a carga)', await eventLatencies(db, mixSince));
} finally {
  rmSync(workDir, { recursive: true, force: true });
  await db.end();
}
