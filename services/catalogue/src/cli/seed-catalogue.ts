/**
 * `npm run seed:catalogue -- [--sounds 1000000] [--database-url URL] [--reset]`: fills the
 * catalogue with realistic generated sounds (for benchmarks and trying the dashboard at scale)
 * that play: they share a few dozen real processed files (seed-audio.ts), so run it after a
 * start has published some sounds (the demo catalogue does on a first start).
 * It only inserts; `--reset` first deletes what earlier runs seeded (seed-session.ts says how
 * seeded rows are told apart), and without it a second run refuses to add another set.
 */
import { parseArgs } from 'node:util';
import { Client } from 'pg';
import { ConfigError, loadConfig } from '@sampleteca/config';
import { NoAudioToShare, prepareAudioSources } from './seed-audio';
import { seedArtists, seedCategories, seedDrumKits, seedProducers, type SeedLookups } from './seed-lookups';
import { countSeeded, deleteSeeded, vacuumTables } from './seed-maintenance';
import { bulkLoading, planFor, prepareSession, type SeedPlan } from './seed-session';
import { seedSoundBatch } from './seed-sounds';

/** Sounds per statement: big enough to amortise planning, small enough to show progress often. */
const BATCH = 50_000;
const USAGE = 'uso: npm run seed:catalogue -- [--sounds 1000000] [--database-url postgres://…] [--reset]\n';

const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
const say = (line: string) => process.stdout.write(`[${elapsed()}] ${line}\n`);
const thousands = (value: number) => value.toLocaleString('pt-BR');

function readOptions(argv: string[]): { sounds: number; databaseUrl?: string; reset: boolean } | undefined {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        sounds: { type: 'string', default: '1000000' },
        'database-url': { type: 'string' },
        reset: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    }));
  } catch {
    return undefined; // an unknown option or a missing value
  }
  const sounds = Number(values.sounds);
  if (values.help || !Number.isInteger(sounds) || sounds < 1) return undefined;
  return { sounds, databaseUrl: values['database-url'], reset: values.reset };
}

async function main(argv: string[]): Promise<number> {
  const options = readOptions(argv);
  if (!options) {
    process.stderr.write(USAGE);
    return 2;
  }
  // Validated like the platform's own setting, so a typo fails the same way.
  const config = loadConfig(options.databaseUrl ? { ...process.env, DATABASE_URL: options.databaseUrl } : process.env);
  const client = new Client({ connectionString: config.DATABASE_URL, application_name: 'seed-catalogue' });
  await client.connect();
  try {
    await prepareSession(client);
    say(`áudios processados compartilhados pelos sons semeados: ${await prepareAudioSources(client)}`);
    if (!(await makeRoom(client, options.reset))) return 1;
    const bulk = await bulkLoading(client);
    say(
      bulk
        ? 'gatilhos desligados nesta sessão: contagens mantidas por lote'
        : 'gatilhos ligados (sem permissão para desligá-los): mais lento',
    );
    const plan = planFor(options.sounds);
    const lookups = await seedLookups(client, plan);
    await seedSounds(client, plan, lookups, bulk);
    await vacuumTables(client, true, say);
    say('pronto');
    return 0;
  } finally {
    await client.end();
  }
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
  const categories = await seedCategories(client);
  say(`categorias: ${categories}`);
  const producers = await seedProducers(client, plan);
  say(`perfis de produtores: ${thousands(producers)}`);
  const artists = await seedArtists(client, plan);
  say(`artistas creditados: ${thousands(artists)}`);
  const drumKits = await seedDrumKits(client, plan);
  say(`drum kits: ${thousands(drumKits)}`);
  return { producers, artists, drumKits, categories };
}

async function seedSounds(client: Client, plan: SeedPlan, lookups: SeedLookups, bulk: boolean): Promise<void> {
  let likes = 0;
  let downloads = 0;
  for (let from = 0; from < plan.sounds; from += BATCH) {
    const to = Math.min(plan.sounds, from + BATCH);
    const made = await seedSoundBatch(client, plan, lookups, from, to, bulk);
    likes += made.likes;
    downloads += made.downloads;
    say(
      `sons: ${thousands(to)}/${thousands(plan.sounds)} · curtidas ${thousands(likes)} · downloads ${thousands(downloads)}`,
    );
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: Error) => {
    const known = error instanceof ConfigError || error instanceof NoAudioToShare;
    process.stderr.write(`${known ? error.message : (error.stack ?? error.message)}\n`);
    process.exit(1);
  },
);
