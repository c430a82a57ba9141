import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { databaseUrlFor, recreateDatabase } from '../databases';
import { resolveInfrastructure } from '../infrastructure';

const run = promisify(execFile);
const MIGRATE = resolve('services/platform/dist/migrate.js');

/**
 * Once per jest run: find the infrastructure, say which, and build a migrated template
 * database that every test file copies. Migrations run through the real `migrate` entry.
 */
export default async function globalSetup(): Promise<void> {
  const infrastructure = await resolveInfrastructure();
  const template = `sampleteca_tpl_${process.pid}`;
  process.stderr.write(
    `\n[testes] infraestrutura: ${infrastructure.source} (PostgreSQL ${redact(infrastructure.databaseUrl)}, ` +
      `RabbitMQ ${redact(infrastructure.rabbitmqUrl)}, Redis ${redact(infrastructure.redisUrl)})\n`,
  );
  if (!existsSync(MIGRATE)) throw new Error(`${MIGRATE} não existe: rode npm run build antes (npm test já faz isso)`);
  await recreateDatabase(infrastructure.databaseUrl, template);
  await run(process.execPath, [MIGRATE], {
    env: { ...process.env, DATABASE_URL: databaseUrlFor(infrastructure.databaseUrl, template), LOG_LEVEL: 'warn' },
  });
  Object.assign(process.env, {
    DATABASE_URL: infrastructure.databaseUrl,
    RABBITMQ_URL: infrastructure.rabbitmqUrl,
    REDIS_URL: infrastructure.redisUrl,
    SAMPLETECA_TEST_TEMPLATE: template,
  });
  (globalThis as { __sampletecaInfrastructure?: unknown }).__sampletecaInfrastructure = infrastructure;
}

const redact = (url: string) => url.replace(/\/\/[^@/]*@/, '//***@');
