#!/usr/bin/env node
/* eslint-disable no-console -- a command-line report */
/**
 * Script bytes a first visit downloads, per portal route and console screen, from Vite's manifest
 * of the last build (`build.manifest`): the entry chunk and the chunks it imports statically, plus
 * the route's lazy chunk and its static imports, each file gzipped (level 9) as a browser would
 * fetch it. Issue #13 §6's targets: the landing page ≤ 150 kB, every other portal route ≤ 250 kB.
 * See README.md beside this file.
 *
 *   npm run build && node bench/bundle/sizes.mjs [--json] [--strict] [--portal-dist dir] [--console-dist dir]
 *
 * Imported by run.mjs (which adds Chromium's first contentful paint) and by
 * tests/browser/bundle-budget.test.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const root = resolve(import.meta.dirname, '../..');

export const LANDING_TARGET = 150_000;
export const ROUTE_TARGET = 250_000;
/**
 * A visitor's light pages (#46: '/', '/s', '/k', '/p', '/c' written by the server, no app script):
 * their one script, and the light landing whole (markup and styles), within TCP's first window.
 */
export const LIGHT_SCRIPT_TARGET = 2_000;
export const LIGHT_LANDING_TARGET = 14_000;

/** Lazy portal routes as the router declares them: `path: '…', lazy: lazyPage(() => import('./routes/X')…`. */
export function portalRoutes(routerSource = readFileSync(join(root, 'portal/src/router.tsx'), 'utf8')) {
  const byModule = new Map();
  const pattern = /path: '([^']+)',\s*lazy: lazyPage\(\s*\(\) => import\('\.\/routes\/(\w+)'\)/g;
  for (const [, path, page] of routerSource.matchAll(pattern)) {
    const module = `src/routes/${page}.tsx`;
    const route = byModule.get(module) ?? { module, paths: [] };
    route.paths.push(`/${path}`);
    byModule.set(module, route);
  }
  return [...byModule.values()].map((route) => ({
    ...route,
    name: route.paths.join(', '),
    landing: route.paths.includes('/home'),
    target: route.paths.includes('/home') ? LANDING_TARGET : ROUTE_TARGET,
  }));
}

/** The console's screens: the entry (its sign-in page) and each lazily loaded screen of App.tsx. */
export const consoleScreens = [
  { name: 'sign-in (entry)', modules: [] },
  { name: 'dashboard', modules: ['src/dashboard/Dashboard.tsx'] },
  { name: 'distribution-requests (list)', modules: ['src/requests/RequestList.tsx'] },
  { name: 'distribution-requests/:id/show', modules: ['src/requests/RequestShow.tsx'] },
  { name: 'users', modules: ['src/users/UserList.tsx'] },
];

/** Sizes of one build: its manifest, each file's gzipped size, closures of static imports. */
export function readBuild(dist) {
  const manifestPath = join(dist, '.vite/manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} não existe: rode npm run build antes`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const gzipped = new Map();
  const sizeOfFile = (file) => {
    if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
    return gzipped.get(file);
  };
  const closure = (key, seen = new Set()) => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, seen);
    return seen;
  };
  const sizeOf = (keys) => [...keys].reduce((total, key) => total + sizeOfFile(manifest[key].file), 0);
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const allScript = Object.values(manifest)
    .filter((chunk) => chunk.file.endsWith('.js'))
    .reduce((total, chunk) => total + sizeOfFile(chunk.file), 0);
  return { manifest, closure, sizeOf, entry, allScript };
}

/**
 * First-load bytes of each portal route, and what the entry fetches just after the first paint
 * (the header's menus, the toasts: dynamic imports of the entry that are not pages).
 */
export function measurePortal(dist = join(root, 'portal/dist'), routes = portalRoutes()) {
  const build = readBuild(dist);
  const { manifest, closure, sizeOf, entry } = build;
  const entryKeys = closure(entry);
  const pageModules = new Set(routes.map((route) => route.module));
  const afterPaint = (manifest[entry].dynamicImports ?? []).filter((key) => !pageModules.has(key));
  // A page with no chunk of its own (a build before the split) is all in the entry.
  const rows = routes.map((route) => {
    const keys = closure(route.module, new Set(entryKeys));
    const later = new Set();
    for (const key of afterPaint) for (const imported of closure(key)) if (!keys.has(imported)) later.add(imported);
    const bytes = sizeOf(keys);
    return { ...route, bytes, later: sizeOf(later), pass: bytes <= route.target };
  });
  return { entry: sizeOf(entryKeys), allScript: build.allScript, rows };
}

