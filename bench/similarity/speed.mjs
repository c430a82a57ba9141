#!/usr/bin/env node
/* eslint-disable no-console -- a command-line report */
/**
 * 'Sons parecidos' at scale: GET /api/sounds/:id/similar (20 cards) over HTTP on a seeded
 * catalogue, one request at a time and `--concurrency` at once, against 'Combina com este' for the
 * same references in the same run; recall@10 of the cells against an exact scan; the vectors'
 * storage per million. `--compare` also measures the alternatives the design chose between:
 * `cube`'s own GiST kNN, and an in-memory HNSW (hnswlib-node, installed on first use into
 * node_modules/.cache, not a dependency of the platform). See README.md beside this file.
 *
 *   npm run bench:similarity -- [--runs 200] [--warmup 20] [--concurrency 20] [--compare] [--url …]
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Agent } from 'node:http';
import { resolve } from 'node:path';
import pg from 'pg';
import { browserGet } from '../lib/browser-get.mjs';
import { generator } from '../lib/draws.mjs';
import { platformArgs } from '../lib/platform-options.mjs';
import { signIn } from '../lib/session.mjs';
import { printTable } from '../lib/table.mjs';

const options = platformArgs({ runs: 200, warmup: 20, concurrency: 20, recall: 100, compare: false });
const RUNS = Number(options.runs);
const WARMUP = Number(options.warmup);
const CONCURRENCY = Number(options.concurrency);
const RECALL_QUERIES = Number(options.recall);
const LIMIT = 20;
/** Issue #34: p95 one at a time at a million sounds; recall@10 against an exact scan. */
const TARGET_MS = 30;
/** Issue #46: p95 with 20 at once. */
const TARGET_TOGETHER_MS = 100;
const TARGET_RECALL = 0.9;

const agent = new Agent({ keepAlive: true, maxSockets: Math.max(1, CONCURRENCY) });
const pool = new pg.Pool({ connectionString: options['database-url'], max: 4 });

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
const summary = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
};
const ms = (value) => `${value.toFixed(1)} ms`;
const megabytes = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function get(token, path) {
  const answer = await browserGet(`${options.url}/api${path}`, { authorization: `Bearer ${token}` }, { agent });
  if (answer.status !== 200) throw new Error(`GET ${path}: ${answer.status} ${answer.body.toString().slice(0, 200)}`);
  return { ms: answer.ms, ids: JSON.parse(answer.body.toString()).items.map((item) => item.id) };
}

/** Public described sounds drawn at random: the references asked about. */
async function references(count) {
  const { rows } = await pool.query(
    `SELECT sound_id AS id, type, loop, version, vector::text AS vector FROM catalogue.sound_timbres
      TABLESAMPLE SYSTEM (1) REPEATABLE (34) WHERE public LIMIT $1`,
    [count],
  );
  if (rows.length < 10) throw new Error('poucos sons descritos: semeie o catálogo (npm run seed:catalogue)');
  return rows.map((row) => ({ ...row, values: row.vector.slice(1, -1).split(',').map(Number) }));
}

/** The exact answer: every public sound of the reference's type and kind, by distance. */
async function exactNearest(reference, limit = 10) {
  const started = performance.now();
  const { rows } = await pool.query(
    `SELECT sound_id FROM catalogue.sound_timbres
      WHERE public AND version = $1 AND loop = $2 AND type = $3 AND sound_id <> $4
      ORDER BY vector <-> public.cube($5::float8[]), sound_id LIMIT $6`,
    [reference.version, reference.loop, reference.type, reference.id, reference.values, limit],
  );
  return { ms: performance.now() - started, ids: rows.map((row) => row.sound_id) };
}

const recallOf = (found, exact) => found.filter((id) => exact.includes(id)).length / Math.max(1, exact.length);

async function sequential(token, drawn) {
  const times = { similar: [], matches: [] };
  const random = generator(34);
  for (let run = 0; run < WARMUP + RUNS; run += 1) {
    const reference = drawn[Math.floor(random() * drawn.length)];
    const sides = [
      ['similar', `/sounds/${reference.id}/similar?limit=${LIMIT}`],
      ['matches', `/sounds/${reference.id}/matches?limit=${LIMIT}`],
    ];
    if (run % 2) sides.reverse();
    for (const [side, path] of sides) {
      const { ms: took } = await get(token, path);
      if (run >= WARMUP) times[side].push(took);
    }
  }
  return { similar: summary(times.similar), matches: summary(times.matches) };
}

async function concurrent(token, drawn, side) {
  const random = generator(35);
  const paths = Array.from({ length: WARMUP + RUNS }, () => {
    const reference = drawn[Math.floor(random() * drawn.length)];
    return `/sounds/${reference.id}/${side}?limit=${LIMIT}`;
  });
  const times = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < paths.length) {
        const index = next++;
        const { ms: took } = await get(token, paths[index]);
        if (index >= WARMUP) times.push(took);
      }
    }),
  );
  return summary(times);
}

