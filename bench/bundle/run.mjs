#!/usr/bin/env node
/* eslint-disable no-console -- a command-line report */
/**
 * Script bytes a first visit downloads, per portal route: the entry chunk and its static
 * imports, plus the route's own lazy chunk and its static imports, gzipped (level 9), read from
 * Vite's manifest of the last build. Issue #13's targets: the landing page ≤ 150 kB, every other
 * route ≤ 250 kB. The baseline printed beside each is the whole build in one file (what every
 * visitor loaded before the routes were split).
 *
 *   npm run build --workspace portal && npm run bench:bundle [-- --strict]
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = join(import.meta.dirname, '../../portal/dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const gzipped = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

function closure(key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(imported, seen);
  return seen;
}

const kB = (bytes) => (bytes / 1000).toFixed(1);
const sizeOf = (keys) => [...keys].reduce((total, key) => total + gzipped(manifest[key].file), 0);
const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const allScript = Object.values(manifest).reduce(
  (total, chunk) => total + (chunk.file.endsWith('.js') ? gzipped(chunk.file) : 0),
  0,
);

const routes = [
  ['/home (landing)', 'src/routes/LandingPage.tsx', 150_000],
  ['/login', 'src/routes/LoginPage.tsx', 250_000],
  ['/register/step/1', 'src/routes/RegisterStepPage.tsx', 250_000],
  ['/dashboardPage', 'src/routes/DashboardPage.tsx', 250_000],
  ['/profile/me', 'src/routes/ProfileMePage.tsx', 250_000],
  ['/profile/uploads', 'src/routes/ProfileUploadsPage.tsx', 250_000],
  ['/sound/add/1 (wizard)', 'src/routes/SoundAddPage.tsx', 250_000],
  ['/profile/requests', 'src/routes/ProfileRequestsPage.tsx', 250_000],
];

console.log(`entry alone: ${kB(sizeOf(closure(entry)))} kB gzip; all script of the build: ${kB(allScript)} kB gzip`);
console.log('route                      first load (kB gzip)   target   vs. everything in one file');
let missed = 0;
for (const [route, module, target] of routes) {
  const bytes = sizeOf(closure(module, closure(entry)));
  const pass = bytes <= target;
  if (!pass) missed += 1;
  console.log(
    `${route.padEnd(26)} ${kB(bytes).padStart(10)}             ≤ ${kB(target)} ${pass ? '✓' : '✗'}   ${(bytes / allScript).toFixed(2)}×`,
  );
}
if (missed && process.argv.includes('--strict')) process.exit(1);
