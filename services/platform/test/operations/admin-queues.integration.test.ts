// The console's Operações routes for BullMQ, over a real platform (Redis, PostgreSQL, RabbitMQ):
// a job that fails is listed with its error, a retry runs it again, counts follow, and only an
// administrator gets in.
import { Client } from 'pg';
import { JobsRuntime, type JobMap, type QueueDefinition } from '@sampleteca/jobs';
import { OutboxRelay } from '@sampleteca/messaging';
import { runPlatform, type RunningPlatform } from '@sampleteca/runtime';
import { createTestEnvironment, eventually, type TestEnvironment } from '@sampleteca/testing';
import {
  callApi,
  MEDIA_OUTBOX_RELAY,
  operationsServices,
  renders,
  RendersQueue,
  tokenFor,
} from './operations-services';

type QueueRow = {
  id: string;
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
  completedLastHour: number;
};
type FailedJob = {
  id: string;
  name: string;
  failedReason: string;
  attemptsMade: number;
  failedAt: string;
  payload: unknown;
};

let environment: TestEnvironment;
let platform: RunningPlatform;
let db: Client;
let admin: string;

const queue = () => platform.app.get(JobsRuntime).queue(RendersQueue as QueueDefinition<JobMap>);
const renderRow = async () => {
  const listed = await callApi<QueueRow[]>(platform, admin, 'GET', '/admin/media/queues');
  expect(listed.status).toBe(200);
  return listed.body.find((row) => row.id === 'test-renders');
};
const failedJobs = () =>
  callApi<FailedJob[]>(platform, admin, 'GET', '/admin/media/queues/test-renders/failed-jobs?range=[0,9]');

beforeAll(async () => {
  environment = await createTestEnvironment({ LOG_LEVEL: 'fatal' });
  db = new Client({ connectionString: environment.databaseUrl });
  await db.connect();
  platform = await runPlatform(operationsServices, { ...process.env, ...environment.env });
  admin = await tokenFor(platform, 'admin');
});

afterAll(async () => {
  await platform?.close();
  await db?.end();
  await environment?.cleanup();
});

test('a job that used up its attempts is listed with its error; a retry runs it again and the counts follow', async () => {
  renders.failing = false;
  await queue().add('render', { title: 'Capa do EP' });
  await eventually(async () => expect((await renderRow())?.completedLastHour).toBe(1));

  renders.failing = true;
  const job = await queue().add('render', { title: 'Vinheta', link: 'http://localhost/api/auth/verify?token=segredo' });
  await eventually(async () => expect((await renderRow())?.failed).toBe(1));
  expect(await renderRow()).toEqual({
    id: 'test-renders',
    name: 'test-renders',
    waiting: 0,
    active: 0,
    delayed: 0,
    failed: 1,
    completedLastHour: 1,
  });

  const listed = await failedJobs();
  expect(listed.status).toBe(200);
  expect(listed.contentRange).toBe('failed-jobs 0-0/1');
  expect(listed.body).toEqual([
    expect.objectContaining({
      id: job.id,
      name: 'render',
      failedReason: 'renderizador indisponível',
      attemptsMade: 2,
      maxAttempts: 2,
      // The job's one-time link is not for the operator's browser.
      payload: { title: 'Vinheta', link: '[REDACTED]' },
    }),
  ]);
  expect(JSON.stringify(listed.body)).not.toContain('segredo');
  expect(Date.now() - Date.parse(listed.body[0].failedAt)).toBeLessThan(60_000);

  renders.failing = false;
  const runsBefore = renders.runs.filter((title) => title === 'Vinheta').length;
  const retried = await callApi<FailedJob>(
    platform,
    admin,
    'POST',
    `/admin/media/queues/test-renders/failed-jobs/${job.id}/retry`,
  );
  expect(retried.status).toBe(200);
  expect(retried.body.id).toBe(job.id);

  await eventually(async () => expect(await renderRow()).toMatchObject({ failed: 0, completedLastHour: 2 }));
  expect(renders.runs.filter((title) => title === 'Vinheta')).toHaveLength(runsBefore + 1);
  expect((await failedJobs()).body).toEqual([]);

  // Done by then: no longer a failed job, said in Portuguese.
  const again = await callApi<{ code: string; message: string }>(
    platform,
    admin,
    'POST',
    `/admin/media/queues/test-renders/failed-jobs/${job.id}/retry`,
  );
  expect(again.status).toBe(409);
  expect(again.body).toMatchObject({
    code: 'JOB_NOT_FAILED',
    message: 'Este job não está mais entre os que falharam. Atualize a lista.',
  });
});

