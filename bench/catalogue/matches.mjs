#!/usr/bin/env node
/* eslint-disable no-console -- a command-line report */
/**
 * 'Combina com este' latency: GET /api/sounds/:id/matches (20 cards) over HTTP against the best
 * single SQL statement written by hand for the same answer, on a seeded catalogue, one request at
 * a time and then `--concurrency` at once. See README.md beside this file.
 *
 *   npm run bench:catalogue -- --matches [--runs 200] [--warmup 20] [--concurrency 20]
 *                                        [--url …] [--database-url …] [--sql-only]
 */
import { Agent } from 'node:http';
import { loadavg } from 'node:os';
import pg from 'pg';
import { browserGet } from '../lib/browser-get.mjs';
import { generator, pickFrom, TYPES, zipfPicker } from '../lib/draws.mjs';
import { platformArgs } from '../lib/platform-options.mjs';
import { BENCH_ACCOUNT, signIn } from '../lib/session.mjs';
import { printTable } from '../lib/table.mjs';

const options = platformArgs({
  // How run.mjs hands over: npm run bench:catalogue -- --matches.
  matches: true,
  runs: 200,
  warmup: 20,
  concurrency: 20,
  // How references are drawn: uniformly (the worst case) and/or as an audience asks (Zipf).
  draws: 'zipf,uniform',
  'sql-only': false,
  email: BENCH_ACCOUNT.email,
  password: BENCH_ACCOUNT.password,
});
const RUNS = Number(options.runs);
const WARMUP = Number(options.warmup);
const CONCURRENCY = Number(options.concurrency);
const LIMIT = 20;
/** p95 at a million sounds: one at a time (issue #18 §2), 20 at once with references drawn by Zipf (#32). */
const TARGET_MS = 50;
const CONCURRENT_TARGET_MS = 60;

/** The cases: the list the portal opens (the sound's own type) and the largest type, Samples. */
const CASES = [
  { name: 'combina, tipo do som', type: (reference) => reference.type },
  { name: 'combina, Samples', type: () => 'Samples' },
  { name: 'combina, outro tipo', type: (_reference, random) => pickFrom(random, TYPES) },
];

// --- HTTP -----------------------------------------------------------------------------------

/** Kept-alive connections, one per concurrent client (a browser tab keeps one). */
const agent = new Agent({ keepAlive: true, maxSockets: Math.max(1, CONCURRENCY) });

/** The matches as the portal asks them, timed to the answer's last byte (decoding left out). */
async function httpMatches(token, reference, type) {
  const url = `${options.url}/api/sounds/${reference.id}/matches?type=${type}&limit=${LIMIT}`;
  const answer = await browserGet(url, { authorization: `Bearer ${token}` }, { agent });
  const body = JSON.parse(answer.body.toString());
  if (answer.status !== 200) throw new Error(`GET ${url}: ${answer.status} ${JSON.stringify(body)}`);
  return { ms: answer.ms, ids: body.items.map((item) => item.id) };
}

// --- SQL by hand ----------------------------------------------------------------------------

/**
 * The rules (which keys and tempo bands fit, at what fit) from the compiled catalogue, so both
 * sides answer the same question; the SQL below is written by hand.
 */
async function loadRules() {
  const path = 'services/catalogue/dist/browse/matches/fit-levels.js';
  const { fitLevels } = await import(`../../${path}`).catch(() => {
    throw new Error(`${path} não existe: compile antes (npm run build:services)`);
  });
  /** Every branch of every level as parallel arrays: timed bands and untimed ranges, with their fit. */
  return (reference) => {
    const timed = { key: [], lo: [], hi: [], fit: [] };
    const untimed = { key: [], bpm: [], fit: [] };
    fitLevels(reference).forEach((branches, fit) => {
      for (const branch of branches) {
        if ('rangesWithoutTempo' in branch) {
          for (const bpm of branch.rangesWithoutTempo) {
            untimed.key.push(branch.key);
            untimed.bpm.push(bpm);
            untimed.fit.push(fit);
          }
        } else {
          timed.key.push(branch.key);
          timed.lo.push(branch.tempoFrom);
          timed.hi.push(branch.tempoTo);
          timed.fit.push(fit);
        }
      }
    });
    return { timed, untimed };
  };
}

/**
 * One statement: every (key, tempo band) pair is an index range read through LATERAL (public
 * sounds, the partial index sounds_matching), the viewer's own private sounds joined to the same
 * bands, all ranked by fit, popularity and id, the first 20 hydrated with the card's joins. It
 * reads every sound of every band; the API reads one fit level at a time and stops when full.
 */
