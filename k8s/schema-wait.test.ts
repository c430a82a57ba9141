import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import {
  createTestEnvironment,
  databaseUrlFor,
  dropDatabase,
  recreateDatabase,
  type TestEnvironment,
} from '@sampleteca/testing';

// The command the Deployments' wait-for-schema init containers run (migrate.js --wait), and its
// one-shot form (--check), on a migrated database and on an empty one. Built code, as in the image.

const MIGRATE = resolve('services/platform/dist/migrate.js');
const run = promisify(execFile);

let environment: TestEnvironment;
let emptyDatabase: string;
let emptyUrl: string;

beforeAll(async () => {
  environment = await createTestEnvironment();
  emptyDatabase = `sampleteca_empty_${environment.id}`;
  emptyUrl = databaseUrlFor(process.env.DATABASE_URL!, emptyDatabase);
  await recreateDatabase(process.env.DATABASE_URL!, emptyDatabase);
});

afterAll(async () => {
  await dropDatabase(process.env.DATABASE_URL!, emptyDatabase);
  await environment?.cleanup();
});

/** The environment a pod gives migrate.js: production, only the secrets it gets. */
const podEnvironment = (databaseUrl: string) => ({
  PATH: process.env.PATH,
  NODE_ENV: 'production',
  METRICS_TOKEN: 'x',
  DATABASE_URL: databaseUrl,
  SERVICES: 'media',
});

async function migrate(databaseUrl: string, ...args: string[]): Promise<{ code: number; output: string }> {
  const env = podEnvironment(databaseUrl);
  try {
    const { stdout, stderr } = await run(process.execPath, [MIGRATE, ...args], { env });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

async function schemaExists(databaseUrl: string, schema: string): Promise<boolean> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_namespace WHERE nspname = $1', [schema]);
    return rowCount === 1;
  } finally {
    await client.end();
  }
}

test('--check passes on a schema at the version of this build', async () => {
  expect(await migrate(environment.databaseUrl, '--check')).toEqual({ code: 0, output: 'esquema em dia\n' });
});

test('--check fails with the pending migrations listed, and changes nothing', async () => {
  const { code, output } = await migrate(emptyUrl, '--check');
  expect(code).toBe(2);
  expect(output).toMatch(/^migrações pendentes: media: InitMedia\d+, /);
  expect(await schemaExists(emptyUrl, 'media')).toBe(false);
});

test('--wait gives up with exit 1 when the schema stays behind', async () => {
  const { code, output } = await migrate(emptyUrl, '--wait=1');
  expect(code).toBe(1);
  expect(output).toContain('o esquema não ficou em dia em 1 s');
});

test('--wait returns once the migration Job has brought the schema up', async () => {
  const waiter = spawn(process.execPath, [MIGRATE, '--wait=120'], { env: podEnvironment(emptyUrl) });
  let output = '';
  const waiting = new Promise<void>((saidWaiting) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('aguardando o esquema')) saidWaiting();
    };
    waiter.stdout.on('data', collect);
    waiter.stderr.on('data', collect);
  });
  const exited = once(waiter, 'exit');
  // The Job migrates only once the waiter has found the schema behind (a busy machine may take
  // seconds to start it).
  await waiting;
  expect(await migrate(emptyUrl)).toMatchObject({ code: 0 });
  const [code] = await exited;
  expect(code).toBe(0);
  expect(output.trim().split('\n').at(-1)).toBe('esquema em dia');
}, 60_000);

test('an unknown argument is refused before anything runs', async () => {
  const { code, output } = await migrate(emptyUrl, '--wiat');
  expect(code).toBe(1);
  expect(output).toContain('argumentos desconhecidos: --wiat');
});
