/**
 * `npm run migrate`: applies pending migrations of the services in SERVICES (all by default).
 *   --check          applies nothing: exits 0 when every migration this build knows is applied,
 *                    2 (listing them) when some are pending
 *   --wait[=SECONDS] applies nothing: waits (default 600 s) until none is pending, then exits 0;
 *                    1 when time runs out. Kubernetes' init containers run it, so a release's pods
 *                    start only once its migration Job has brought the schema to their version.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource, MigrationExecutor } from 'typeorm';
import { ConfigError, loadConfig, type Config } from '@sampleteca/config';
import { dataSourceOptions, migrateServices, type ServiceDatabase } from '@sampleteca/database';
import { ALL_SERVICES } from './services';

const WAIT_POLL_MS = 5000;
const DEFAULT_WAIT_SECONDS = 600;
const PENDING_EXIT_CODE = 2;

class UsageError extends Error {}

type Mode = { kind: 'apply' } | { kind: 'check' } | { kind: 'wait'; seconds: number };

function parseMode(args: string[]): Mode {
  const [flag, ...rest] = args;
  if (flag === undefined && rest.length === 0) return { kind: 'apply' };
  if (flag === '--check' && rest.length === 0) return { kind: 'check' };
  const wait = /^--wait(?:=(\d+))?$/.exec(flag ?? '');
  if (wait && rest.length === 0) return { kind: 'wait', seconds: Number(wait[1] ?? DEFAULT_WAIT_SECONDS) };
  throw new UsageError(`argumentos desconhecidos: ${args.join(' ')} (aceitos: --check, --wait[=segundos])`);
}

/** Names of this build's migrations not yet applied to the service's schema (reads, creates nothing). */
async function pendingMigrations(config: Config, database: ServiceDatabase): Promise<string[]> {
  const dataSource = new DataSource({ ...dataSourceOptions(config, database), poolSize: 1 });
  await dataSource.initialize();
  try {
    const pending = await new MigrationExecutor(dataSource).getPendingMigrations();
    return pending.map((migration) => `${database.name}: ${migration.name}`);
  } finally {
    await dataSource.destroy();
  }
}

async function allPending(config: Config, databases: ServiceDatabase[]): Promise<string[]> {
  const pending: string[] = [];
  for (const database of databases) pending.push(...(await pendingMigrations(config, database)));
  return pending;
}

async function waitForSchema(config: Config, databases: ServiceDatabase[], seconds: number): Promise<number> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    let waitingFor: string;
    try {
      const pending = await allPending(config, databases);
      if (pending.length === 0) {
        process.stdout.write('esquema em dia\n');
        return 0;
      }
      waitingFor = `migrações pendentes: ${pending.join(', ')}`;
    } catch (error) {
      // The database may not answer yet (first install): keep waiting rather than crash-loop.
      waitingFor = `banco indisponível: ${(error as Error).message}`;
    }
    if (Date.now() + WAIT_POLL_MS > deadline) {
      process.stderr.write(`o esquema não ficou em dia em ${seconds} s (${waitingFor})\n`);
      return 1;
    }
    process.stdout.write(`aguardando o esquema (${waitingFor})\n`);
    await sleep(WAIT_POLL_MS);
  }
}

async function main(): Promise<number> {
  const mode = parseMode(process.argv.slice(2));
  const config = loadConfig();
  const databases = ALL_SERVICES.filter((service) => config.SERVICES.includes(service.name)).map(
    (service) => service.database,
  );
  if (mode.kind === 'check') {
    const pending = await allPending(config, databases);
    process.stdout.write(pending.length ? `migrações pendentes: ${pending.join(', ')}\n` : 'esquema em dia\n');
    return pending.length ? PENDING_EXIT_CODE : 0;
  }
  if (mode.kind === 'wait') return waitForSchema(config, databases, mode.seconds);

  const applied = await migrateServices(config, databases);
  for (const [service, names] of Object.entries(applied)) {
    process.stdout.write(`${service}: ${names.length ? names.join(', ') : 'nada a aplicar'}\n`);
  }
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: Error) => {
    process.stderr.write(
      `${error instanceof ConfigError || error instanceof UsageError ? error.message : (error.stack ?? error.message)}\n`,
    );
    process.exit(1);
  },
);
