#!/usr/bin/env node
/* eslint-disable no-console -- a command-line report */
/**
 * The catalogue under concurrent users: autocannon against the running platform, a signed-in
 * user, 32 connections, every shape of bench/catalogue, each route's throughput as a ratio to
 * /api/health and to a bare Fastify + pg handler running the API's own page query, all measured
 * in this one run. See README.md beside this file.
 *
 *   npm start && npm run seed:catalogue        # once
 *   npm run bench:load [-- --connections 32 --duration 10 --only texto]
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import pg from 'pg';
import { BROWSER_HEADERS, browserGet } from '../lib/browser-get.mjs';
import { BPMS, generator, KEYS, pickFrom, TYPES } from '../lib/draws.mjs';
import { signIn } from '../lib/session.mjs';
import { platformArgs } from '../lib/platform-options.mjs';
import { printTable } from '../lib/table.mjs';

const options = platformArgs({ connections: 32, duration: 10, only: undefined });
const CONNECTIONS = Number(options.connections);
const DURATION = Number(options.duration);

/** Paths taken in turn, one per request: each filter value in rotation, as many users click. */
function rotation(paths) {
  let next = 0;
  return () => paths[next++ % paths.length];
}
const query = (filters) => new URLSearchParams({ pageSize: '20', ...filters }).toString();

/**
 * The routes measured. `target` is the share of /api/health's throughput the issue asks for;
 * `bare` runs on the bare handler (bare-server.mjs), `essential` with the API's essential work
 * (token, revocation, compression: essential-work.mjs); `versus` names the bare route an API
 * route is compared with (issue #32: the API ≥ 80 % of the bare handler doing the same work).
 */
function routes(categories) {
  const random = generator(7);
  const threeFilters = Array.from({ length: 64 }, () => ({
    type: pickFrom(random, TYPES),
    key: pickFrom(random, KEYS),
    bpm: pickFrom(random, BPMS),
  }));
  const api = (filters) => `/api/sounds?${query(filters)}`;
  return [
    { name: '/api/health', paths: ['/api/health'], auth: false },
    { name: 'bare: 0 filtros (SQL)', bare: true, paths: [`/sounds?${query({})}`] },
    { name: 'bare: 0 filtros (+ páginas compartilhadas)', bare: true, paths: [`/shared?${query({})}`] },
    { name: 'bare: tipo (SQL)', bare: true, paths: TYPES.map((type) => `/sounds?${query({ type })}`) },
    { name: 'bare: 0 filtros (essencial)', bare: true, essential: true, paths: [`/essential?${query({})}`] },
    {
      name: 'bare: tipo (essencial)',
      bare: true,
      essential: true,
      paths: TYPES.map((type) => `/essential?${query({ type })}`),
    },
    { name: 'API: 0 filtros', paths: [api({})], target: 0.6, versus: 'bare: 0 filtros (essencial)' },
    { name: 'API: tipo', paths: TYPES.map((type) => api({ type })), target: 0.6, versus: 'bare: tipo (essencial)' },
    { name: 'API: tom', paths: KEYS.map((key) => api({ key })), target: 0.6 },
    { name: 'API: BPM', paths: BPMS.map((bpm) => api({ bpm })), target: 0.6 },
    { name: 'API: categoria', paths: categories.map((category) => api({ category })), target: 0.6 },
    { name: 'API: 3 filtros (64 combinações)', paths: threeFilters.map(api), target: 0.3 },
    { name: "API: busca 'funk'", paths: [api({ search: 'funk' })], target: 0.3 },
    {
      name: "API: busca 'funk' + categoria",
      paths: categories.map((category) => api({ search: 'funk', category })),
      target: 0.3,
    },
    { name: 'API: página 5.000 pelo número', paths: [api({ page: '5000' })], target: 0.3 },
    {
      name: 'API: página 5.000 pelo número, tipo',
      paths: TYPES.map((type) => api({ page: '5000', type })),
      target: 0.3,
    },
  ].filter((route) => !options.only || route.name.includes(options.only) || route.name === '/api/health');
}

