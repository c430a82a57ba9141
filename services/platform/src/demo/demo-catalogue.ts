/**
 * The demo catalogue: outside production, a start whose catalogue has no sounds (or only the
 * demo's, from a start that was stopped half way) publishes DEMO_KITS in the background, so a
 * new user has something to hear. It goes through the public API like any producer, a couple
 * of sounds at a time, so the platform answers from its first second; DEMO_CATALOGUE=false
 * turns it off.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { SoundCensusService } from '@sampleteca/catalogue';
import type { Config } from '@sampleteca/config';
import { DemoAccountsService } from '@sampleteca/identity';
import { RabbitEventsServer } from '@sampleteca/messaging';
import type { RunningPlatform } from '@sampleteca/runtime';
import { DEMO_CURATOR, DEMO_EMAILS, DEMO_PRODUCERS, type DemoProducer } from './demo-people';
import { DemoPublisher, existingId, waitFor, type Signed, type Uploaded } from './demo-publisher';
import { DEMO_KITS, soundCount, type DemoKit, type DemoSound } from './demo-sounds';
import { PlatformClient } from './platform-client';

const logger = new Logger('DemoCatalogue');
/** Sounds in the works at once: media's analysis of each keeps a core busy for a moment. */
const AT_ONCE = 2;
const NEEDED = ['identity', 'catalogue', 'media', 'distribution'] as const;

/** Starts the demo in the background when this start should have one. */
export function startDemoCatalogue(platform: RunningPlatform): void {
  if (!wantsDemoCatalogue(platform.config)) return;
  void seedDemoCatalogue(platform).catch((error: Error) =>
    logger.error(`catálogo de demonstração interrompido: ${error.message}`, error.stack),
  );
}

/** Outside production, when asked, in a process that runs the services a publication needs. */
export function wantsDemoCatalogue(config: Config): boolean {
  return config.DEMO_CATALOGUE && !config.isProduction && NEEDED.every((service) => config.SERVICES.includes(service));
}

export type DemoOutcome = { published: number; failed: number; skipped?: 'catalogue-in-use' | 'done' };

/** Publishes what is missing of the demo; resumable (each sound is made once, by name). */
export async function seedDemoCatalogue(
  { app, url }: Pick<RunningPlatform, 'app' | 'url'>,
  kits: DemoKit[] = DEMO_KITS,
): Promise<DemoOutcome> {
  // Its sign-ups' events need the consumers' queues bound (a first start on a new broker).
  await app.get(RabbitEventsServer, { strict: false }).whenReady();
  const accounts = app.get(DemoAccountsService, { strict: false });
  const census = app.get(SoundCensusService, { strict: false });
  const state = await census.census(await accounts.existing(DEMO_EMAILS));
  if (state.others > 0) return { published: 0, failed: 0, skipped: 'catalogue-in-use' };
  if (state.ownPublic >= soundCount(kits)) return { published: 0, failed: 0, skipped: 'done' };

  const api = new PlatformClient(url);
  const producers = await signInProducers(accounts, api, kits);
  try {
    return await publishMissing(accounts, api, producers, kits);
  } finally {
    await Promise.all([...producers.values()].map((producer) => accounts.signOut(producer.userId)));
  }
}

async function publishMissing(
  accounts: DemoAccountsService,
  api: PlatformClient,
  producers: Producers,
  kits: DemoKit[],
): Promise<DemoOutcome> {
  const tasks = await pendingWork(api, producers, kits);
  if (tasks.length === 0) return { published: 0, failed: 0, skipped: 'done' };
  const started = performance.now();
  logger.log(`publicando o catálogo de demonstração (${tasks.length} sons) em segundo plano…`);
  const workDir = await mkdtemp(join(tmpdir(), 'sampleteca-demo-'));
  const curator = await accounts.signIn(DEMO_CURATOR, { admin: true });
  try {
    const publisher = new DemoPublisher(api, curator, await ensureCategories(api, curator, kits), workDir);
    const outcome: DemoOutcome = { published: 0, failed: 0 };
    let next = 0;
    const worker = async () => {
      while (next < tasks.length) {
        const task = tasks[next++];
        try {
          const soundId = task.soundId ?? (await publisher.create(task.producer, task.kit, task.sound, task.seed));
          outcome[await publisher.publish(task.producer, soundId)] += 1;
        } catch (error) {
          outcome.failed += 1;
          logger.warn(`som de demonstração '${task.sound.name}' não publicado: ${(error as Error).message}`);
        }
      }
    };
    await Promise.all(Array.from({ length: AT_ONCE }, worker));
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    const failures = outcome.failed ? `; ${outcome.failed} falharam` : '';
    logger.log(`catálogo de demonstração: ${outcome.published} sons publicados em ${seconds} s${failures}`);
    return outcome;
  } finally {
    await accounts.revokeAdmin(DEMO_CURATOR.email);
    await rm(workDir, { recursive: true, force: true });
  }
}

type Producers = Map<DemoProducer, Signed>;

/** Signs the producers in, once the catalogue has heard of their accounts (an event away). */
async function signInProducers(
  accounts: DemoAccountsService,
  api: PlatformClient,
  kits: DemoKit[],
): Promise<Producers> {
  const handles = [...new Set(kits.map((kit) => kit.producer))];
  const entries = await Promise.all(
    handles.map(async (handle) => {
      const person = DEMO_PRODUCERS[handle];
      const signed = await accounts.signIn(person);
      await waitFor(`o perfil de ${person.fullName} no catálogo`, 60, async () => {
        const found = await api.request(
          signed.accessToken,
          'GET',
          `/api/artists/by-name/${encodeURIComponent(person.fullName)}`,
        );
        return found.status === 200 ? true : undefined;
      });
      return [handle, signed] as const;
    }),
  );
  return new Map(entries);
}

async function ensureCategories(api: PlatformClient, curator: Signed, kits: DemoKit[]): Promise<Map<string, string>> {
  const names = [...new Set(kits.map((kit) => kit.category))];
  const ids = await Promise.all(
    names.map((name) =>
      api.expect<{ category: { id: string } }>(201, curator.accessToken, 'POST', '/api/categories', { name }).then(
        (created) => created.category.id,
        (error: unknown) => existingId(error, 'category'),
      ),
    ),
  );
  return new Map(names.map((name, index) => [name, ids[index]]));
}

interface Task {
  producer: Signed;
  kit: DemoKit;
  sound: DemoSound;
  seed: number;
  /** Saved by an earlier start and still waiting for its publication. */
  soundId?: string;
}

/** The sounds to make, and those made but not yet published; kits in order, so each fills up. */
async function pendingWork(api: PlatformClient, producers: Producers, kits: DemoKit[]): Promise<Task[]> {
  const uploads = new Map<string, Uploaded[]>();
  for (const [handle, producer] of producers) {
    const page = await api.expect<{ items: Uploaded[] }>(
      200,
      producer.accessToken,
      'GET',
      '/api/library/uploads?pageSize=100',
    );
    uploads.set(handle, page.items);
  }
  let seed = 0;
  return kits.flatMap((kit) =>
    kit.sounds.flatMap((sound): Task[] => {
      seed += 1;
      const producer = producers.get(kit.producer) as Signed;
      const made = uploads.get(kit.producer)?.find((upload) => upload.name === sound.name);
      if (!made) return [{ producer, kit, sound, seed }];
      // Made before, not public yet: waiting for review, or approved a moment before that start stopped.
      const waiting = made.status !== 'public' && (made.review === 'pending' || made.review === 'approved');
      return waiting ? [{ producer, kit, sound, seed, soundId: made.id }] : [];
    }),
  );
}
