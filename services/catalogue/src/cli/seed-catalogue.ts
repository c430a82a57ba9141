/**
 * `npm run seed:catalogue -- [--sounds 1000000] [--jobs 2] [--database-url URL] [--reset]`: fills the
 * catalogue with realistic generated sounds (for benchmarks and trying the dashboard at scale)
 * that play: they share a few dozen real processed files (seed-audio.ts), so run it after a
 * start has published some sounds (the demo catalogue does on a first start).
 * It only inserts; `--reset` first deletes what earlier runs seeded (seed-session.ts says how
 * seeded rows are told apart), and without it a second run refuses to add another set.
 * `--jobs` inserts batches on that many connections at once (PostgreSQL works one core per
 * connection).
 */
import { parseArgs } from 'node:util';
import { Client } from 'pg';
import { ConfigError, loadConfig } from '@sampleteca/config';
import { NoAudioToShare, prepareAudioSources } from './seed-audio';
import {
  rankLookups,
  seedArtists,
  seedCategories,
  seedDrumKits,
  seedProducers,
  type SeedLookups,
} from './seed-lookups';
import { countSeeded, deleteSeeded, vacuumTables } from './seed-maintenance';
import { seedTimbreCells } from './seed-timbre-cells';
import { planFor, prepareSession, skipForeignKeyChecks, type SeedPlan } from './seed-session';
import { seedSoundBatch } from './seed-sounds';

/**
 * Sounds per statement: big enough to amortise planning, small enough to show progress often,
 * and at least a few batches per job so that every job has work.
 */
const batchSize = (sounds: number, jobs: number) => Math.max(100, Math.min(50_000, Math.ceil(sounds / (4 * jobs))));
const USAGE = 'uso: npm run seed:catalogue -- [--sounds 1000000] [--jobs 1] [--database-url postgres://…] [--reset]\n';

const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
const say = (line: string) => process.stdout.write(`[${elapsed()}] ${line}\n`);
const thousands = (value: number) => value.toLocaleString('pt-BR');

interface SeedOptions {
  sounds: number;
  jobs: number;
  databaseUrl?: string;
  reset: boolean;
}

function readOptions(argv: string[]): SeedOptions | undefined {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        sounds: { type: 'string', default: '1000000' },
        jobs: { type: 'string', default: '1' },
        'database-url': { type: 'string' },
        reset: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    }));
  } catch {
    return undefined; // an unknown option or a missing value
  }
  const sounds = Number(values.sounds);
  const jobs = Number(values.jobs);
  const whole = (value: number) => Number.isInteger(value) && value >= 1;
  if (values.help || !whole(sounds) || !whole(jobs)) return undefined;
  return { sounds, jobs, databaseUrl: values['database-url'], reset: values.reset };
}

async function main(argv: string[]): Promise<number> {
  const options = readOptions(argv);
  if (!options) {
    process.stderr.write(USAGE);
    return 2;
  }
  // Validated like the platform's own setting, so a typo fails the same way.
  const config = loadConfig(options.databaseUrl ? { ...process.env, DATABASE_URL: options.databaseUrl } : process.env);
  const client = await connect(config.DATABASE_URL);
  const helpers: Client[] = [];
  try {
    await prepareSession(client);
    say(`áudios processados compartilhados pelos sons semeados: ${await prepareAudioSources(client)}`);
    if (!(await makeRoom(client, options.reset))) return 1;
    if (!(await skipForeignKeyChecks(client)))
      say('chaves estrangeiras verificadas (o papel não pode desligar a verificação): mais lento');
    const plan = planFor(options.sounds);
    const lookups = await seedLookups(client, plan);
    for (let job = 1; job < options.jobs; job += 1) helpers.push(await helperSession(config.DATABASE_URL, plan));
    await seedSounds([client, ...helpers], plan, lookups);
    await seedTimbreCells(client, config.CATALOGUE_TIMBRE_CELLS_FROM, say);
    await vacuumTables(client, true, say);
    say('pronto');
    return 0;
  } finally {
    await Promise.all([client, ...helpers].map((session) => session.end()));
  }
}

async function connect(databaseUrl: string): Promise<Client> {
  const client = new Client({ connectionString: databaseUrl, application_name: 'seed-catalogue' });
  await client.connect();
  return client;
}

/** Another connection for --jobs, with the session the first one has (its temp tables and helpers). */
async function helperSession(databaseUrl: string, plan: SeedPlan): Promise<Client> {
  const client = await connect(databaseUrl);
  await prepareSession(client);
  await prepareAudioSources(client);
  await skipForeignKeyChecks(client);
  await rankLookups(client, plan);
  return client;
}

/** With --reset deletes the previous seed; without it refuses to seed over one. */
async function makeRoom(client: Client, reset: boolean): Promise<boolean> {
  if (reset) {
    say('apagando o que foi semeado antes…');
    await deleteSeeded(client, say);
    return true;
  }
  const seeded = await countSeeded(client);
  if (seeded)
    process.stderr.write(`O catálogo já tem ${thousands(seeded)} linhas semeadas: use --reset para recomeçar.\n`);
  return seeded === 0;
}

async function seedLookups(client: Client, plan: SeedPlan): Promise<SeedLookups> {
  await seedCategories(client);
  await seedProducers(client, plan);
  await seedArtists(client, plan);
  await seedDrumKits(client, plan);
  const lookups = await rankLookups(client, plan);
  say(`categorias: ${lookups.categories}`);
  say(`perfis de produtores: ${thousands(lookups.producers)}`);
  say(`artistas creditados: ${thousands(lookups.artists)}`);
  say(`drum kits: ${thousands(lookups.drumKits)}`);
  return lookups;
}

/** Batches in order, each taken by the next free session. */
async function seedSounds(sessions: Client[], plan: SeedPlan, lookups: SeedLookups): Promise<void> {
  const batch = batchSize(plan.sounds, sessions.length);
  let next = 0;
  let done = 0;
  let likes = 0;
  let downloads = 0;
  const work = async (session: Client) => {
    for (let from = next; from < plan.sounds; from = next) {
      const to = Math.min(plan.sounds, from + batch);
      next = to;
      const made = await seedSoundBatch(session, plan, lookups, from, to);
      done += to - from;
      likes += made.likes;
      downloads += made.downloads;
      say(
        `sons: ${thousands(done)}/${thousands(plan.sounds)} · curtidas ${thousands(likes)} · downloads ${thousands(downloads)}`,
      );
    }
  };
  await Promise.all(sessions.map(work));
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: Error) => {
    const known = error instanceof ConfigError || error instanceof NoAudioToShare;
    process.stderr.write(`${known ? error.message : (error.stack ?? error.message)}\n`);
    process.exit(1);
  },
);
