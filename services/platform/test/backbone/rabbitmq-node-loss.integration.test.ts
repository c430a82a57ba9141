import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Client } from 'pg';
import { AmqpConnection } from '@sampleteca/messaging';
import type { RunningPlatform } from '@sampleteca/runtime';
import { eventually, freePort, type TestEnvironment } from '@sampleteca/testing';
import * as topology from '@sampleteca/topology';
import { RegistrationsService } from './backbone-services';
import { backboneEnvironment, runBackbone } from './backbone-platform';

/**
 * A RabbitMQ cluster of three nodes loses the one the platform is connected to while 1,000
 * events flow: publishers and consumers move to another node, quorum queues keep what the lost
 * node held, and every event takes effect exactly once in each consumer.
 */
const EVENTS = 1000;
const WRITERS = 10;
const KILL_AFTER = 300;

let stateDir: string;
let rabbitmq: topology.RabbitCluster;
let environment: TestEnvironment;
let platform: RunningPlatform;
let db: Client;

beforeAll(async () => {
  stateDir = await mkdtemp(join(tmpdir(), 'sampleteca-rabbit-'));
  const nodes = [];
  for (let index = 0; index < 3; index++) nodes.push({ amqp: await freePort(), dist: await freePort() });
  // Node names live in the machine's one epmd: unique per run, never the machine's `rabbit`.
  rabbitmq = new topology.RabbitCluster({ stateDir, nodes, prefix: `teste${process.pid}n` });
  await rabbitmq.start();
  ({ environment, db } = await backboneEnvironment({
    RABBITMQ_URL: rabbitmq.urls().join(','),
    EVENTS_QUEUE_TYPE: 'quorum',
    EVENTS_PUBLISH_TIMEOUT_MS: '2000',
    LOG_LEVEL: 'fatal',
  }));
  platform = await runBackbone(['identity', 'catalogue', 'billing'], environment.env);
}, 180_000);

afterAll(async () => {
  await platform?.close();
  await db?.end();
  await environment?.cleanup();
  await rabbitmq?.stop();
  await rm(stateDir, { recursive: true, force: true });
}, 120_000);

const effects = async (schema: string) =>
  (
    await db.query<{ event_id: string; times: number }>(
      `SELECT event_id, count(*)::int AS times FROM ${schema}.test_effects GROUP BY event_id`,
    )
  ).rows;

test('a node lost while 1,000 events flow: each event takes effect once in every consumer', async () => {
  const registrations = platform.app.get(RegistrationsService);
  const acknowledged: string[] = [];
  let lostNode: Promise<void> | undefined;
  await Promise.all(
    Array.from({ length: WRITERS }, async (_, writer) => {
      for (let n = 0; n < EVENTS / WRITERS; n++) {
        const event = await registrations.register(`Produtora ${writer}-${n}`);
        acknowledged.push(event.id);
        // The first URL is the node every connection of the platform is on.
        if (acknowledged.length === KILL_AFTER) lostNode = rabbitmq.kill(0);
      }
    }),
  );
  await lostNode;
  expect(rabbitmq.isRunning(0)).toBe(false);

  for (const consumer of ['catalogue', 'billing']) {
    await eventually(async () => expect((await effects(consumer)).length).toBe(EVENTS), 90_000, 250);
    const handled = await effects(consumer);
    expect(handled.filter((row) => row.times > 1)).toEqual([]);
    expect(new Set(handled.map((row) => row.event_id))).toEqual(new Set(acknowledged));
  }
  const { rows } = await db.query(
    'SELECT count(*)::int AS pending FROM identity.outbox_events WHERE published_at IS NULL',
  );
  expect(rows[0].pending).toBe(0);
  expect(platform.app.get(AmqpConnection).isConnected()).toBe(true);
}, 180_000);