async function recall(token, drawn) {
  const recalls = [];
  const exactTimes = [];
  for (const reference of drawn.slice(0, RECALL_QUERIES)) {
    const { ids } = await get(token, `/sounds/${reference.id}/similar?limit=10`);
    const exact = await exactNearest(reference);
    exactTimes.push(exact.ms);
    recalls.push(recallOf(ids, exact.ids));
  }
  return { recall: recalls.reduce((sum, value) => sum + value, 0) / recalls.length, exact: summary(exactTimes) };
}

async function storage() {
  const { rows } = await pool.query(`
    SELECT (SELECT count(*) FROM catalogue.sound_timbres)::float8 AS sounds,
           pg_table_size('catalogue.sound_timbres')::float8 AS heap,
           pg_indexes_size('catalogue.sound_timbres')::float8 AS indexes,
           pg_total_relation_size('catalogue.timbre_cells')::float8 AS cells,
           coalesce(pg_total_relation_size(to_regclass('catalogue.timbre_neighbours')), 0)::float8 AS lists,
           (SELECT count(*) FROM catalogue.timbre_cells)::int AS cell_count,
           (SELECT coalesce(sum(pg_column_size(timbre)), 0) FROM catalogue.audio_files TABLESAMPLE SYSTEM (1))::float8 * 100
             AS audio_column`);
  // The neighbour lists (#46), when the database has them (a catalogue before 1795926000000 does not).
  const { rows: lists } = await pool.query(`SELECT to_regclass('catalogue.timbre_neighbours') IS NOT NULL AS present`);
  const listed = lists[0].present
    ? (await pool.query(`SELECT count(*)::float8 AS n FROM catalogue.timbre_neighbours`)).rows[0].n
    : 0;
  return { ...rows[0], listed };
}

// --- the alternatives ------------------------------------------------------------------------

/** cube's GiST over the same vectors: exact kNN by index, measured by SQL alone. */
async function gistAlternative(drawn) {
  const started = performance.now();
  await pool.query(`CREATE INDEX bench_timbre_gist ON catalogue.sound_timbres USING gist (vector) WHERE public`);
  const built = performance.now() - started;
  try {
    const { rows } = await pool.query(`SELECT pg_relation_size('catalogue.bench_timbre_gist')::float8 AS bytes`);
    const times = [];
    for (const reference of drawn.slice(0, 50)) {
      const begun = performance.now();
      await pool.query(
        `SELECT sound_id FROM catalogue.sound_timbres
          WHERE public AND version = $1 AND loop = $2 AND type = $3 AND sound_id <> $4
          ORDER BY vector <-> public.cube($5::float8[]) LIMIT ${LIMIT}`,
        [reference.version, reference.loop, reference.type, reference.id, reference.values],
      );
      times.push(performance.now() - begun);
    }
    return { built, bytes: rows[0].bytes, ...summary(times) };
  } finally {
    await pool.query(`DROP INDEX catalogue.bench_timbre_gist`);
  }
}

/** hnswlib-node from a cache folder beside the repository's modules, installed on first use. */
function loadHnswlib() {
  const prefix = resolve('node_modules/.cache/bench-ann');
  if (!existsSync(resolve(prefix, 'node_modules/hnswlib-node'))) {
    console.log('instalando hnswlib-node em node_modules/.cache/bench-ann (só para esta comparação)…');
    execFileSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', prefix, 'hnswlib-node@3'], {
      stdio: 'inherit',
    });
  }
  return createRequire(resolve(prefix, 'package.json'))('hnswlib-node');
}

/** An in-memory HNSW of every public vector, as a catalogue process would have to keep one. */
async function hnswAlternative(drawn) {
  const { HierarchicalNSW } = loadHnswlib();
  const rssBefore = process.memoryUsage().rss;
  const loading = performance.now();
  const { rows } = await pool.query(
    `SELECT type, loop, vector::text AS vector FROM catalogue.sound_timbres WHERE public ORDER BY sound_id`,
  );
  const loaded = performance.now() - loading;
  const dimensions = rows[0].vector.slice(1, -1).split(',').length;
  const index = new HierarchicalNSW('l2', dimensions);
  index.initIndex(rows.length, 16, 100, 34);
  const labels = new Map();
  const building = performance.now();
  rows.forEach((row, label) => {
    index.addPoint(row.vector.slice(1, -1).split(',').map(Number), label);
    labels.set(label, `${row.type}/${row.loop}`);
  });
  const built = performance.now() - building;
  const rss = process.memoryUsage().rss - rssBefore;
  index.setEf(64);
  const idOf = await pool.query(`SELECT sound_id FROM catalogue.sound_timbres WHERE public ORDER BY sound_id`);
  const times = [];
  const recalls = [];
  for (const reference of drawn.slice(0, RECALL_QUERIES)) {
    const kind = `${reference.type}/${reference.loop}`;
    const begun = performance.now();
    const found = index.searchKnn(reference.values, 11, (label) => labels.get(label) === kind);
    times.push(performance.now() - begun);
    const ids = found.neighbors
      .map((label) => idOf.rows[label].sound_id)
      .filter((id) => id !== reference.id)
      .slice(0, 10);
    recalls.push(recallOf(ids, (await exactNearest(reference)).ids));
  }
  return {
    loaded,
    built,
    rss,
    recall: recalls.reduce((sum, value) => sum + value, 0) / recalls.length,
    ...summary(times),
  };
}

