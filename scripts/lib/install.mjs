// `npm install` (which keeps to the lockfile) when node_modules is missing or older than the lockfile.
import { existsSync, statSync } from 'node:fs';
import { log, runOrExit } from './run.mjs';

export async function ensureNodeModules() {
  const marker = 'node_modules/.package-lock.json';
  const stale = !existsSync(marker) || statSync('package-lock.json').mtimeMs > statSync(marker).mtimeMs;
  if (!stale) return;
  log('instalando dependências (npm install)…');
  await runOrExit('npm', ['install', '--no-audit', '--no-fund'], {
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
}
