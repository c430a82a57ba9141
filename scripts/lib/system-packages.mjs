// Debian packages the platform and its tests need: installed when missing (as root with
// apt-get), otherwise named so a person can install them.
import { existsSync } from 'node:fs';
import { commandExists, log, run } from './run.mjs';

/** The browser tests' Chromium: Debian's headless shell (tests/browser/chromium.ts says why). */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

const present = (binary) => (binary.startsWith('/') ? existsSync(binary) : commandExists(binary));

/** `packages`: [{ binary, name }] — binary is a command or an absolute path. */
export async function ensureDebianPackages(packages) {
  const missing = packages.filter(({ binary }) => !present(binary));
  if (missing.length === 0) return;
  const names = missing.map(({ name }) => name);
  if (process.getuid?.() === 0 && commandExists('apt-get')) {
    log(`instalando pacotes do Debian: ${names.join(', ')}…`);
    await run('apt-get', ['update', '-qq']);
    const code = await run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...names], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (code === 0 && missing.every(({ binary }) => present(binary))) return;
  }
  process.stderr.write(`✗ faltam pacotes do sistema: instale com  apt-get install ${names.join(' ')}\n`);
  process.exit(1);
}

/** ffmpeg decodes and encodes audio in media (downloads in the listener's tempo and key are made in the portal). */
export const RUNTIME_PACKAGES = [{ binary: 'ffmpeg', name: 'ffmpeg' }];

/** What the fault tests start as clusters: a Patroni pair (etcd) behind HAProxy, RabbitMQ nodes. */
const CLUSTER_TEST_PACKAGES = [
  { binary: 'patroni', name: 'patroni' },
  { binary: 'etcd', name: 'etcd-server' },
  { binary: 'haproxy', name: 'haproxy' },
  { binary: '/usr/lib/rabbitmq/bin/rabbitmq-server', name: 'rabbitmq-server' },
];

/** The production topology on one machine (npm run topology): the clusters plus Redis Sentinel. */
export const TOPOLOGY_PACKAGES = [
  ...CLUSTER_TEST_PACKAGES,
  { binary: 'etcdctl', name: 'etcd-client' },
  { binary: 'redis-server', name: 'redis-server' },
  { binary: 'redis-sentinel', name: 'redis-sentinel' },
  { binary: '/usr/lib/postgresql/15/bin/postgres', name: 'postgresql-15' },
];

/** Tests also drive Debian's Chromium headless shell, make audio with sox and start clusters. */
export const TEST_PACKAGES = [
  ...RUNTIME_PACKAGES,
  ...CLUSTER_TEST_PACKAGES,
  { binary: CHROMIUM, name: 'chromium-headless-shell' },
  { binary: 'sox', name: 'sox' },
];
