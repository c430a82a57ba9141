#!/usr/bin/env node
/* eslint-disable no-console -- a command-line report */
/**
 * Dashboard list latency: GET /api/sounds (page of 20 + total) over HTTP against the same
 * queries written by hand in SQL, on a seeded catalogue. See README.md beside this file.
 *
 *   npm run seed:catalogue && npm start        # in another terminal
 *   node bench/catalogue/run.mjs [--runs 200] [--warmup 20] [--url http://127.0.0.1:3000]
 *                                [--database-url postgres://…] [--sql naive|api] [--sql-only] [--only text]
 *   node bench/catalogue/run.mjs --matches …   # 'Combina com este' instead (matches.mjs)
 */
import pg from 'pg';
import { apiPager } from '../lib/api-pager.mjs';
import { BPMS, generator, KEYS, pickFrom, TYPES } from '../lib/draws.mjs';
import { browserGet } from '../lib/browser-get.mjs';
import { BENCH_ACCOUNT, signIn } from '../lib/session.mjs';
import { platformArgs } from '../lib/platform-options.mjs';
import { printTable } from '../lib/table.mjs';

/** `--matches`: the 'Combina com este' bench (matches.mjs, its own options) instead of the lists. */
const MATCHES = process.argv.includes('--matches');
const options = MATCHES
  ? {}
  : platformArgs({
      runs: 200,
      warmup: 20,
      sql: 'naive',
      'sql-only': false,
      only: undefined,
      email: BENCH_ACCOUNT.email,
      password: BENCH_ACCOUNT.password,
    });
const RUNS = Number(options.runs);
const WARMUP = Number(options.warmup);
const PAGE_SIZE = 20;
const DEEP_PAGE = 5000;

// --- the cases: each draws its filters from a seeded generator, the same for HTTP and SQL -----

/** The p95 every shape is held to over HTTP, one request at a time (issue #15). */
const TARGET_MS = 20;
/** What HTTP may add to the API's own queries (`--sql api`), at p95. */
const HTTP_OVERHEAD_MS = 5;

function cases(categories) {
  return [
    { name: 'lista, 0 filtros', kind: 'list', draw: () => ({}) },
    { name: 'lista, 1 filtro (tipo)', kind: 'list', draw: (r) => ({ type: pickFrom(r, TYPES) }) },
    {
      name: 'lista, 3 filtros (tipo+tom+bpm)',
      kind: 'list',
      draw: (r) => ({ type: pickFrom(r, TYPES), key: pickFrom(r, KEYS), bpm: pickFrom(r, BPMS) }),
    },
    {
      name: 'lista, 3 filtros (categoria+tom+tipo)',
      kind: 'list',
      draw: (r) => ({ category: pickFrom(r, categories), key: pickFrom(r, KEYS), type: pickFrom(r, TYPES) }),
    },
    { name: "busca 'funk'", kind: 'search', draw: () => ({ search: 'funk' }) },
    { name: "busca 'acapela' (sem acento)", kind: 'search', draw: () => ({ search: 'acapela' }) },
    { name: 'página 1, 0 filtros', kind: 'list', page: 1, draw: () => ({}) },
    { name: `página ${DEEP_PAGE}, 0 filtros`, kind: 'list', page: DEEP_PAGE, deep: true, draw: () => ({}) },
    {
      name: `página ${DEEP_PAGE}, 1 filtro (tipo)`,
      kind: 'list',
      page: DEEP_PAGE,
      deep: true,
      draw: (r) => ({ type: pickFrom(r, TYPES) }),
    },
    // What the portal asks when the reader presses Próxima on page 4,999: after its last sound.
    {
      name: `página ${DEEP_PAGE} por Próxima, 0 filtros`,
      kind: 'list',
      page: DEEP_PAGE,
      deep: true,
      anchored: true,
      draw: () => ({}),
    },
    {
      name: `página ${DEEP_PAGE} por Próxima, 1 filtro (tipo)`,
      kind: 'list',
      page: DEEP_PAGE,
      deep: true,
      anchored: true,
      draw: (r) => ({ type: pickFrom(r, TYPES) }),
    },
    {
      name: "busca 'funk' + categoria",
      kind: 'search',
      draw: (r) => ({ search: 'funk', category: pickFrom(r, categories) }),
    },
    {
      name: "busca 'acapela' + tipo + tom",
      kind: 'search',
      draw: (r) => ({ search: 'acapela', type: pickFrom(r, TYPES), key: pickFrom(r, KEYS) }),
    },
    // Issue #44: what a musician types. A typo, instrument words (family tag or name), a tempo, a
    // key in words; each ranked by how well it matches, then newest.
    { name: "busca com erro 'noturma'", kind: 'search', draw: () => ({ search: 'noturma' }) },
    { name: "busca 'bumbo' (instrumento)", kind: 'search', draw: () => ({ search: 'bumbo' }) },
    { name: "busca 'caixa funk'", kind: 'search', draw: () => ({ search: 'caixa funk' }) },
    { name: "busca 'trap 140'", kind: 'search', draw: () => ({ search: 'trap 140' }) },
    { name: "busca '96 bpm'", kind: 'search', draw: () => ({ search: '96 bpm' }) },
    { name: "busca 'funk lá menor'", kind: 'search', draw: () => ({ search: 'funk lá menor' }) },
    { name: "busca 'batida' + tom", kind: 'search', draw: (r) => ({ search: 'batida', key: pickFrom(r, KEYS) }) },
  ].filter((item) => !options.only || item.name.includes(options.only));
}

