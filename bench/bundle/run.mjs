#!/usr/bin/env node
/* eslint-disable no-console -- a command-line report */
/**
 * The portal's load, in one run: gzipped script per route from Vite's manifest (sizes.mjs), then
 * Chromium's first contentful paint of /home and of /dashboardPage (signed in) against a static
 * page served by the same platform, cold cache each time. Exits non-zero if a size target is
 * missed. See README.md beside this file.
 *
 *   npm run build && npm run bench:bundle [-- --runs 9] [--sizes-only]
 *                                         [--portal-dist dir] [--console-dist dir]
 *
 * It starts the built platform the way the browser tests do (a database copied from a freshly
 * migrated template, its own queues and Redis prefix), against the PostgreSQL, RabbitMQ and Redis
 * of DATABASE_URL, RABBITMQ_URL and REDIS_URL (or .env, or the local defaults), and drives
 * Debian's Chromium through playwright-core (CHROMIUM_PATH, default /usr/bin/chromium).
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_URLS, loadDotEnv } from '../../scripts/lib/env.mjs';
import { measureConsole, measureLightPages, measurePortal, printSizes } from './sizes.mjs';

const root = resolve(import.meta.dirname, '../..');
process.chdir(root);
const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '9' },
    'sizes-only': { type: 'boolean', default: false },
    'portal-dist': { type: 'string', default: 'portal/dist' },
    'console-dist': { type: 'string', default: 'console/dist' },
  },
});
const RUNS = Number(options.runs);
const portalDist = resolve(options['portal-dist']);

// --- bytes -------------------------------------------------------------------------------------

const portal = measurePortal(portalDist);
const consoleDist = resolve(options['console-dist']);
const consoleSizes = existsSync(join(consoleDist, '.vite/manifest.json')) ? measureConsole(consoleDist) : null;
const light = measureLightPages(portalDist);
printSizes(portal, consoleSizes, light);
const missed = [...portal.rows.filter((row) => !row.pass), ...(light.pass ? [] : [{ name: 'light pages', ...light }])];
if (options['sizes-only']) process.exit(missed.length ? 1 : 0);

// --- first contentful paint --------------------------------------------------------------------

loadDotEnv();
for (const [name, url] of Object.entries(DEFAULT_URLS)) process.env[name] ??= url;
const require = createRequire(import.meta.url);
// Its parts one by one: the index also holds jest-only helpers (@jest/globals refuses to load outside jest).
const testing = Object.assign(
  {},
  require('../../libs/testing/dist/test-environment.js'),
  require('../../libs/testing/dist/eventually.js'),
  require('../../libs/testing/dist/chromium-args.js'),
);
const { default: globalSetup } = require('../../libs/testing/dist/jest/global-setup.js');
const { default: globalTeardown } = require('../../libs/testing/dist/jest/global-teardown.js');
const { chromium } = await import('playwright-core');

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * The baseline: a page with no script at all, the same head and colours as index.html and text
 * of the landing page's size, served from the same directory by the same static handler.
 */
const STATIC_PAGE = `<!doctype html>
<html lang="pt-BR" class="dark" style="color-scheme: dark">
  <head>
    <meta charset="UTF-8" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Sampleteca</title>
  </head>
  <body style="margin: 0; background: #0b0b10; color: #fafafa; font-family: Inter, 'Segoe UI', system-ui, sans-serif">
    <main style="max-width: 1200px; margin: 0 auto; padding: 140px 24px">
      <h1>Faça parte da maior plataforma brasileira de samples, acapelas e beats</h1>
      <p>Uma página estática, sem script: a linha de base do bench de carregamento.</p>
    </main>
  </body>
</html>
`;

// A copy of the build with the static page beside index.html, served as PORTAL_DIST.
const served = mkdtempSync(join(tmpdir(), 'sampleteca-bundle-bench-'));
cpSync(portalDist, served, { recursive: true });
writeFileSync(join(served, 'bench-static.html'), STATIC_PAGE);