/** One autocannon run over `paths` in turn; every latency kept, so p95 is exact. */
async function load(base, paths, headers) {
  const latencies = [];
  const next = rotation(paths);
  let failures = 0;
  const instance = autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: DURATION,
    headers,
    requests: [{ setupRequest: (request) => ({ ...request, path: next() }) }],
  });
  instance.on('response', (_client, status, _bytes, ms) => {
    if (status >= 400) failures += 1;
    latencies.push(ms);
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const at = (p) => latencies[Math.min(latencies.length - 1, Math.ceil(p * latencies.length) - 1)] ?? NaN;
  return {
    rps: result.requests.total / DURATION,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    failures: failures + result.errors + result.timeouts,
  };
}

/** The bare handler in its own process, as a second server would be. */
async function startBare() {
  const child = spawn(process.execPath, ['bench/load/bare-server.mjs'], {
    env: { ...process.env, DATABASE_URL: options['database-url'], PLATFORM_URL: options.url },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = await once(createInterface({ input: child.stdout }), 'line');
  return { base: `http://127.0.0.1:${line.trim()}`, stop: () => child.kill('SIGTERM') };
}

/** A page of 20 as the portal receives it: bytes of JSON, and on the wire (brotli). */
async function wireSize(token) {
  const answer = await browserGet(`${options.url}/api/sounds?pageSize=20`, { authorization: `Bearer ${token}` });
  return { json: answer.body.length, wire: answer.wire, encoding: answer.encoding };
}

const fixed = (value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '—');

async function main() {
  const pool = new pg.Pool({ connectionString: options['database-url'], max: 1 });
  const { rows: stats } = await pool.query(`SELECT count(*)::int AS n FROM catalogue.sounds WHERE status = 'public'`);
  const { rows: popular } = await pool.query(
    `SELECT category_id AS id FROM catalogue.sounds WHERE status = 'public' AND category_id IS NOT NULL
      GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 12`,
  );
  await pool.end();
  const { token, userId } = await signIn(options.url);
  const bare = await startBare();
  try {
    const size = await wireSize(token);
    console.log(
      `${stats[0].n.toLocaleString('pt-BR')} sons públicos · ${CONNECTIONS} conexões · ${DURATION} s por rota · ${options.url}`,
    );
    console.log(
      `página de 20 sons: ${(size.json / 1024).toFixed(1)} KB de JSON, ${(size.wire / 1024).toFixed(1)} KB no fio (${size.encoding})\n`,
    );
    const results = new Map();
    for (const route of routes(popular.map((row) => row.id))) {
      // The bare SQL routes take the viewer in the query; the others are asked as a browser asks.
      const viewerInQuery = route.bare && !route.essential;
      const signedIn = !viewerInQuery && route.auth !== false;
      const headers = viewerInQuery
        ? {}
        : { ...BROWSER_HEADERS, ...(signedIn ? { authorization: `Bearer ${token}` } : {}) };
      const paths = viewerInQuery ? route.paths.map((path) => `${path}&viewer=${userId}`) : route.paths;
      const measured = await load(route.bare ? bare.base : options.url, paths, headers);
      results.set(route.name, { route, ...measured });
      console.log(`  ${route.name}: ${fixed(measured.rps)} req/s, p95 ${fixed(measured.p95)} ms`);
    }
    printResults(results);
  } finally {
    bare.stop();
  }
}

function printResults(results) {
  const health = results.get('/api/health');
  const bareOf = (name) => results.get(name ?? 'bare: 0 filtros (SQL)');
  const header = ['rota', 'req/s', 'p50', 'p95', 'p99', '× health', '× bare', 'falhas', 'alvo'];
  const lines = [...results.values()].map(({ route, rps, p50, p95, p99, failures }) => {
    const ofHealth = rps / health.rps;
    const versus = route.name.startsWith('API') ? bareOf(route.versus) : undefined;
    const checks = [];
    if (route.target) checks.push(`${ofHealth >= route.target ? '✓' : '✗'} ≥${route.target * 100}% health`);
    if (route.target === 0.6) checks.push(`${p95 <= 100 ? '✓' : '✗'} p95≤100`);
    if (route.versus && versus) checks.push(`${rps / versus.rps >= 0.8 ? '✓' : '✗'} ≥80% bare`);
    return [
      route.name,
      fixed(rps),
      fixed(p50, 1),
      fixed(p95, 1),
      fixed(p99, 1),
      fixed(ofHealth, 2),
      versus ? fixed(rps / versus.rps, 2) : '—',
      String(failures),
      checks.join('  '),
    ];
  });
  console.log();
  printTable(header, lines);
}

main().catch((error) => {
  console.error(error.stack ?? error.message);
  process.exit(1);
});
