#!/usr/bin/env node
/**
 * The engine a user might pick instead of the platform: bare Fastify and a pg pool running the
 * API's own page query (the compiled SoundListsService), no auth, no logging, no compression.
 *   GET /sounds?viewer=<uuid>&…filters   every request reads the database
 *   GET /shared?viewer=<uuid>&…filters   the same with the API's shared pages in front
 * Prints the port it listens on (PORT, else any free one) as its first line.
 */
import Fastify from 'fastify';
import pg from 'pg';
import { apiPager } from '../lib/api-pager.mjs';

const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/sampleteca';
// The pool the platform's catalogue gets (DATABASE_POOL_SIZE's default).
const pool = new pg.Pool({ connectionString: databaseUrl, max: Number(process.env.DATABASE_POOL_SIZE || 10) });
const direct = await apiPager(pool, { databaseUrl });
const shared = await apiPager(pool, { databaseUrl, sharedPages: 500 });

const app = Fastify({ logger: false });
const numbers = new Set(['page', 'pageSize']);
const handler = (pager) => async (request) => {
  const { viewer, ...query } = request.query;
  for (const name of numbers) if (query[name] !== undefined) query[name] = Number(query[name]);
  return pager(viewer, { page: 1, pageSize: 20, ...query });
};
app.get('/sounds', handler(direct));
app.get('/shared', handler(shared));

await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT || 0) });
// eslint-disable-next-line no-console -- the parent reads the port from this line
console.log(app.server.address().port);
process.on('SIGTERM', async () => {
  await app.close();
  await pool.end();
  process.exit(0);
});