const HAND_WRITTEN = `
  WITH timed(key, lo, hi, fit) AS (SELECT * FROM unnest($3::text[], $4::float8[], $5::float8[], $6::int[])),
  untimed(key, bpm, fit) AS (SELECT * FROM unnest($7::text[], $8::text[], $9::int[])),
  candidates AS (
    SELECT c.id, c.popularity, t.fit FROM timed t CROSS JOIN LATERAL (
      SELECT s.id, s.likes_count + s.downloads_count AS popularity FROM catalogue.sounds s
       WHERE s.status = 'public' AND s.type = $2 AND s.key = t.key AND s.tempo >= t.lo AND s.tempo < t.hi) c
    UNION ALL
    SELECT c.id, c.popularity, u.fit FROM untimed u CROSS JOIN LATERAL (
      SELECT s.id, s.likes_count + s.downloads_count AS popularity FROM catalogue.sounds s
       WHERE s.status = 'public' AND s.type = $2 AND s.key = u.key AND s.tempo IS NULL AND s.bpm = u.bpm) c
    UNION ALL
    SELECT s.id, s.likes_count + s.downloads_count, coalesce(t.fit, u.fit) FROM catalogue.sounds s
      LEFT JOIN timed t ON t.key = s.key AND s.tempo >= t.lo AND s.tempo < t.hi
      LEFT JOIN untimed u ON u.key = s.key AND s.tempo IS NULL AND s.bpm = u.bpm
     WHERE s.owner_id = $10 AND s.status <> 'public' AND s.type = $2 AND coalesce(t.fit, u.fit) IS NOT NULL
  ),
  page AS (
    SELECT id, row_number() OVER (ORDER BY fit, popularity DESC, id) AS position FROM candidates
     WHERE id <> $1 ORDER BY fit, popularity DESC, id LIMIT ${LIMIT}
  )
  SELECT s.id, s.name, s.description, s.type, s.key, s.bpm, s.tempo, s.category_id, s.category_name,
         s.drum_kit_id, s.drum_kit_name, k.image_url AS drum_kit_image, s.artist_id, s.artist_name,
         ca.image_url AS artist_image, s.owner_id, coalesce(p.full_name, s.owner_name) AS owner_name,
         p.avatar_url AS owner_avatar, s.audio_id, a.status AS audio_status, a.duration_seconds, a.peaks,
         a.loudness, s.image_url, s.is_free, s.is_produced, s.status, s.likes_count, s.downloads_count, s.created_at,
         EXISTS (SELECT 1 FROM catalogue.likes l WHERE l.user_id = $10 AND l.sound_id = s.id) AS liked,
         EXISTS (SELECT 1 FROM catalogue.downloads d WHERE d.user_id = $10 AND d.sound_id = s.id) AS downloaded
    FROM page JOIN catalogue.sounds s USING (id)
    LEFT JOIN catalogue.audio_files a ON a.audio_id = s.audio_id
    LEFT JOIN catalogue.drum_kits k ON k.id = s.drum_kit_id
    LEFT JOIN catalogue.artists ca ON ca.id = s.artist_id
    LEFT JOIN catalogue.profiles p ON p.user_id = s.owner_id
   ORDER BY page.position`;

function sqlMatcher(pool, rules, me) {
  return async (reference, type) => {
    const started = performance.now();
    const { timed, untimed } = rules(reference);
    const { rows } = await pool.query(HAND_WRITTEN, [
      reference.id,
      type,
      timed.key,
      timed.lo,
      timed.hi,
      timed.fit,
      untimed.key,
      untimed.bpm,
      untimed.fit,
      me,
    ]);
    return { ms: performance.now() - started, ids: rows.map((row) => row.id) };
  };
}

// --- measuring ------------------------------------------------------------------------------

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
const summary = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
};

/** One request at a time, HTTP and SQL alternating which goes first; the first few must agree. */
async function sequential(item, index, { pick, sides }) {
  const random = generator(2000 + index);
  const times = Object.fromEntries(Object.keys(sides).map((side) => [side, []]));
  for (let iteration = 0; iteration < WARMUP + RUNS; iteration += 1) {
    const reference = pick(random);
    const type = item.type(reference, random);
    const order = Object.entries(sides);
    if (iteration % 2) order.reverse();
    const ids = {};
    for (const [side, run] of order) {
      const { ms, ids: listed } = await run(reference, type);
      ids[side] = listed.join();
      if (iteration >= WARMUP) times[side].push(ms);
    }
    if (iteration < 5 && ids.http !== undefined && ids.http !== ids.sql)
      console.warn(`  ! ${item.name}: HTTP e SQL listaram sons diferentes para ${reference.id} (${type})`);
  }
  return Object.fromEntries(Object.entries(times).map(([side, list]) => [side, summary(list)]));
}

