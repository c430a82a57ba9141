#!/usr/bin/env node
/* eslint-disable no-console -- a command-line report */
/**
 * CPU per request, by process: the platform, PostgreSQL, Redis and this load generator, read from
 * /proc around an autocannon run of each route (Linux only), with /api/health as the baseline of
 * the same run. Says what a route costs the machine, where latency under load only says it queues.
 *
 *   npm start && npm run seed:catalogue        # once
 *   npm run bench:cpu [-- --connections 20 --duration 10]
 */
import autocannon from 'autocannon';
import pg from 'pg';
import { BROWSER_HEADERS } from '../lib/browser-get.mjs';
import { platformArgs } from '../lib/platform-options.mjs';
import { cpuByGroup, scopeOf } from '../lib/proc-cpu.mjs';
import { signIn } from '../lib/session.mjs';
import { printTable } from '../lib/table.mjs';

const options = platformArgs({ connections: 20, duration: 10 });

const WARM_UP_SECONDS = 5;

/** Warms the route (V8 compiles its hot paths, pools and shared pages fill), then measures it. */
async function measure(paths, headers, scope) {
  let next = 0;
  const run = (duration) =>
    autocannon({
      url: options.url,
      connections: Number(options.connections),
      duration,
      headers,
      requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
    });
  // Right after a start the first seconds cost ~40 % more CPU a request than the rest.
  await run(WARM_UP_SECONDS);
  const before = cpuByGroup(scope);
  const result = await run(Number(options.duration));
  const after = cpuByGroup(scope);
  const requests = result.requests.total;
  const perRequest = Object.fromEntries(
    Object.keys(after).map((group) => [group, (after[group] - before[group]) / requests]),
  );
  return {
    rps: requests / Number(options.duration),
    p97: result.latency.p97_5,
    failures: result.non2xx + result.errors,
    perRequest,
  };
}

async function main() {
  const pool = new pg.Pool({ connectionString: options['database-url'], max: 1 });
  const { rows: references } = await pool.query(
    `SELECT id, type FROM catalogue.sounds TABLESAMPLE SYSTEM (1) REPEATABLE (18)
      WHERE status = 'public' ORDER BY id LIMIT 500`,
  );
  await pool.end();
  const { token } = await signIn(options.url);
  const signedIn = { ...BROWSER_HEADERS, authorization: `Bearer ${token}` };
  const routes = [
    { name: '/api/health', paths: ['/api/health'], headers: BROWSER_HEADERS },
    { name: 'página de 20 (compartilhada)', paths: ['/api/sounds?pageSize=20'], headers: signedIn },
    {
      name: 'combina com este (500 sons)',
      paths: references.map((sound) => `/api/sounds/${sound.id}/matches?type=${sound.type}&limit=20`),
      headers: signedIn,
    },
  ];
  console.log(`${options.connections} conexões · ${options.duration} s por rota · ${options.url}\n`);
  // Only this platform's process and this database's backends: the machine may run others.
  const scope = scopeOf(options);
  const rows = [];
  let health;
  for (const route of routes) {
    const measured = await measure(route.paths, route.headers, scope);
    health ??= measured;
    const { platform, postgres, redis, bench } = measured.perRequest;
    const server = platform + postgres + redis;
    const serverOfHealth = server / (health.perRequest.platform + health.perRequest.postgres + health.perRequest.redis);
    rows.push([
      route.name,
      measured.rps.toFixed(0),
      String(measured.p97),
      platform.toFixed(2),
      postgres.toFixed(2),
      redis.toFixed(2),
      bench.toFixed(2),
      `${serverOfHealth.toFixed(1)}×`,
      String(measured.failures),
    ]);
  }
  printTable(
    ['rota', 'req/s', 'p97,5 ms', 'plataforma', 'postgres', 'redis', 'gerador', 'servidor × health', 'falhas'],
    rows,
  );
  console.log('\nms de CPU por requisição, por processo (a máquina inteira, de /proc)');
}

main().catch((error) => {
  console.error(error.stack ?? error.message);
  process.exit(1);
});
