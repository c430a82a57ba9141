#!/usr/bin/env node
/* eslint-disable no-console -- a command-line report */
/**
 * The platform on one process against the platform on every core (PLATFORM_PROCESSES), in the
 * same run on the same database: each started here on a port of its own, then autocannon on the
 * browsed lists. Prints req/s, p95 and CPU per request (platform, PostgreSQL, Redis, this load
 * generator: only the platform on this port and this database's backends) and the ratio of the
 * two. Stop `npm start` first: its processes compete for the cores.
 *
 *   npm start && npm run seed:catalogue   # once, then stop npm start
 *   npm run bench:cores [-- --processes 2 --connections 32 --duration 10]
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import { BROWSER_HEADERS } from '../lib/browser-get.mjs';
import { BPMS, KEYS, TYPES } from '../lib/draws.mjs';
import { platformArgs } from '../lib/platform-options.mjs';
import { cpuByGroup, scopeOf } from '../lib/proc-cpu.mjs';
import { signIn } from '../lib/session.mjs';
import { printTable } from '../lib/table.mjs';

const options = platformArgs({ processes: availableParallelism(), connections: 32, duration: 10, port: 3100 });
const DURATION = Number(options.duration);
const list = (filters) => `/api/sounds?${new URLSearchParams({ pageSize: '20', ...filters })}`;
const ROUTES = [
  { name: 'lista, 0 filtros', paths: [list({})] },
  {
    name: 'lista, tipo / tom / BPM',
    paths: [
      ...TYPES.map((type) => list({ type })),
      ...KEYS.map((key) => list({ key })),
      ...BPMS.map((bpm) => list({ bpm })),
    ],
  },
];

/** The built platform with `processes` processes on `port`, on the bench's database; resolves once it answers. */
async function startPlatform(processes, port) {
  const child = spawn(process.execPath, [resolve('services/platform/dist/main.js')], {
    env: {
      ...process.env,
      DATABASE_URL: options['database-url'],
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      PLATFORM_PROCESSES: String(processes),
      DEMO_CATALOGUE: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries += 1) {
    if (child.exitCode !== null) throw new Error(`a plataforma saiu com código ${child.exitCode}`);
    const ready = await fetch(`${url}/api/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (tries > 600) throw new Error('a plataforma não ficou pronta em 60 s');
    await new Promise((done) => setTimeout(done, 100));
  }
  return {
    url,
    stop: () =>
      new Promise((done) => {
        child.once('exit', done);
        child.kill('SIGTERM');
      }),
  };
}

async function measure(url, paths, headers) {
  const scope = scopeOf({ url, 'database-url': options['database-url'] });
  let next = 0;
  const run = (duration) =>
    autocannon({
      url,
      connections: Number(options.connections),
      duration,
      headers,
      requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
    });
  await run(2); // every process fills its pools and shared pages
  const before = cpuByGroup(scope);
  const result = await run(DURATION);
  const after = cpuByGroup(scope);
  const requests = result.requests.total;
  const perRequest = (group) => (after[group] - before[group]) / requests;
  return {
    rps: requests / DURATION,
    p95: result.latency.p95 ?? result.latency.p97_5,
    failures: result.non2xx + result.errors + result.timeouts,
    platform: perRequest('platform'),
    server: perRequest('platform') + perRequest('postgres') + perRequest('redis'),
    bench: perRequest('bench'),
  };
}

async function main() {
  const counts = [1, Number(options.processes)];
  const results = new Map();
  for (const processes of counts) {
    const platform = await startPlatform(processes, Number(options.port));
    try {
      const { token } = await signIn(platform.url);
      const headers = { ...BROWSER_HEADERS, authorization: `Bearer ${token}` };
      for (const route of ROUTES)
        results.set(`${route.name}:${processes}`, await measure(platform.url, route.paths, headers));
    } finally {
      await platform.stop();
    }
  }
  const rows = [];
  for (const route of ROUTES) {
    const one = results.get(`${route.name}:1`);
    for (const processes of counts) {
      const measured = results.get(`${route.name}:${processes}`);
      rows.push([
        route.name,
        String(processes),
        measured.rps.toFixed(0),
        String(measured.p95),
        measured.platform.toFixed(2),
        measured.server.toFixed(2),
        measured.bench.toFixed(2),
        String(measured.failures),
        processes === 1 ? '1,00×' : `${(measured.rps / one.rps).toFixed(2).replace('.', ',')}× (meta ≥ 1,7×)`,
      ]);
    }
  }
  console.log(`${options.connections} conexões · ${DURATION} s por rota · ${availableParallelism()} núcleos\n`);
  printTable(
    [
      'rota',
      'processos',
      'req/s',
      'p95 ms',
      'ms CPU plataforma',
      'ms CPU servidor',
      'ms CPU gerador',
      'falhas',
      '× 1 processo',
    ],
    rows,
  );
  console.log('\nms de CPU por requisição (servidor = plataforma + PostgreSQL + Redis, de /proc)');
}

main().catch((error) => {
  console.error(error.stack ?? error.message);
  process.exit(1);
});
