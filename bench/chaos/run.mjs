#!/usr/bin/env node
/* eslint-disable no-console -- a command-line report */
/**
 * A chaos run (issue #30): the 100-person mix against the production topology while, in turn,
 * the PostgreSQL primary, a RabbitMQ node, the Redis master, an api process and a worker in the
 * middle of audio processing are killed, and a release rolls. Then, the platform settled, every
 * acknowledged write is checked: lost = 0, applied twice = 0. See README.md beside this file.
 *
 *   npm run topology -- up                      # the topology (scripts/topology.mjs)
 *   npm run bench:chaos [-- --users 100 --gap 25]
 *   npm run bench:chaos -- --faults nenhuma --duration 60 --url … # the mix and ledger alone
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import pg from 'pg';
import sharp from 'sharp';
import { call, signIn } from '../lib/session.mjs';
import { printTable } from '../lib/table.mjs';
import { dropReleaseColumn, faults } from './faults.mjs';
import { KINDS, Ledger } from './ledger.mjs';
import { ACTIONS, Mix } from './mix.mjs';
import { Backlog } from './settle.mjs';
import { Topology } from '../../libs/topology/dist/index.js';
import { loadDotEnv } from '../../scripts/lib/env.mjs';

const REPO = resolve(import.meta.dirname, '../..');
const { values: options } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:3100' },
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:15430/sampleteca' },
    rabbitmq: {
      type: 'string',
      default: 'amqp://guest:guest@127.0.0.1:5681,amqp://guest:guest@127.0.0.1:5682,amqp://guest:guest@127.0.0.1:5683',
    },
    'redis-sentinels': { type: 'string', default: '127.0.0.1:26391,127.0.0.1:26392,127.0.0.1:26393' },
    'redis-url': { type: 'string', default: '' },
    'events-prefix': { type: 'string', default: 'sampleteca' },
    'redis-prefix': { type: 'string', default: 'sampleteca' },
    users: { type: 'string', default: '100' },
    accounts: { type: 'string', default: '20' },
    // 1.5 s, not the load mix's 0.5: on 2 cores beside 17 cluster processes the audio pipeline
    // handles ~2.7 uploads/s, and 100 people pausing 0.5 s upload ~4.7/s (a backlog without end).
    think: { type: 'string', default: '1500' },
    gap: { type: 'string', default: '25' },
    warmup: { type: 'string', default: '20' },
    faults: { type: 'string', default: 'todas' },
    duration: { type: 'string', default: '60' },
    // The ledger's own test: before the check, one acknowledged like row is deleted and one
    // download counter moved by one, as a lost write and an event applied twice would.
    sabotage: { type: 'boolean', default: false },
  },
});
const GAP_MS = Number(options.gap) * 1000;
const RUN_ID = Date.now().toString(36);
// The processes a release starts read .env, as `npm run topology` gives it to them.
loadDotEnv();
// The running topology, read from its state dir: its parts are what the faults kill and restore.
const topology = new Topology({
  stateDir: process.env.TOPOLOGY_DIR || '/var/tmp/sampleteca-topology',
  repoDir: REPO,
});

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] : NaN;
const fixed = (value, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '—');

/** A pg pool through the primary that rides a failover (a broken connection is dropped). */
const pool = new pg.Pool({ connectionString: options['database-url'], max: 4, connectionTimeoutMillis: 5000 });
pool.on('error', () => {});
const redis = options['redis-url']
  ? { url: options['redis-url'] }
  : { sentinels: options['redis-sentinels'], name: 'sampleteca' };
const backlog = new Backlog(pool, {
  rabbitmq: options.rabbitmq.split(','),
  redis,
  eventsPrefix: options['events-prefix'],
  redisPrefix: options['redis-prefix'],
});

/** Accounts of this run (fresh, so each may pay once), each with a category of its own. */
async function accounts(count) {
  const made = await Promise.all(
    Array.from({ length: count }, (_, index) =>
      signIn(options.url, { email: `caos.${RUN_ID}.${index + 1}@example.com`, password: 'bench-caos-1' }),
    ),
  );
  for (const account of made) {
    const answer = await call(options.url, 'POST', '/categories', { body: { name: 'caos' }, token: account.token });
    account.categoryId = answer.status === 201 ? answer.body.category.id : answer.body.details.category.id;
  }
  return made;
}