export function measureConsole(dist = join(root, 'console/dist')) {
  const { closure, sizeOf, entry, allScript } = readBuild(dist);
  const entryKeys = closure(entry);
  const rows = consoleScreens.map((screen) => {
    const keys = new Set(entryKeys);
    for (const module of screen.modules) closure(module, keys);
    return { name: screen.name, bytes: sizeOf(keys) };
  });
  return { entry: sizeOf(entryKeys), allScript, rows };
}

/** The light pages' script and the light landing (portal/firstView), gzipped as served. */
export function measureLightPages(dist = join(root, 'portal/dist')) {
  const gzipped = (text) => gzipSync(text, { level: 9 }).length;
  const script = gzipped(readFileSync(join(dist, 'first-view.js')));
  const landing = JSON.parse(readFileSync(join(dist, 'first-view/landing.json'), 'utf8'));
  const page = gzipped(readFileSync(join(dist, 'index.html'), 'utf8') + landing.html + landing.css);
  return {
    script,
    landing: page,
    pass: script <= LIGHT_SCRIPT_TARGET && page <= LIGHT_LANDING_TARGET,
  };
}

const kB = (bytes) => (bytes / 1000).toFixed(1);

export function printSizes(portal, consoleSizes, light) {
  console.log(
    `Portal — entry and its static imports: ${kB(portal.entry)} kB gzip; all script of the build: ${kB(portal.allScript)} kB gzip`,
  );
  console.log(`${'route'.padEnd(58)} first load   target      after paint`);
  for (const row of portal.rows) {
    const name = row.name.length > 57 ? `${row.name.slice(0, 54)}...` : row.name;
    console.log(
      `${name.padEnd(58)} ${kB(row.bytes).padStart(7)} kB   ≤ ${kB(row.target)} ${row.pass ? '✓' : '✗'}   + ${kB(row.later)} kB`,
    );
  }
  if (light) {
    console.log(`\nA visitor's light pages (/, /s, /k, /p, /c; the app's scripts are not sent)`);
    console.log(
      `${'their script (first-view.js)'.padEnd(58)} ${kB(light.script).padStart(7)} kB   ≤ ${kB(LIGHT_SCRIPT_TARGET)} ${light.script <= LIGHT_SCRIPT_TARGET ? '✓' : '✗'}`,
    );
    console.log(
      `${'the light landing (page, markup, styles)'.padEnd(58)} ${kB(light.landing).padStart(7)} kB   ≤ ${kB(LIGHT_LANDING_TARGET)} ${light.landing <= LIGHT_LANDING_TARGET ? '✓' : '✗'}`,
    );
  }
  if (consoleSizes) {
    console.log(
      `\nConsole — entry: ${kB(consoleSizes.entry)} kB gzip; all script of the build: ${kB(consoleSizes.allScript)} kB gzip`,
    );
    for (const row of consoleSizes.rows) console.log(`${row.name.padEnd(58)} ${kB(row.bytes).padStart(7)} kB`);
  }
}

if (process.argv[1] === import.meta.filename) {
  const { values: options } = parseArgs({
    options: {
      json: { type: 'boolean', default: false },
      strict: { type: 'boolean', default: false },
      'portal-dist': { type: 'string', default: join(root, 'portal/dist') },
      'console-dist': { type: 'string', default: join(root, 'console/dist') },
    },
  });
  const portal = measurePortal(resolve(options['portal-dist']));
  const consoleSizes = existsSync(join(options['console-dist'], '.vite/manifest.json'))
    ? measureConsole(resolve(options['console-dist']))
    : null;
  const light = measureLightPages(resolve(options['portal-dist']));
  if (options.json) console.log(JSON.stringify({ portal, console: consoleSizes, light }, null, 2));
  else printSizes(portal, consoleSizes, light);
  if (options.strict && (portal.rows.some((row) => !row.pass) || !light.pass)) process.exit(1);
}