/** A page over HTTP as the portal asks it; `ms` runs to the answer's last byte (browserGet). */
async function httpPage(token, filters, page, after) {
  const query = new URLSearchParams({ page: String(page), pageSize: String(PAGE_SIZE), ...filters });
  if (after) query.set('after', after);
  const answer = await browserGet(`${options.url}/api/sounds?${query}`, { authorization: `Bearer ${token}` });
  const body = JSON.parse(answer.body.toString());
  if (answer.status !== 200) throw new Error(`GET /api/sounds?${query}: ${answer.status} ${JSON.stringify(body)}`);
  // A broad search answers the planner's estimate as its total (totalIsEstimate).
  return {
    ms: answer.ms,
    total: body.total,
    ids: body.items.map((item) => item.id),
    estimated: Boolean(body.totalIsEstimate),
  };
}

// --- SQL side: what a competent engineer writes by hand ------------------------------------

const COLUMNS = {
  type: 'type',
  category: 'category_id',
  drumKit: 'drum_kit_id',
  uploader: 'owner_id',
  key: 'key',
  bpm: 'bpm',
  produced: 'is_produced',
};

/** WHERE clauses (alias s) for the filters, appending their values to `params`. */
function filterSql(filters, params) {
  const clauses = [];
  for (const [name, column] of Object.entries(COLUMNS)) {
    if (filters[name] === undefined) continue;
    params.push(filters[name]);
    clauses.push(`s.${column} = $${params.length}`);
  }
  if (filters.search !== undefined) {
    params.push(filters.search);
    clauses.push(`s.search_vector @@ catalogue.search_query($${params.length})`);
  }
  return clauses.map((clause) => ` AND ${clause}`).join('');
}

/** The card's columns for a page of sounds `page` (a subquery yielding id, in order). */
const hydrate = (page, viewer) => `
  SELECT s.id, s.name, s.description, s.type, s.key, s.bpm, s.category_id, s.category_name,
         s.drum_kit_id, s.drum_kit_name, k.image_url AS drum_kit_image, s.artist_id, s.artist_name,
         ca.image_url AS artist_image, s.owner_id, coalesce(p.full_name, s.owner_name) AS owner_name,
         p.avatar_url AS owner_avatar, s.audio_id, a.status AS audio_status, a.duration_seconds, a.card_levels,
         a.preview_url, s.image_url, s.is_free, s.is_produced, s.status, s.likes_count, s.downloads_count, s.created_at,
         EXISTS (SELECT 1 FROM catalogue.likes l WHERE l.user_id = ${viewer} AND l.sound_id = s.id) AS liked,
         EXISTS (SELECT 1 FROM catalogue.downloads d WHERE d.user_id = ${viewer} AND d.sound_id = s.id) AS downloaded
    FROM ${page}
    JOIN catalogue.sounds s USING (id)
    LEFT JOIN catalogue.audio_files a ON a.audio_id = s.audio_id
    LEFT JOIN catalogue.drum_kits k ON k.id = s.drum_kit_id
    LEFT JOIN catalogue.artists ca ON ca.id = s.artist_id
    LEFT JOIN catalogue.profiles p ON p.user_id = s.owner_id
   ORDER BY s.created_at DESC, s.id DESC`;