await globalSetup();
const environment = await testing.createTestEnvironment({ LOG_LEVEL: 'warn', PORTAL_DIST: served });
const base = `http://127.0.0.1:${environment.env.PORT}`;
const platform = spawn(process.execPath, [resolve('services/platform/dist/main.js')], {
  env: { ...process.env, ...environment.env },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let browser;
try {
  await testing.eventually(async () => {
    if ((await fetch(`${base}/api/ready`)).status !== 200) throw new Error('not ready');
  }, 60000);
  const session = await signedInSession(base);
  browser = await chromium.launch({ headless: true, executablePath: CHROMIUM, args: testing.chromiumArgs });

  const pages = [
    { name: 'static page (no script)', path: '/bench-static.html' },
    { name: '/ (visitor: light landing)', path: '/' },
    { name: '/home (visitor: the app)', path: '/home' },
    { name: '/dashboardPage (signed in)', path: '/dashboardPage', session },
  ];
  const profiles = [
    { name: 'localhost, no throttling' },
    // Lighthouse's mobile profile, roughly: a slow 4G link and a 4× slower CPU.
    { name: 'slow 4G (150 ms, 1.6 Mbps) + CPU ÷4', latency: 150, throughput: 1_600_000 / 8, cpu: 4 },
  ];
  // Warm the server's file cache and the routes once, unmeasured.
  for (const page of pages) await firstPaint(browser, page, profiles[0]);
  for (const profile of profiles) {
    const samples = new Map(pages.map((page) => [page.name, []]));
    for (let run = 0; run < RUNS; run++) {
      // Interleaved, so drift on the machine touches every page alike.
      for (const page of pages) samples.get(page.name).push(await firstPaint(browser, page, profile));
    }
    const baseline = median(samples.get(pages[0].name).map((sample) => sample.fcp));
    console.log(`\nFirst contentful paint, median of ${RUNS} cold loads — ${profile.name}`);
    console.log(`${'page'.padEnd(30)} FCP (ms)   × static   script fetched (kB, as served)`);
    for (const page of pages) {
      const fcp = median(samples.get(page.name).map((sample) => sample.fcp));
      const script = median(samples.get(page.name).map((sample) => sample.scriptBytes));
      console.log(
        `${page.name.padEnd(30)} ${fcp.toFixed(0).padStart(8)}   ${(fcp / baseline).toFixed(2).padStart(7)}×   ${(script / 1000).toFixed(1).padStart(8)}`,
      );
    }
  }
} finally {
  await browser?.close();
  if (platform.exitCode === null) {
    platform.kill('SIGTERM');
    await new Promise((done) => platform.once('exit', done));
  }
  await environment.cleanup();
  await globalTeardown();
  rmSync(served, { recursive: true, force: true });
}
if (missed.length) {
  console.log(`\n${missed.length} route(s) above their target: ${missed.map((row) => row.name).join('; ')}`);
  process.exit(1);
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** A confirmed account signed in through the API: the session the portal keeps in localStorage. */
async function signedInSession(baseUrl) {
  const email = `bench.bundle.${Date.now()}@example.com`;
  const password = 'bench-bundle-1';
  const signup = await fetch(`${baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password,
      fullName: 'Bench Bundle',
      phone: '(11) 91234-5678',
      cpf: '529.982.247-25',
      cep: '01310-100',
      producer: 'Selo Bench',
    }),
  });
  if (signup.status !== 201) throw new Error(`signup: ${signup.status} ${await signup.text()}`);
  const link = await testing.eventually(async () => {
    const mails = await (await fetch(`${baseUrl}/api/auth/dev/mailbox`)).json();
    const found = mails
      .filter((mail) => mail.to.includes(email))
      .flatMap((mail) => mail.links)
      .find((url) => url.includes('type=signup'));
    if (!found) throw new Error('no confirmation mail yet');
    return found;
  }, 15000);
  await fetch(link.replace(/^https?:\/\/[^/]+/, baseUrl), { redirect: 'manual' });
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const session = await login.json();
  if (!session.access_token) throw new Error(`login: ${login.status} ${JSON.stringify(session)}`);
  return session;
}

/** One cold load in a fresh context: its first contentful paint and the script it fetched. */
async function firstPaint(browserInstance, page, profile) {
  const context = await browserInstance.newContext({ viewport: { width: 1280, height: 900 } });
  if (page.session) {
    await context.addInitScript((value) => {
      globalThis.localStorage.setItem('sampleteca.auth.session', value);
    }, JSON.stringify(page.session));
  }
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (profile.latency) {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: profile.latency,
      downloadThroughput: profile.throughput,
      uploadThroughput: profile.throughput,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
  }
  let scriptBytes = 0;
  const scripts = new Set();
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scripts.add(event.requestId);
  });
  cdp.on('Network.loadingFinished', (event) => {
    if (scripts.has(event.requestId)) scriptBytes += event.encodedDataLength;
  });
  await tab.goto(`${base}${page.path}`, { waitUntil: 'load' });
  const fcp = await tab.evaluate(
    () =>
      new Promise((done) => {
        const read = () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
        if (read() !== undefined) return done(read());
        new PerformanceObserver(() => read() !== undefined && done(read())).observe({ type: 'paint', buffered: true });
      }),
  );
  await tab.waitForLoadState('networkidle');
  await context.close();
  return { fcp, scriptBytes };
}