/** The administrator: signed up once, made one with `admin:grant` as an operator does, signed in again. */
async function administrator() {
  const credentials = { email: 'caos.admin@example.com', password: 'bench-caos-1' };
  await signIn(options.url, credentials);
  execFileSync(process.execPath, [join(REPO, 'services/identity/dist/cli/admin-role.js'), 'grant', credentials.email], {
    env: { ...process.env, DATABASE_URL: options['database-url'] },
    stdio: 'ignore',
  });
  return signIn(options.url, credentials);
}

function printActions(mix, seconds) {
  console.log(`\n${options.users} pessoas por ${seconds.toFixed(0)} s (pausa de ~${options.think} ms entre ações)`);
  printTable(
    ['ação', 'n', 'falhas', 'p50 ms', 'p95 ms'],
    ACTIONS.map(([name]) => {
      const sorted = mix.timings.get(name).sort((a, b) => a - b);
      return [
        name,
        String(sorted.length),
        String(mix.failures.get(name)),
        fixed(percentile(sorted, 0.5)),
        fixed(percentile(sorted, 0.95)),
      ];
    }),
  );
}

/** Per window (a fault until the next): failed requests, seconds with errors, time to an empty backlog. */
function printFaults(mix, windows) {
  console.log('\nFalhas');
  printTable(
    [
      'falha',
      'início (s)',
      'pedidos',
      'pedidos que falharam',
      'segundos com erros',
      '1º → último erro (s)',
      'até filas e outbox vazias (s)',
      'o que foi feito',
    ],
    windows.map((window) => {
      const inside = mix.requests.filter(([at]) => at >= window.start && at < window.end);
      const failed = inside.filter(([, bad]) => bad);
      const seconds = new Set(failed.map(([at]) => Math.floor(at / 1000))).size;
      const span = failed.length ? (failed.at(-1)[0] - failed[0][0]) / 1000 : 0;
      return [
        window.name,
        fixed((window.start - windows[0].start) / 1000, 0),
        String(inside.length),
        String(failed.length),
        String(seconds),
        fixed(span),
        window.settledSeconds === undefined ? '' : fixed(window.settledSeconds),
        window.note ?? '',
      ];
    }),
  );
  const statuses = new Map();
  for (const [, bad, status] of mix.requests) if (bad) statuses.set(status, (statuses.get(status) ?? 0) + 1);
  if (statuses.size)
    console.log(`respostas com erro: ${[...statuses].map(([status, n]) => `${status || 'rede'} × ${n}`).join(', ')}`);
}