/**
 * The reference SQL: one visibility predicate, `status = 'public' OR owner_id = $me`, the
 * filters, newest first; the page hydrated with the card's joins and the total counted, both
 * by hand as a competent engineer would write them without knowing the indexes.
 */
function naiveStatements(me, filters, page, after) {
  const params = [me];
  const visible = `FROM catalogue.sounds s WHERE (s.status = 'public' OR s.owner_id = $1)${filterSql(filters, params)}`;
  const countParams = [...params];
  // Keyset by hand: the rows before the anchor's (created_at, id) instead of an OFFSET.
  let seek = `OFFSET ${(page - 1) * PAGE_SIZE}`;
  let listed = visible;
  if (after) {
    params.push(after);
    listed += ` AND (s.created_at, s.id) < (SELECT a.created_at, a.id FROM catalogue.sounds a WHERE a.id = $${params.length})`;
    seek = '';
  }
  return {
    params,
    countParams,
    list: hydrate(
      `(SELECT s.id ${listed} ORDER BY s.created_at DESC, s.id DESC LIMIT ${PAGE_SIZE} ${seek}) AS page`,
      '$1',
    ),
    count: `SELECT count(*) AS total ${visible}`,
  };
}

/** Page and total at once on two connections, as the API runs them. */
async function naivePage(pool, me, filters, page, after) {
  const { params, countParams, list, count } = naiveStatements(me, filters, page, after);
  const [rows, total] = await Promise.all([pool.query(list, params), pool.query(count, countParams)]);
  return { total: Number(total.rows[0].total), ids: rows.rows.map((row) => row.id) };
}

/** --sql api: the API's own query code, so http − sql is what HTTP, Nest, auth and validation add. */
async function apiSqlPage(pool) {
  const page = await apiPager(pool, { databaseUrl: options['database-url'] });
  return async (me, filters, pageNumber, after) => {
    const answer = await page(me, { ...filters, page: pageNumber, pageSize: PAGE_SIZE, after });
    return { total: answer.total, ids: answer.items.map((item) => item.id) };
  };
}

// --- measuring ------------------------------------------------------------------------------

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
const summary = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
};

/** How long `fn` took, or the time it measured itself (an HTTP page, without decoding). */
async function timed(fn) {
  const started = performance.now();
  const result = await fn();
  return { ms: result.ms ?? performance.now() - started, result };
}

/**
 * Runs one case: warm-up then RUNS iterations, sequential. Each iteration draws its filters
 * once and runs them over HTTP and in SQL, alternating which goes first so neither side always
 * finds the other's pages in the cache. The first iteration checks both sides agree.
 */
async function measure(item, { sqlPage, token, me, index }) {
  const random = generator(1000 + index);
  const http = [];
  const sql = [];
  let estimated = false;
  // The last sound of the page before, per set of filters, found once outside the timings.
  const anchors = new Map();
  const anchorFor = async (filters, page) => {
    const key = JSON.stringify(filters);
    if (!anchors.has(key)) anchors.set(key, (await sqlPage(me, filters, page - 1)).ids.at(-1));
    return anchors.get(key);
  };
  for (let iteration = 0; iteration < WARMUP + RUNS; iteration += 1) {
    // As the dashboard lists: samples, produced songs left out (the API's default, samplesUnlessAsked).
    const filters = { produced: false, ...item.draw(random) };
    const page = item.page ?? 1;
    const after = item.anchored ? await anchorFor(filters, page) : undefined;
    const sides = [
      token ? ['http', () => httpPage(token, filters, page, after)] : undefined,
      ['sql', () => sqlPage(me, filters, page, after)],
    ].filter(Boolean);
    if (iteration % 2) sides.reverse();
    const results = {};
    for (const [side, fn] of sides) {
      const { ms, result } = await timed(fn);
      results[side] = result;
      if (iteration >= WARMUP) (side === 'http' ? http : sql).push(ms);
    }
    if (iteration === 0 && results.http) {
      estimated = results.http.estimated;
      if (results.http.total !== results.sql.total) {
        const what = estimated ? 'estimado' : '≠';
        console.warn(`  ! ${item.name}: total HTTP ${results.http.total} ${what} SQL ${results.sql.total}`);
      }
      if (results.http.ids.join() !== results.sql.ids.join()) console.warn(`  ! ${item.name}: páginas diferentes`);
    }
  }
  return { http: http.length ? summary(http) : undefined, sql: summary(sql), estimated };
}

