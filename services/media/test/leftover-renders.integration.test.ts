// #29 §2: the server no longer renders downloads in a listener's tempo and key (the portal makes
// them). What it rendered before stays no longer: media's worker deletes every stored render at
// start, objects and rows; and a link to one answers a clear 410 instead of rendering anything.
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Client } from 'pg';
import { downloadPath, signDownloadGrant } from '@sampleteca/contracts';
import { mediaService } from '@sampleteca/media';
import { runPlatform, type RunningPlatform } from '@sampleteca/runtime';
import { createTestEnvironment, eventually, type TestEnvironment } from '@sampleteca/testing';
import { storedFiles } from './support/uploads';

const SECRET = 'segredo-compartilhado-do-teste-0123456789';
/** More than one round of the purge (100 a round), so a start finishes what it began. */
const RENDERS = 230;

let environment: TestEnvironment;
let platform: RunningPlatform | undefined;
let db: Client;
let mediaDir: string;
const audioIds = [randomUUID(), randomUUID(), randomUUID()];
/** A file no render: the purge leaves it. */
const KEPT = `audio/${audioIds[0]}/original`;

const renderRows = async () =>
  Number((await db.query<{ count: string }>('SELECT count(*) FROM media.audio_renders')).rows[0].count);
const renderFiles = async () => (await storedFiles(mediaDir)).filter((file) => file.includes('/renders/'));

beforeAll(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), 'sampleteca-leftover-renders-'));
  environment = await createTestEnvironment({
    SERVICES: 'media',
    ROLES: 'api,worker',
    MEDIA_LOCAL_DIR: mediaDir,
    MEDIA_URL_SECRET: SECRET,
  });
  db = new Client({ connectionString: environment.databaseUrl });
  await db.connect();
  // What the render path left, as it stored it: one object per render and a row naming it (the
  // last render's row is missing its object: a delete that already happened must not stop the rest).
  for (let index = 0; index < RENDERS; index++) {
    const audioId = audioIds[index % audioIds.length];
    const key = `audio/${audioId}/renders/t${(1 + index / 1000).toFixed(4)}_s${index % 5}.mp3`;
    if (index < RENDERS - 1) {
      await mkdir(dirname(join(mediaDir, key)), { recursive: true });
      await writeFile(join(mediaDir, key), Buffer.alloc(1024, index));
    }
    await db.query('INSERT INTO media.audio_renders (audio_id, storage_key) VALUES ($1, $2)', [audioId, key]);
  }
  await writeFile(join(mediaDir, KEPT), 'original');
}, 60_000);

afterAll(async () => {
  await platform?.close();
  await db?.end();
  await environment?.cleanup();
  await rm(mediaDir, { recursive: true, force: true });
});

test("media's worker deletes every render stored before, objects and rows, and nothing else", async () => {
  expect((await renderFiles()).length).toBe(RENDERS - 1);
  expect(await renderRows()).toBe(RENDERS);

  platform = await runPlatform([mediaService], { ...process.env, ...environment.env });

  await eventually(async () => {
    expect(await renderRows()).toBe(0);
    expect(await renderFiles()).toEqual([]);
  }, 30_000);
  expect(await storedFiles(mediaDir)).toContain(KEPT);
});

test('a link to a download the server used to render answers 410 in Portuguese, and renders nothing', async () => {
  const audioId = audioIds[1];
  const expires = Math.floor(Date.now() / 1000) + 300;
  const query = signDownloadGrant({ audioId, fileName: 'Loop (120 BPM, Bm).mp3', expires }, SECRET);
  query.set('ratio', '1.2632');
  query.set('semitones', '2');
  for (const method of ['GET', 'HEAD']) {
    const response = await fetch(new URL(`${downloadPath(audioId)}?${query}`, platform!.url), { method });
    expect(response.status).toBe(410);
    if (method === 'GET') {
      expect(await response.json()).toEqual({
        statusCode: 410,
        code: 'MEDIA_TUNED_LINK_RETIRED',
        message:
          'Este link de download no seu andamento e tom não vale mais. Baixe o som de novo no portal: ' +
          'o arquivo no seu andamento e tom agora é preparado no seu navegador.',
      });
    }
  }
  expect(await renderFiles()).toEqual([]);
  expect(await renderRows()).toBe(0);
});