const workDir = mkdtempSync(join(tmpdir(), 'sampleteca-caos-'));
try {
  execFileSync('sox', ['-n', '-r', '44100', '-c', '1', join(workDir, 'curto.wav'), 'synth', '1', 'sine', '440']);
  execFileSync('sox', ['-n', '-r', '44100', '-c', '2', join(workDir, 'longo.wav'), 'synth', '60', 'pinknoise']);
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();
  const admin = await administrator();
  const people = await accounts(Number(options.accounts));
  const page = await call(options.url, 'GET', '/sounds?pageSize=100', { token: people[0].token });
  const freeSounds = page.body.items.filter((sound) => sound.isFree && sound.audio.status === 'ready').map((s) => s.id);
  if (freeSounds.length < 10) throw new Error('menos de 10 sons gratuitos prontos: espere o catálogo de demonstração');
  const priceId = (await call(options.url, 'GET', '/plans')).body.find((plan) => plan.tier === 'basic').id;

  const ledger = new Ledger();
  const mix = new Mix(
    {
      url: options.url,
      accounts: people,
      admin,
      freeSounds,
      wav: readFileSync(join(workDir, 'curto.wav')),
      png,
      priceId,
    },
    { users: Number(options.users), think: Number(options.think) },
    ledger,
  );
  const since = new Date();
  const started = Date.now();
  const running = mix.run();
  const windows = [{ name: 'nenhuma (aquecimento)', start: started }];

  if (options.faults === 'nenhuma') {
    await sleep(Number(options.duration) * 1000);
  } else {
    await sleep(Number(options.warmup) * 1000);
    const longWav = readFileSync(join(workDir, 'longo.wav'));
    const chosen = faults({
      topology,
      pool,
      backlog,
      // A 60 s stereo file, so a worker is caught in the middle of it.
      uploadForFault: () => mix.uploadLong(longWav),
    }).filter(
      (fault) => options.faults === 'todas' || options.faults.split(',').some((name) => fault.name.includes(name)),
    );
    for (const fault of chosen) {
      const window = { name: fault.name, start: Date.now() };
      windows.at(-1).end = window.start;
      windows.push(window);
      console.log(`${new Date().toISOString()} ${fault.name}…`);
      const injected = await fault.inject().catch((error) => ({ note: `falhou: ${error.message}` }));
      window.note = injected.note;
      console.log(`  ${window.note}`);
      // What the fault left behind drains: events, jobs and uploads of before it (new ones keep coming).
      const { seconds } = await backlog.settled({ since, from: window.start, before: new Date(window.start) });
      window.settledSeconds = seconds;
      await sleep(Math.max(0, window.start + GAP_MS - Date.now()));
      // As an orchestrator would: the part comes back before the next fault.
      await injected.restore?.().catch((error) => console.log(`  não voltou: ${error.message}`));
    }
  }
  windows.at(-1).end = Date.now();
  mix.stop();
  await running;
  const stoppedAt = Date.now();
  const final = await backlog.settled({ since, from: stoppedAt, timeoutMs: 300_000 });

  printActions(mix, (stoppedAt - started) / 1000);
  printFaults(mix, windows);
  console.log(
    `\nDepois da mistura: filas e outbox vazias em ${fixed(final.seconds)} s ` +
      `(outbox ${final.state.unpublished}, filas ${final.state.queued}, jobs ${final.state.jobs}, ` +
      `áudios processando ${final.state.processing}; cartas mortas: ${JSON.stringify(final.state.dead)})`,
  );

  const sabotaged = {};
  if (options.sabotage) {
    const like = ledger.knownLikes().find((pair) => pair.liked);
    const download = ledger.writes.get('download')[0];
    await pool.query('DELETE FROM catalogue.likes WHERE user_id = $1 AND sound_id = $2', [like.userId, like.soundId]);
    await pool.query('UPDATE catalogue.sounds SET downloads_count = downloads_count + 1 WHERE id = $1', [
      download.soundId,
    ]);
    Object.assign(sabotaged, { like, download });
    console.log(`\nsabotagem: curtida ${like.userId}/${like.soundId} apagada, contador de ${download.soundId} + 1`);
  }
  const verdicts = await ledger.check(pool);
  if (options.sabotage) {
    // Put back what the sabotage broke, so the next run on this database starts exact.
    await pool.query(
      `UPDATE catalogue.sounds s SET likes_count = (SELECT count(*) FROM catalogue.likes l WHERE l.sound_id = s.id),
              downloads_count = (SELECT count(*) FROM catalogue.downloads d WHERE d.sound_id = s.id)
        WHERE s.id = ANY($1::uuid[])`,
      [[sabotaged.like.soundId, sabotaged.download.soundId]],
    );
  }
  console.log('\nLivro-razão: cada escrita confirmada conferida no banco e nos consumidores');
  let lost = 0;
  let twice = 0;
  printTable(
    ['escrita', 'escritas confirmadas', 'perdidas', 'aplicadas duas vezes'],
    Object.entries(KINDS).map(([kind, title]) => {
      const verdict = verdicts[kind] ?? { confirmed: 0, lost: 0, twice: 0 };
      lost += verdict.lost;
      twice += verdict.twice;
      return [title, String(verdict.confirmed), String(verdict.lost), String(verdict.twice)];
    }),
  );
  for (const [kind, verdict] of Object.entries(verdicts))
    for (const note of verdict.notes) console.log(`  ${kind}: ${note}`);
  console.log(
    `\nperdidas: ${lost} ${lost === 0 ? '✓' : '✗'}   aplicadas duas vezes: ${twice} ${twice === 0 ? '✓' : '✗'}`,
  );
  process.exitCode = lost === 0 && twice === 0 ? 0 : 1;
} finally {
  if (options.faults !== 'nenhuma') await dropReleaseColumn(pool).catch(() => {});
  rmSync(workDir, { recursive: true, force: true });
  await backlog.close();
  await pool.end();
}
