// Browser tests drive Debian's chromium (never a downloaded browser).
import { existsSync } from 'node:fs';
import { commandExists, log, run } from './run.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() === 0 && commandExists('apt-get')) {
    log('instalando o chromium do Debian para os testes de navegador…');
    await run('apt-get', ['update', '-qq']);
    const code = await run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (code === 0) return;
  }
  process.stderr.write(
    `✗ ${CHROMIUM} não existe: instale o pacote chromium (apt-get install chromium) ou defina CHROMIUM_PATH.\n`,
  );
  process.exit(1);
}
