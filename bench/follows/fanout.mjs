#!/usr/bin/env node
/* eslint-disable no-console -- a command-line report */
/**
 * Issue #33 §2: one producer with many followers publishes; how long until the last follower's
 * bell shows it, and what other people's requests feel meanwhile. See README.md beside this file.
 *
 *   npm start   # or npm run platform, in another terminal (a seeded catalogue helps: npm run seed:catalogue)
 *   node bench/follows/fanout.mjs [--followers 100000] [--concurrency 8] [--runs 3]
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { platformArgs } from '../lib/platform-options.mjs';
import { signIn } from '../lib/session.mjs';
import { printTable } from '../lib/table.mjs';

const options = platformArgs({ followers: 100000, concurrency: 8, runs: 3 });
const FOLLOWERS = Number(options.followers);
const CONCURRENCY = Number(options.concurrency);
const base = options.url;

const db = new pg.Client({ connectionString: options['database-url'] });
await db.connect();
const { token, userId: benchUser } = await signIn(base);

// The producer: a seeded one with public sounds (not the bench account, whom the bench makes follow).
const {
  rows: [producer],
} = await db.query(
  `SELECT owner_id AS id, count(*)::int AS sounds FROM catalogue.sounds
    WHERE status = 'public' AND owner_id <> $1 GROUP BY owner_id ORDER BY count(*) DESC LIMIT 1`,
  [benchUser],
);
if (!producer)
  throw new Error('nenhum som público: publique o catálogo de demonstração ou rode npm run seed:catalogue');

/**
 * Followers: made-up ids below the bench account's (the fan-out walks followers in id order),
 * so the bench account, following too, is the last one told: its bell is what the bench watches.
 */
async function makeFollowers() {
  await db.query('DELETE FROM catalogue.follows WHERE producer_id = $1', [producer.id]);
  const ceiling = benchUser.toLowerCase();
  await db.query(
    `INSERT INTO catalogue.follows (follower_id, producer_id)
     SELECT id, $1 FROM (SELECT gen_random_uuid() AS id FROM generate_series(1, $2 * 3)) g
      WHERE id::text < $3 LIMIT $2 ON CONFLICT DO NOTHING`,
    [producer.id, FOLLOWERS - 1, ceiling],
  );
  await db.query(`INSERT INTO catalogue.follows (follower_id, producer_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [
    benchUser,
    producer.id,
  ]);
  const {
    rows: [{ count }],
  } = await db.query('SELECT count(*)::int AS count FROM catalogue.follows WHERE producer_id = $1', [producer.id]);
  const {
    rows: [{ last }],
  } = await db.query('SELECT max(follower_id::text) AS last FROM catalogue.follows WHERE producer_id = $1', [
    producer.id,
  ]);
  if (last !== benchUser) throw new Error('a conta do bench não é a última seguidora');
  return count;
}

/**
 * The bench account's bell over server-sent events: `opened` when its first count arrives, `lit`
 * with the time a count above it arrives.
 */
function bell(signal) {
  let opened;
  const openedPromise = new Promise((resolve) => (opened = resolve));
  const lit = fetch(`${base}/api/notifications/events`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal,
  }).then(async (response) => {
    const decoder = new TextDecoder();
    let buffer = '';
    let first;
    for await (const chunk of response.body) {
      buffer += decoder.decode(chunk, { stream: true });
      for (const match of buffer.matchAll(/data: \{"unread":(\d+)\}/g)) {
        const count = Number(match[1]);
        if (first === undefined) {
          first = count;
          opened();
        } else if (count > first) return performance.now();
      }
      buffer = buffer.slice(buffer.lastIndexOf('\n\n') + 2);
    }
    throw new Error('o sino fechou antes de acender');
  });
  return { opened: openedPromise, lit };
}

/** Other people's requests: the catalogue's first page, `CONCURRENCY` at a time, until `stop`. */
async function listLoad(stop) {
  const times = [];
  const worker = async () => {
    let page = 1;
    while (!stop.done) {
      const started = performance.now();
      const response = await fetch(`${base}/api/sounds?page=${(page++ % 50) + 1}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      await response.arrayBuffer();
      times.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return times;
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

/** What the approval's transaction writes: sound.published in the catalogue's outbox (the relay takes it on). */
async function publish(soundId) {
  const envelope = {
    id: randomUUID(),
    type: 'sound.published',
    version: 1,
    occurredAt: new Date().toISOString(),
    producer: 'catalogue',
    data: { soundId, ownerUserId: producer.id, publishedAt: new Date().toISOString() },
  };
  await db.query(
    `INSERT INTO catalogue.outbox_events (id, type, envelope, created_at) SELECT $1, $2, $3, clock_timestamp()
       FROM (SELECT pg_notify('outbox_catalogue', '')) AS wake`,
    [envelope.id, envelope.type, JSON.stringify(envelope)],
  );
}

const followers = await makeFollowers();
const { rows: sounds } = await db.query(
  `SELECT id FROM catalogue.sounds WHERE owner_id = $1 AND status = 'public' ORDER BY created_at DESC LIMIT $2`,
  [producer.id, Number(options.runs)],
);
console.log(`${followers.toLocaleString('pt-BR')} seguidores de ${producer.id}; ${CONCURRENCY} listas em paralelo`);

const lines = [];
for (const { id: soundId } of sounds) {
  await db.query('DELETE FROM catalogue.follower_news WHERE sound_id = $1', [soundId]);
  await db.query('UPDATE catalogue.follower_news SET read_at = now() WHERE user_id = $1 AND read_at IS NULL', [
    benchUser,
  ]);
  // Baseline: the same list load, 2 s (a fan-out of 100,000 takes about as long).
  const quiet = { done: false };
  const baseline = listLoad(quiet);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  quiet.done = true;
  const before = await baseline;

  const controller = new AbortController();
  const watched = bell(controller.signal);
  await watched.opened;
  const busy = { done: false };
  const during = listLoad(busy);
  const published = performance.now();
  await publish(soundId);
  const lit = await watched.lit;
  busy.done = true;
  controller.abort();
  const meanwhile = await during;
  const {
    rows: [{ told }],
  } = await db.query('SELECT count(*)::int AS told FROM catalogue.follower_news WHERE sound_id = $1', [soundId]);
  const ms = lit - published;
  lines.push([
    told.toLocaleString('pt-BR'),
    ms.toFixed(0),
    Math.round((told / ms) * 1000).toLocaleString('pt-BR'),
    percentile(before, 50).toFixed(1),
    percentile(before, 95).toFixed(1),
    percentile(meanwhile, 50).toFixed(1),
    percentile(meanwhile, 95).toFixed(1),
    (percentile(meanwhile, 95) / percentile(before, 95)).toFixed(2),
    String(meanwhile.length),
  ]);
}
printTable(
  [
    'seguidores avisados',
    'até o último sino (ms)',
    'avisos/s',
    'lista p50 antes',
    'p95 antes',
    'p50 durante',
    'p95 durante',
    'p95 durante/antes',
    'listas durante',
  ],
  lines,
);
await db.end();