/** `CONCURRENCY` clients asking at once, RUNS requests each side in all; latency per request. */
async function concurrent(item, index, { pick, sides }) {
  const result = {};
  for (const [side, run] of Object.entries(sides)) {
    const random = generator(3000 + index);
    const draws = Array.from({ length: WARMUP + RUNS }, () => {
      const reference = pick(random);
      return { reference, type: item.type(reference, random) };
    });
    const times = [];
    let next = 0;
    const client = async () => {
      while (next < draws.length) {
        const at = next++;
        const { ms } = await run(draws[at].reference, draws[at].type);
        if (at >= WARMUP) times.push(ms);
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: CONCURRENCY }, client));
    result[side] = { ...summary(times), perSecond: (draws.length / (performance.now() - started)) * 1000 };
  }
  return result;
}

function report(title, rows, withRate, target = TARGET_MS) {
  const ms = (value) => (value === undefined ? '—' : value.toFixed(1));
  const header = [
    'consulta',
    'http p50',
    'http p95',
    'sql p50',
    'sql p95',
    'http/sql p95',
    ...(withRate ? ['http/s', 'sql/s'] : []),
    'alvo',
  ];
  console.log(`\n${title}`);
  printTable(
    header,
    rows.map(({ item, row }) => [
      item.name,
      ms(row.http?.p50),
      ms(row.http?.p95),
      ms(row.sql.p50),
      ms(row.sql.p95),
      row.http ? `${(row.http.p95 / row.sql.p95).toFixed(2)}×` : '—',
      ...(withRate ? [row.http ? row.http.perSecond.toFixed(0) : '—', row.sql.perSecond.toFixed(0)] : []),
      row.http ? `${row.http.p95 <= target ? '✓' : '✗'} p95≤${target}` : '',
    ]),
  );
}

async function main() {
  const pool = new pg.Pool({ connectionString: options['database-url'], max: Math.max(2, CONCURRENCY) });
  try {
    const rules = await loadRules();
    // References: a fixed sample of public sounds (the cards people open matches on), most
    // popular first (the seed's own likes + downloads, Pareto-distributed) for the Zipf draw.
    const { rows: references } = await pool.query(
      `SELECT id, type, key, bpm, tempo FROM catalogue.sounds TABLESAMPLE SYSTEM (1) REPEATABLE (18)
        WHERE status = 'public' ORDER BY likes_count + downloads_count DESC, id LIMIT 2000`,
    );
    const pickers = {
      zipf: { label: 'Zipf (s = 1) pela popularidade', pick: zipfPicker(references) },
      uniform: { label: 'uniforme', pick: (random) => pickFrom(random, references) },
    };
    const draws = options.draws.split(',').map((name) => pickers[name.trim()]);
    if (draws.some((draw) => !draw)) throw new Error('--draws: zipf, uniform ou os dois separados por vírgula');
    const { rows: stats } = await pool.query(
      `SELECT count(*)::int AS n, count(tempo)::int AS timed FROM catalogue.sounds WHERE status = 'public'`,
    );
    if (stats[0].n < 100_000) console.warn(`Só ${stats[0].n} sons públicos: rode antes npm run seed:catalogue.`);
    const session = options['sql-only']
      ? { token: undefined, userId: '00000000-0000-4000-8000-00000000be7c' }
      : await signIn(options.url, { email: options.email, password: options.password });
    const sides = {
      ...(session.token ? { http: (reference, type) => httpMatches(session.token, reference, type) } : {}),
      sql: sqlMatcher(pool, rules, session.userId),
    };
    console.log(
      `${stats[0].n.toLocaleString('pt-BR')} sons públicos (${stats[0].timed.toLocaleString('pt-BR')} com andamento) · ` +
        `${references.length} referências · ${RUNS} medições após ${WARMUP} de aquecimento` +
        (session.token ? ` · ${options.url}` : ' · só SQL') +
        // The machine's other work shows in every figure: say how busy it was.
        ` · carga ${loadavg()[0].toFixed(1)}`,
    );
    for (const { label, pick } of draws) {
      const one = [];
      const many = [];
      for (const [index, item] of CASES.entries()) {
        one.push({ item, row: await sequential(item, index, { pick, sides }) });
        console.log(`  ${item.name} (${label}), em sequência: sql p95 ${one.at(-1).row.sql.p95.toFixed(1)} ms`);
      }
      for (const [index, item] of CASES.entries()) {
        many.push({ item, row: await concurrent(item, index, { pick, sides }) });
        console.log(
          `  ${item.name} (${label}), ${CONCURRENCY} ao mesmo tempo: sql p95 ${many.at(-1).row.sql.p95.toFixed(1)} ms`,
        );
      }
      report(`Referências ${label}: uma requisição por vez (ms)`, one, false);
      report(
        `Referências ${label}: ${CONCURRENCY} clientes ao mesmo tempo (ms por requisição)`,
        many,
        true,
        CONCURRENT_TARGET_MS,
      );
    }
    console.log(`\ncarga da máquina no fim: ${loadavg()[0].toFixed(1)}`);
  } finally {
    await pool.end();
    agent.destroy();
  }
}

main().catch((error) => {
  console.error(error.stack ?? error.message);
  process.exit(1);
});