// --- report ---------------------------------------------------------------------------------

async function main() {
  const { token } = await signIn(options.url);
  const drawn = await references(Math.max(500, RECALL_QUERIES));
  const sizes = await storage();
  console.log(
    `${sizes.sounds.toLocaleString('pt-BR')} sons descritos, ${sizes.cell_count} células, ` +
      `${Math.round(sizes.listed).toLocaleString('pt-BR')} listas de vizinhos; ` +
      `${RUNS} pedidos (+${WARMUP} de aquecimento), ${LIMIT} cartões cada`,
  );
  const alone = await sequential(token, drawn);
  const together = {
    similar: await concurrent(token, drawn, 'similar'),
    matches: await concurrent(token, drawn, 'matches'),
  };
  const quality = await recall(token, drawn);
  const verdict = (ok) => (ok ? '✓' : '✗');
  printTable(
    ['medida', 'Sons parecidos', 'Combina com este', 'razão', 'alvo'],
    [
      [
        'um por vez, p50',
        ms(alone.similar.p50),
        ms(alone.matches.p50),
        `${(alone.similar.p50 / alone.matches.p50).toFixed(2)}×`,
        '',
      ],
      [
        'um por vez, p95',
        ms(alone.similar.p95),
        ms(alone.matches.p95),
        `${(alone.similar.p95 / alone.matches.p95).toFixed(2)}×`,
        `${verdict(alone.similar.p95 <= TARGET_MS)} ≤ ${TARGET_MS} ms`,
      ],
      [
        `${CONCURRENCY} de uma vez, p95`,
        ms(together.similar.p95),
        ms(together.matches.p95),
        `${(together.similar.p95 / together.matches.p95).toFixed(2)}×`,
        CONCURRENCY === 20 ? `${verdict(together.similar.p95 <= TARGET_TOGETHER_MS)} ≤ ${TARGET_TOGETHER_MS} ms` : '',
      ],
    ],
  );
  console.log();
  printTable(
    ['medida', 'valor', 'alvo'],
    [
      [
        `recall@10 (${Math.min(RECALL_QUERIES, drawn.length)} consultas)`,
        quality.recall.toFixed(3),
        `${verdict(quality.recall >= TARGET_RECALL)} ≥ ${TARGET_RECALL}`,
      ],
      ['busca exata (varre o tipo), p50 / p95', `${ms(quality.exact.p50)} / ${ms(quality.exact.p95)}`, ''],
      ['vetores por milhão: tabela + índices', megabytes(((sizes.heap + sizes.indexes) / sizes.sounds) * 1e6), ''],
      ['vetores por milhão: cópia em audio_files', megabytes((sizes.audio_column / sizes.sounds) * 1e6), ''],
      ['células (centróides)', megabytes(sizes.cells), ''],
      [
        `listas de vizinhos (${Math.round(sizes.listed).toLocaleString('pt-BR')} sons), por milhão`,
        sizes.listed ? megabytes((sizes.lists / sizes.listed) * 1e6) : 'nenhuma',
        '',
      ],
    ],
  );
  if (options.compare) {
    console.log('\nalternativas (mesmas referências):');
    const gist = await gistAlternative(drawn);
    const hnsw = await hnswAlternative(drawn);
    printTable(
      ['alternativa', 'construção', 'tamanho', 'p50', 'p95', 'recall@10'],
      [
        [
          'cube GiST (exato)',
          `${(gist.built / 1000).toFixed(0)} s`,
          megabytes(gist.bytes),
          ms(gist.p50),
          ms(gist.p95),
          '1.000',
        ],
        [
          'HNSW em memória (hnswlib-node, M=16, ef=64)',
          `${((hnsw.loaded + hnsw.built) / 1000).toFixed(0)} s`,
          `${megabytes(hnsw.rss)} RAM`,
          ms(hnsw.p50),
          ms(hnsw.p95),
          hnsw.recall.toFixed(3),
        ],
      ],
    );
  }
}

try {
  await main();
} finally {
  agent.destroy();
  await pool.end();
}