function verdict(item, row, pageOne) {
  const checks = [];
  if (row.http) {
    checks.push(`${row.http.p95 <= TARGET_MS ? '✓' : '✗'} p95≤${TARGET_MS}`);
    if (options.sql === 'api')
      checks.push(`${row.http.p95 <= row.sql.p95 + HTTP_OVERHEAD_MS ? '✓' : '✗'} ≤sql+${HTTP_OVERHEAD_MS}`);
  }
  if (row.estimated) checks.push('(total estimado)');
  if (item.deep && pageOne) {
    const deep = row.http ?? row.sql;
    const first = pageOne.http ?? pageOne.sql;
    checks.push(`${deep.p95 <= first.p95 + 10 ? '✓' : '✗'} ≈pág.1`);
  }
  return checks.join('  ');
}

function printResults(rows) {
  const ms = (value) => (value === undefined ? '—' : value.toFixed(1));
  const header = ['consulta', 'http p50', 'http p95', 'sql p50', 'sql p95', 'http−sql p95', 'alvo'];
  const lines = rows.map(({ item, row, check }) => [
    item.name,
    ms(row.http?.p50),
    ms(row.http?.p95),
    ms(row.sql.p50),
    ms(row.sql.p95),
    row.http ? ms(row.http.p95 - row.sql.p95) : '—',
    check,
  ]);
  printTable(header, lines);
}

async function main() {
  if (!['naive', 'api'].includes(options.sql)) throw new Error('--sql naive|api');
  const pool = new pg.Pool({ connectionString: options['database-url'], max: 2 });
  try {
    const sqlPage =
      options.sql === 'api'
        ? await apiSqlPage(pool)
        : (me, filters, page, after) => naivePage(pool, me, filters, page, after);
    const { rows: stats } = await pool.query(`SELECT count(*)::int AS n FROM catalogue.sounds WHERE status = 'public'`);
    if (stats[0].n < 100_000) console.warn(`Só ${stats[0].n} sons públicos: rode antes npm run seed:catalogue.`);
    // Users click the popular genres: the 12 categories with the most public sounds.
    const { rows: popular } = await pool.query(
      `SELECT category_id AS id FROM catalogue.sounds WHERE status = 'public' AND category_id IS NOT NULL
        GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 12`,
    );
    const categories = popular.map((row) => row.id);
    const session = options['sql-only']
      ? { token: undefined, userId: '00000000-0000-4000-8000-00000000be7c' }
      : await signIn(options.url, { email: options.email, password: options.password });
    console.log(
      `${stats[0].n.toLocaleString('pt-BR')} sons públicos · ${RUNS} medições após ${WARMUP} de aquecimento, em sequência · SQL ${options.sql}` +
        (session.token ? ` · ${options.url}` : ' · só SQL'),
    );
    const rows = [];
    let pageOne;
    for (const [index, item] of cases(categories).entries()) {
      const row = await measure(item, { sqlPage, token: session.token, me: session.userId, index });
      if (item.page === 1) pageOne = row;
      rows.push({ item, row, check: verdict(item, row, pageOne) });
      console.log(
        `  ${item.name}: sql p95 ${row.sql.p95.toFixed(1)} ms${row.http ? `, http p95 ${row.http.p95.toFixed(1)} ms` : ''}`,
      );
    }
    console.log();
    printResults(rows);
  } finally {
    await pool.end();
  }
}

if (MATCHES) await import('./matches.mjs');
else
  main().catch((error) => {
    console.error(error.stack ?? error.message);
    process.exit(1);
  });
