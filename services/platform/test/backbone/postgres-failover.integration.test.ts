import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { catalogueDatabase } from '@sampleteca/catalogue';
import { migrateServices } from '@sampleteca/database';
import { isDatabaseUnavailable } from '@sampleteca/http';
import { identityDatabase } from '@sampleteca/identity';
import { RabbitEventsServer } from '@sampleteca/messaging';
import { runPlatform, type RunningPlatform } from '@sampleteca/runtime';
import { createTestEnvironment, eventually, freePort, type TestEnvironment } from '@sampleteca/testing';
import * as topology from '@sampleteca/topology';
import { backboneServices, RegistrationsService, TEST_TABLES_SQL } from './backbone-services';

/**
 * The PostgreSQL primary of a synchronous Patroni pair dies (SIGKILL, as a lost machine) while
 * the platform writes through HAProxy: every write it acknowledged is on the promoted standby,
 * every write cut by the failover failed as a database outage (503 to a user, safe to send
 * again) and none is half-written, and writing resumes on the new primary without a restart.
 */
const WRITERS = 8;
const KILL_AFTER = 150;
const AFTER_FAILOVER = 100;

let stateDir: string;
let etcd: topology.EtcdCluster;
let patroni: topology.PatroniCluster;
let haproxy: topology.Haproxy;
let environment: TestEnvironment;
let platform: RunningPlatform;

beforeAll(async () => {
  stateDir = await mkdtemp(join(tmpdir(), 'sampleteca-patroni-'));
  await chmod(stateDir, 0o755); // PostgreSQL runs as postgres and must reach its data dir
  const scope = `teste${process.pid}`;
  etcd = new topology.EtcdCluster({
    stateDir,
    members: [{ client: await freePort(), peer: await freePort() }],
    prefix: scope,
  });
  const members = [];
  for (let index = 0; index < 2; index++) members.push({ postgres: await freePort(), rest: await freePort() });
  patroni = new topology.PatroniCluster({ stateDir, etcdHosts: etcd.hosts(), members, scope });
  const haproxyPort = await freePort();
  haproxy = new topology.Haproxy({ stateDir, postgres: { port: haproxyPort, members: patroni.members } });
  await etcd.start();
  await Promise.all([patroni.start(), haproxy.start()]);
  await haproxy.waitPostgresRoutesTo((await patroni.waitHealthy()).name);

  const databaseUrl = `postgres://postgres@127.0.0.1:${haproxyPort}/sampleteca`;
  await migrateServices({ DATABASE_URL: databaseUrl, DATABASE_POOL_SIZE: 1 }, [identityDatabase, catalogueDatabase]);
  environment = await createTestEnvironment({ DATABASE_URL: databaseUrl, DATABASE_POOL_SIZE: '8', LOG_LEVEL: 'fatal' });
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    // The backbone's test tables span four schemas; this platform runs two of them.
    await db.query(`CREATE SCHEMA billing; CREATE SCHEMA media; ${TEST_TABLES_SQL}`);
  } finally {
    await db.end();
  }
  const { identity, catalogue } = backboneServices;
  platform = await runPlatform([identity, catalogue], { ...process.env, ...environment.env });
  await platform.app.get(RabbitEventsServer).whenReady();
}, 180_000);

afterAll(async () => {
  await platform?.close();
  await environment?.cleanup();
  await haproxy?.stop();
  await patroni?.stop();
  await etcd?.stop();
  await rm(stateDir, { recursive: true, force: true });
}, 120_000);

test('the primary killed during writes: every acknowledged write is on the new primary, none half-written', async () => {
  const registrations = platform.app.get(RegistrationsService);
  const primary = await patroni.primary();
  if (!primary) throw new Error('no primary');
  const acknowledged: { eventId: string; userId: string }[] = [];
  const refused: unknown[] = [];

  let writing = true;
  const writers = Array.from({ length: WRITERS }, async (_, writer) => {
    for (let n = 0; writing; n++) {
      try {
        const event = await registrations.register(`Produtora ${writer}-${n}`);
        acknowledged.push({ eventId: event.id, userId: event.data.userId });
      } catch (error) {
        refused.push(error);
        // As a client told 503 Retry-After: back once HAProxy routes to a primary again.
        await eventually(
          async () => expect(await haproxy.upServers(topology.POSTGRES_BACKEND)).toHaveLength(1),
          60_000,
        );
      }
    }
  });
  await eventually(() => expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER), 30_000, 20);
  await patroni.kill(primary);
  const promoted = await patroni.waitForNewPrimary(primary);
  expect(promoted.name).not.toBe(primary.name);
  const acknowledgedAtPromotion = acknowledged.length;
  await eventually(
    () => expect(acknowledged.length).toBeGreaterThanOrEqual(acknowledgedAtPromotion + AFTER_FAILOVER),
    60_000,
    50,
  );
  writing = false;
  await Promise.all(writers);

  // The writes cut by the failover were outages (a 503 to a user), never another error.
  expect(refused.length).toBeGreaterThan(0);
  expect(refused.filter((error) => !isDatabaseUnavailable(error))).toEqual([]);

  const survivor = new Client({ connectionString: environment.env.DATABASE_URL });
  await survivor.connect();
  try {
    const { rows: saved } = await survivor.query<{ id: string }>('SELECT id FROM identity.test_registrations');
    const savedIds = new Set(saved.map((row) => row.id));
    expect(acknowledged.filter(({ userId }) => !savedIds.has(userId))).toEqual([]);
    // A registration and its event commit together or not at all.
    const { rows: halves } = await survivor.query(
      `SELECT r.id FROM identity.test_registrations r
         FULL JOIN identity.outbox_events o ON o.envelope->'data'->>'userId' = r.id::text
        WHERE r.id IS NULL OR o.id IS NULL`,
    );
    expect(halves).toEqual([]);
    // Events written before and after the failover reach their consumer, once each.
    await eventually(
      async () => {
        const { rows } = await survivor.query<{ event_id: string; times: number }>(
          'SELECT event_id, count(*)::int AS times FROM catalogue.test_effects GROUP BY event_id',
        );
        const handled = new Map(rows.map((row) => [row.event_id, row.times]));
        expect(acknowledged.filter(({ eventId }) => handled.get(eventId) !== 1)).toEqual([]);
      },
      60_000,
      250,
    );
  } finally {
    await survivor.end();
  }
}, 180_000);
