#!/usr/bin/env node
/**
 * The engine a user might pick instead of the platform: bare Fastify and a pg pool running the
 * API's own page query (the compiled SoundListsService), no framework beyond Fastify's routing.
 *   GET /sounds?viewer=<uuid>&…filters   every request reads the database; no token, no compression
 *   GET /shared?viewer=<uuid>&…filters   the same with the API's shared pages in front
 *   GET /essential?…filters               the API's essential work and nothing else (essential-work.mjs):
 *                                         the bearer token verified against identity's published key and
 *                                         its session checked against the revocation list, the viewer's
 *                                         page from the shared pages, compressed as the browser asks
 * Prints the port it listens on (PORT, else any free one) as its first line. /essential needs the
 * platform running (its keys and Redis): PLATFORM_URL, else http://127.0.0.1:3000.
 */
import Fastify from 'fastify';
import pg from 'pg';
import { apiPager } from '../lib/api-pager.mjs';
import { essentialWork } from './essential-work.mjs';

const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/sampleteca';
// The pool the platform's catalogue gets (DATABASE_POOL_SIZE's default).
const pool = new pg.Pool({ connectionString: databaseUrl, max: Number(process.env.DATABASE_POOL_SIZE || 10) });
const direct = await apiPager(pool, { databaseUrl });
const shared = await apiPager(pool, { databaseUrl, sharedPages: 500 });
const essential = await essentialWork(process.env.PLATFORM_URL || 'http://127.0.0.1:3000');

const app = Fastify({ logger: false });
const numbers = new Set(['page', 'pageSize']);
const pageQuery = (query) => {
  for (const name of numbers) if (query[name] !== undefined) query[name] = Number(query[name]);
  return { page: 1, pageSize: 20, ...query };
};
const handler = (pager) => async (request) => {
  const { viewer, ...query } = request.query;
  return pager(viewer, pageQuery(query));
};
app.get('/sounds', handler(direct));
app.get('/shared', handler(shared));
app.get('/essential', async (request, reply) => {
  const viewer = await essential.viewer(request.headers.authorization);
  if (!viewer) return reply.code(401).send();
  const { body, encoding } = await essential.encode(
    JSON.stringify(await shared(viewer, pageQuery({ ...request.query }))),
    request.headers['accept-encoding'],
  );
  reply.header('content-type', 'application/json; charset=utf-8').header('vary', 'Accept-Encoding');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(body);
});

await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT || 0) });
// eslint-disable-next-line no-console -- the parent reads the port from this line
console.log(app.server.address().port);
process.on('SIGTERM', async () => {
  await app.close();
  await pool.end();
  essential.close();
  process.exit(0);
});