test('a failed job can be removed; unknown jobs and queues answer 404 in Portuguese', async () => {
  renders.failing = true;
  const job = await queue().add('render', { title: 'Jingle' });
  await eventually(async () => expect((await failedJobs()).body.map((failed) => failed.id)).toContain(job.id));

  const removed = await callApi<FailedJob>(
    platform,
    admin,
    'DELETE',
    `/admin/media/queues/test-renders/failed-jobs/${job.id}`,
  );
  expect(removed.status).toBe(200);
  expect(removed.body).toMatchObject({ id: job.id, failedReason: 'renderizador indisponível' });
  expect((await failedJobs()).body).toEqual([]);
  expect(await queue().queue.getJob(job.id as string)).toBeUndefined();

  const gone = await callApi<{ code: string; message: string }>(
    platform,
    admin,
    'DELETE',
    `/admin/media/queues/test-renders/failed-jobs/${job.id}`,
  );
  expect(gone.status).toBe(404);
  expect(gone.body).toMatchObject({ code: 'JOB_NOT_FOUND', message: 'Job não encontrado nesta fila.' });

  const noQueue = await callApi<{ code: string; message: string }>(
    platform,
    admin,
    'GET',
    '/admin/media/queues/fila-inexistente/failed-jobs',
  );
  expect(noQueue.status).toBe(404);
  expect(noQueue.body).toMatchObject({ code: 'QUEUE_NOT_FOUND', message: 'Fila não encontrada neste serviço.' });
});

test("the outbox backlog counts a service's unpublished events and the age of the oldest", async () => {
  const relay = platform.app.get<OutboxRelay>(MEDIA_OUTBOX_RELAY);
  expect((await callApi(platform, admin, 'GET', '/admin/media/outbox')).body).toEqual({
    id: 'media',
    pending: 0,
    oldestCreatedAt: null,
    oldestAgeSeconds: null,
  });
  await relay.stop();
  try {
    await db.query(`
      INSERT INTO media.outbox_events (id, type, envelope, created_at)
      SELECT gen_random_uuid(), 'media.test', '{}'::jsonb, now() - n * interval '1 minute'
        FROM generate_series(1, 3) AS n`);
    const backlog = await callApi<{ pending: number; oldestAgeSeconds: number; oldestCreatedAt: string }>(
      platform,
      admin,
      'GET',
      '/admin/media/outbox',
    );
    expect(backlog.status).toBe(200);
    expect(backlog.body.pending).toBe(3);
    expect(backlog.body.oldestAgeSeconds).toBeGreaterThanOrEqual(180);
    expect(backlog.body.oldestAgeSeconds).toBeLessThan(240);
  } finally {
    await db.query("DELETE FROM media.outbox_events WHERE type = 'media.test'");
    relay.start();
  }
});

test('a signed-in user who is not an administrator is refused every Operações route (403)', async () => {
  const user = await tokenFor(platform, 'user');
  for (const [method, path] of [
    ['GET', '/admin/media/queues'],
    ['GET', '/admin/media/queues/test-renders/failed-jobs'],
    ['POST', '/admin/media/queues/test-renders/failed-jobs/1/retry'],
    ['DELETE', '/admin/media/queues/test-renders/failed-jobs/1'],
    ['GET', '/admin/media/outbox'],
    ['GET', '/admin/identity/queues'],
  ]) {
    const answered = await callApi<{ code: string }>(platform, user, method, path);
    expect([method, path, answered.status, answered.body.code]).toEqual([method, path, 403, 'FORBIDDEN']);
  }
});
