import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Queue } from 'bullmq';
import { Client } from 'pg';
import {
  CatalogueEvents,
  downloadPath,
  signDownloadGrant,
  signedPreviewLink,
  type SoundCreated,
  type SoundDeleted,
} from '@sampleteca/contracts';
import { createEnvelope, EventPublisher, listDeadLetters, RabbitEventsServer } from '@sampleteca/messaging';
import { type RunningPlatform } from '@sampleteca/runtime';
import {
  eventually,
  type TestEnvironment,
  eventsHandled,
  type EventOutcome,
  type TokenIssuer,
} from '@sampleteca/testing';
import { MediaPlatform } from './support/media-platform';
import { appendFile, storedFiles, uploadPlainImage } from './support/uploads';

const run = promisify(execFile);

/** What the catalogue signs grants with: the same MEDIA_URL_SECRET as media. */
const SECRET = 'segredo-compartilhado-do-teste-0123456789';
const OWNER_ID = '7a1f0c3e-0000-4000-8000-00000000b001';
const OTHER_ID = '7a1f0c3e-0000-4000-8000-00000000b002';
const SWEEP_EVERY_SECONDS = 600;
const PROCESSING_TIMEOUT_MS = 45_000;
const LINK_INVALID = { statusCode: 403, code: 'MEDIA_LINK_INVALID', message: 'Link expirado ou inválido.' };
const NOT_FOUND = { statusCode: 404, code: 'AUDIO_NOT_FOUND', message: 'Áudio não encontrado.' };

const media = new MediaPlatform();
let environment: TestEnvironment;
let platform: RunningPlatform;
let identity: TokenIssuer;
let db: Client;
let sweepQueue: Queue;
let mediaDir: string;
let soundsDir: string;
/** A WAV upload (downloads serve its preview) and an MP3 one (downloads serve it as sent), both ready. */
let wavId: string;
let mp3Id: string;

const token = (userId = OWNER_ID) =>
  identity.accessToken({ id: userId, email: `${userId.slice(-4)}@example.com`, role: 'user' });

async function uploadAudio(path: string, name: string, type: string, userId = OWNER_ID): Promise<string> {
  const form = new FormData();
  appendFile(form, { data: await readFile(path), name, type });
  const response = await fetch(`${platform.url}/api/media/audio`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${await token(userId)}` },
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function ready(id: string): Promise<void> {
  await eventually(
    async () => {
      const response = await fetch(`${platform.url}/api/media/audio/${id}`, {
        headers: { authorization: `Bearer ${await token()}` },
      });
      expect(((await response.json()) as { status: string }).status).toBe('ready');
    },
    PROCESSING_TIMEOUT_MS,
    200,
  );
}

async function uploadImage(purpose: 'cover' | 'avatar'): Promise<string> {
  const colour = { r: 20, g: 90, b: 160 };
  return uploadPlainImage(platform.url, await token(), { purpose, width: 800, height: 600, colour });
}

/** A download link as the catalogue hands it out. */
function downloadLink(audioId: string, fileName: string, options: { expires?: number; secret?: string } = {}): URL {
  const expires = options.expires ?? Math.floor(Date.now() / 1000) + 300;
  const query = signDownloadGrant({ audioId, fileName, expires }, options.secret ?? SECRET);
  return new URL(`${downloadPath(audioId)}?${query}`, platform.url);
}

/** A preview link as the catalogue signs it for a listener. */
const previewLink = (audioId: string) => new URL(signedPreviewLink(audioId, SECRET, 3600).url, platform.url);

const filesOf = async (prefix: string) => (await storedFiles(mediaDir)).filter((file) => file.startsWith(prefix));

async function publish<T>(type: string, data: T) {
  const event = createEnvelope('catalogue', type, data);
  await platform.app.get(EventPublisher).publish(event);
  return event;
}

/** How many deliveries of `type` media's consumer finished with `outcome`, from /api/metrics. */
/** Events of `type` media's consumer ended with `outcome` (its handler returned, post-commit work included). */
const handled = (type: string, outcome: EventOutcome) =>
  eventsHandled(platform.url, { consumer: 'media', type, outcome });

const deadLetters = () => listDeadLetters(environment.env.RABBITMQ_URL, `${environment.env.EVENTS_QUEUE_PREFIX}.media`);

beforeAll(async () => {
  soundsDir = await mkdtemp(join(tmpdir(), 'sampleteca-sound-files-'));
  await run('sox', ['-n', '-r', '44100', '-c', '2', '-b', '16', 'tom.wav', 'synth', '4', 'sine', '440', 'gain', '-6'], {
    cwd: soundsDir,
  });
  await run(
    'ffmpeg',
    ['-v', 'error', '-f', 'lavfi', '-i', 'sine=frequency=330:duration=4', '-ac', '2', '-b:a', '192k', 'tom.mp3'],
    { cwd: soundsDir },
  );
  await media.start('sampleteca-media-sounds-test-', {
    ROLES: 'api,worker',
    MEDIA_URL_SECRET: SECRET,
    // Room for the retry test to put things right before the event is dead-lettered.
    EVENTS_MAX_ATTEMPTS: '10',
    MEDIA_UNUSED_UPLOAD_SWEEP_EVERY_SECONDS: String(SWEEP_EVERY_SECONDS),
  });
  ({ environment, platform, identity, db, mediaDir } = media);
  await platform.app.get(RabbitEventsServer).whenReady();
  sweepQueue = media.queue('unused-uploads');
  wavId = await uploadAudio(join(soundsDir, 'tom.wav'), 'tom.wav', 'audio/wav');
  mp3Id = await uploadAudio(join(soundsDir, 'tom.mp3'), 'tom.mp3', 'audio/mpeg');
  await Promise.all([ready(wavId), ready(mp3Id)]);
}, 120_000);

afterAll(async () => {
  await media.stop();
  await rm(soundsDir, { recursive: true, force: true });
});

test("a signed link downloads an MP3 under the sound's name: a WAV's preview, an MP3 as it was sent", async () => {
  const wav = await fetch(downloadLink(wavId, 'Batida de verão.mp3'));
  expect(wav.status).toBe(200);
  expect(wav.headers.get('content-type')).toBe('audio/mpeg');
  expect(wav.headers.get('content-disposition')).toBe(
    `attachment; filename="Batida de verao.mp3"; filename*=UTF-8''Batida%20de%20ver%C3%A3o.mp3`,
  );
  expect(wav.headers.get('accept-ranges')).toBe('bytes');
  const preview = await readFile(join(mediaDir, 'audio', wavId, 'preview.mp3'));
  expect(wav.headers.get('content-length')).toBe(String(preview.length));
  expect(Buffer.from(await wav.arrayBuffer()).equals(preview)).toBe(true);

  // A name without the extension still saves as .mp3.
  const mp3 = await fetch(downloadLink(mp3Id, 'Beat 808'));
  expect(mp3.status).toBe(200);
  expect(mp3.headers.get('content-disposition')).toBe('attachment; filename="Beat 808.mp3"');
  const original = await readFile(join(soundsDir, 'tom.mp3'));
  expect(Buffer.from(await mp3.arrayBuffer()).equals(original)).toBe(true);
});

test('a Range request gets 206 with that slice; one past the end gets 416', async () => {
  const link = downloadLink(wavId, 'Batida de verão.mp3');
  const whole = await readFile(join(mediaDir, 'audio', wavId, 'preview.mp3'));
  const size = whole.length;

  const middle = await fetch(link, { headers: { range: 'bytes=100-1099' } });
  expect(middle.status).toBe(206);
  expect(middle.headers.get('content-range')).toBe(`bytes 100-1099/${size}`);
  expect(middle.headers.get('content-length')).toBe('1000');
  expect(middle.headers.get('content-type')).toBe('audio/mpeg');
  expect(Buffer.from(await middle.arrayBuffer()).equals(whole.subarray(100, 1100))).toBe(true);

  const tail = await fetch(link, { headers: { range: 'bytes=-500' } });
  expect(tail.status).toBe(206);
  expect(tail.headers.get('content-range')).toBe(`bytes ${size - 500}-${size - 1}/${size}`);
  expect(Buffer.from(await tail.arrayBuffer()).equals(whole.subarray(size - 500))).toBe(true);

  const past = await fetch(link, { headers: { range: `bytes=${size}-` } });
  expect(past.status).toBe(416);
  expect(past.headers.get('content-range')).toBe(`bytes */${size}`);
  expect(await past.json()).toMatchObject({ statusCode: 416, code: 'MEDIA_RANGE_NOT_SATISFIABLE' });

  // Several ranges at once are not worth a multipart answer: the whole file, as RFC 9110 allows.
  const several = await fetch(link, { headers: { range: 'bytes=0-9,200-209' } });
  expect(several.status).toBe(200);
  expect((await several.arrayBuffer()).byteLength).toBe(size);
});

test('a tampered, expired or borrowed link gets 403 with the Portuguese message', async () => {
  const good = downloadLink(wavId, 'Batida de verão.mp3');
  const altered = (name: string, value: string | null) => {
    const url = new URL(good);
    if (value === null) url.searchParams.delete(name);
    else url.searchParams.set(name, value);
    return url;
  };
  const signature = good.searchParams.get('signature') as string;
  const bad = [
    altered('signature', `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`),
    altered('name', 'Outro nome.mp3'),
    altered('expires', String(Number(good.searchParams.get('expires')) + 3600)),
    altered('signature', null),
    downloadLink(wavId, 'Batida de verão.mp3', { expires: Math.floor(Date.now() / 1000) - 10 }),
    downloadLink(wavId, 'Batida de verão.mp3', { secret: 'outro-segredo-qualquer-0123456789abcdef' }),
    // The MP3's grant on the WAV's address.
    new URL(`${downloadPath(wavId)}${downloadLink(mp3Id, 'Batida de verão.mp3').search}`, platform.url),
  ];
  for (const url of bad) {
    const answer = await fetch(url);
    expect({ url: url.toString(), status: answer.status }).toEqual({ url: url.toString(), status: 403 });
    expect(await answer.json()).toEqual(LINK_INVALID);
  }

  // A valid grant for an id media does not know: 404; for a file still processing: 409.
  expect((await fetch(downloadLink(randomUUID(), 'x.mp3'))).status).toBe(404);
  const processing = randomUUID();
  await db.query(
    `INSERT INTO media.audio_files (id, owner_user_id, original_key, content_type, bytes) VALUES ($1, $2, $3, 'audio/wav', 1000)`,
    [processing, OWNER_ID, `audio/${processing}/original.wav`],
  );
  const early = await fetch(downloadLink(processing, 'cedo.mp3'));
  expect(early.status).toBe(409);
  expect(await early.json()).toMatchObject({ code: 'AUDIO_PREVIEW_NOT_READY' });
  expect((await fetch(good)).status).toBe(200);
});

test('sound.created keeps the file; sound.deleted removes its audio, preview and cover, once however often it comes', async () => {
  const soundId = randomUUID();
  const coverId = await uploadImage('cover');
  expect(await filesOf(`images/${coverId}/`)).toEqual([
    `images/${coverId}/1280.webp`,
    `images/${coverId}/160.webp`,
    `images/${coverId}/640.webp`,
  ]);

  await publish<SoundCreated>(CatalogueEvents.SoundCreated, {
    soundId,
    ownerUserId: OWNER_ID,
    name: 'Batida de verão',
    audioId: wavId,
    imageId: coverId,
    isFree: true,
    createdAt: new Date().toISOString(),
  });
  await eventually(async () => {
    const { rows } = await db.query('SELECT sound_id FROM media.audio_files WHERE id = $1', [wavId]);
    expect(rows).toEqual([{ sound_id: soundId }]);
  });
  // The cover is kept by the sound too (the sweep of unused uploads leaves it alone).
  const cover = await db.query('SELECT sound_id FROM media.images WHERE id = $1', [coverId]);
  expect(cover.rows).toEqual([{ sound_id: soundId }]);

  const link = downloadLink(wavId, 'Batida de verão.mp3');
  const deletedBefore = await handled(CatalogueEvents.SoundDeleted, 'handled');
  const deleted = await publish<SoundDeleted>(CatalogueEvents.SoundDeleted, {
    soundId,
    ownerUserId: OWNER_ID,
    audioId: wavId,
    imageId: coverId,
    deletedAt: new Date().toISOString(),
  });
  await eventually(async () => {
    expect(await filesOf(`audio/${wavId}/`)).toEqual([]);
    expect(await filesOf(`images/${coverId}/`)).toEqual([]);
  });
  const { rows } = await db.query('SELECT sound_id, deleted_at FROM media.audio_files WHERE id = $1', [wavId]);
  expect(rows).toEqual([{ sound_id: soundId, deleted_at: expect.any(Date) }]);

  const shown = await fetch(`${platform.url}/api/media/audio/${wavId}`, {
    headers: { authorization: `Bearer ${await token()}` },
  });
  expect(shown.status).toBe(404);
  expect(await shown.json()).toEqual(NOT_FOUND);
  const preview = await fetch(previewLink(wavId), { redirect: 'manual' });
  expect(preview.status).toBe(404);
  const download = await fetch(link);
  expect(download.status).toBe(404);
  expect(await download.json()).toEqual(NOT_FOUND);
  expect((await fetch(`${platform.url}/api/media/images/${coverId}`, { redirect: 'manual' })).status).toBe(404);

  // The same event again (a redelivery): acknowledged, nothing else happens, nothing dead-lettered.
  await platform.app.get(EventPublisher).publish(deleted);
  await eventually(async () => expect(await handled(CatalogueEvents.SoundDeleted, 'handled')).toBe(deletedBefore + 2));
  expect(await handled(CatalogueEvents.SoundDeleted, 'duplicate')).toBeGreaterThanOrEqual(1);
  const inbox = await db.query('SELECT count(*)::int AS n FROM media.inbox_events WHERE event_id = $1', [deleted.id]);
  expect(inbox.rows).toEqual([{ n: 1 }]);
  expect(await deadLetters()).toEqual([]);

  // A late sound.created for the deleted file does not bring it back.
  const created = await publish<SoundCreated>(CatalogueEvents.SoundCreated, {
    soundId: randomUUID(),
    ownerUserId: OWNER_ID,
    name: 'De novo',
    audioId: wavId,
    imageId: null,
    isFree: true,
    createdAt: new Date().toISOString(),
  });
  await eventually(async () => {
    const { rows: inboxRows } = await db.query('SELECT 1 FROM media.inbox_events WHERE event_id = $1', [created.id]);
    expect(inboxRows).toHaveLength(1);
  });
  const after = await db.query('SELECT sound_id, deleted_at FROM media.audio_files WHERE id = $1', [wavId]);
  expect(after.rows).toEqual([{ sound_id: soundId, deleted_at: expect.any(Date) }]);
});

test('when storage fails to delete, the event is retried until the files are gone', async () => {
  const original = join(mediaDir, 'audio', mp3Id, 'original.mp3');
  // As if storage refused: a directory in the original's place cannot be removed as a file.
  await rm(original);
  await mkdir(original);
  await writeFile(join(original, 'preso'), 'x');
  const retriedBefore = await handled(CatalogueEvents.SoundDeleted, 'retried');

  // No sound.created first: a deletion that overtakes it still applies.
  await publish<SoundDeleted>(CatalogueEvents.SoundDeleted, {
    soundId: randomUUID(),
    ownerUserId: OWNER_ID,
    audioId: mp3Id,
    imageId: null,
    deletedAt: new Date().toISOString(),
  });
  await eventually(
    async () => expect(await handled(CatalogueEvents.SoundDeleted, 'retried')).toBeGreaterThan(retriedBefore),
    15000,
    20,
  );
  // The deletion is recorded at once (the API says 404); the file waits for the retry (this MP3
  // is its own preview).
  expect((await fetch(previewLink(mp3Id), { redirect: 'manual' })).status).toBe(404);
  expect(await filesOf(`audio/${mp3Id}/`)).toEqual([`audio/${mp3Id}/original.mp3/preso`]);

  await rm(original, { recursive: true });
  await eventually(async () => expect(await filesOf(`audio/${mp3Id}/`)).toEqual([]), 30_000);
  expect(await deadLetters()).toEqual([]);
});

test("events that do not fit change nothing: another user's file, another sound's file, an avatar", async () => {
  // Rows of files media holds for others, written directly: no processing needed to test who owns what.
  const othersAudio = randomUUID();
  const keptAudio = randomUUID();
  const keptBy = randomUUID();
  for (const [id, owner, soundId] of [
    [othersAudio, OTHER_ID, null],
    [keptAudio, OWNER_ID, keptBy],
  ] as const) {
    await db.query(
      `INSERT INTO media.audio_files (id, owner_user_id, original_key, content_type, bytes, sound_id)
       VALUES ($1, $2, $3, 'audio/wav', 4, $4)`,
      [id, owner, `audio/${id}/original.wav`, soundId],
    );
    await mkdir(join(mediaDir, 'audio', id), { recursive: true });
    await writeFile(join(mediaDir, 'audio', id, 'original.wav'), 'RIFF');
  }
  const avatarId = await uploadImage('avatar');
  const deletionsBefore = await handled(CatalogueEvents.SoundDeleted, 'handled');

  const events = [
    await publish<SoundDeleted>(CatalogueEvents.SoundDeleted, {
      soundId: randomUUID(),
      ownerUserId: OWNER_ID,
      audioId: othersAudio,
      imageId: avatarId,
      deletedAt: new Date().toISOString(),
    }),
    await publish<SoundDeleted>(CatalogueEvents.SoundDeleted, {
      soundId: randomUUID(),
      ownerUserId: OWNER_ID,
      audioId: keptAudio,
      imageId: null,
      deletedAt: new Date().toISOString(),
    }),
    await publish<SoundCreated>(CatalogueEvents.SoundCreated, {
      soundId: randomUUID(),
      ownerUserId: OWNER_ID,
      name: 'Alheio',
      audioId: othersAudio,
      imageId: null,
      isFree: true,
      createdAt: new Date().toISOString(),
    }),
  ];
  await eventually(async () => {
    const { rows } = await db.query('SELECT count(*)::int AS n FROM media.inbox_events WHERE event_id = ANY($1)', [
      events.map((event) => event.id),
    ]);
    expect(rows).toEqual([{ n: 3 }]);
  });
  // The post-commit step of both deletions has run (it must find nothing to remove): the handler
  // counts an event handled only once that step returned.
  await eventually(async () =>
    expect(await handled(CatalogueEvents.SoundDeleted, 'handled')).toBeGreaterThanOrEqual(deletionsBefore + 2),
  );

  const { rows } = await db.query(
    'SELECT id, sound_id, deleted_at FROM media.audio_files WHERE id = ANY($1) ORDER BY owner_user_id',
    [[othersAudio, keptAudio]],
  );
  expect(rows).toEqual([
    { id: keptAudio, sound_id: keptBy, deleted_at: null },
    { id: othersAudio, sound_id: null, deleted_at: null },
  ]);
  expect(await filesOf(`audio/${othersAudio}/`)).toEqual([`audio/${othersAudio}/original.wav`]);
  expect(await filesOf(`audio/${keptAudio}/`)).toEqual([`audio/${keptAudio}/original.wav`]);
  expect(await filesOf(`images/${avatarId}/`)).toHaveLength(3);
  expect((await fetch(`${platform.url}/api/media/images/${avatarId}`, { redirect: 'manual' })).status).toBe(302);
  expect(await deadLetters()).toEqual([]);
});

test('uploads no sound took in MEDIA_UNUSED_UPLOAD_MAX_AGE_SECONDS are swept by a recurring job; kept ones stay', async () => {
  // The job recurs on its own: a worker queued this period's (or, had the period just turned, the last one's).
  const period = Math.floor(Date.now() / (SWEEP_EVERY_SECONDS * 1000));
  const queued = await Promise.all([period, period - 1].map((each) => sweepQueue.getJob(`sweep.${each}`)));
  expect(queued.some((job) => job?.name === 'sweep')).toBe(true);

  const tone = join(soundsDir, 'tom.wav');
  const [abandonedAudio, keptAudio, recentAudio, othersAudio] = [
    await uploadAudio(tone, 'largado.wav', 'audio/wav'),
    await uploadAudio(tone, 'usado.wav', 'audio/wav'),
    await uploadAudio(tone, 'recente.wav', 'audio/wav'),
    await uploadAudio(tone, 'alheio.wav', 'audio/wav', OTHER_ID),
  ];
  await Promise.all([abandonedAudio, keptAudio, recentAudio].map((id) => ready(id)));
  const [abandonedCover, keptCover, avatar] = [
    await uploadImage('cover'),
    await uploadImage('cover'),
    await uploadImage('avatar'),
  ];
  // An old cover from before media recorded which sound took it: nothing tells, so it stays.
  const legacyCover = await uploadImage('cover');
  await db.query('UPDATE media.images SET predates_sweep = true WHERE id = $1', [legacyCover]);
  const created = await publish<SoundCreated>(CatalogueEvents.SoundCreated, {
    soundId: randomUUID(),
    ownerUserId: OWNER_ID,
    name: 'Usado',
    audioId: keptAudio,
    imageId: keptCover,
    isFree: true,
    createdAt: new Date().toISOString(),
  });
  await eventually(async () => {
    const { rows } = await db.query('SELECT 1 FROM media.inbox_events WHERE event_id = $1', [created.id]);
    expect(rows).toHaveLength(1);
  });
  // A day and more ago, past the default age (86400 s); `recentAudio` stays young.
  const old = [abandonedAudio, keptAudio, othersAudio, abandonedCover, keptCover, avatar, legacyCover];
  await db.query(`UPDATE media.audio_files SET created_at = now() - interval '25 hours' WHERE id = ANY($1)`, [old]);
  await db.query(`UPDATE media.images SET created_at = now() - interval '25 hours' WHERE id = ANY($1)`, [old]);

  const job = await sweepQueue.add('sweep', { payload: {} });
  await eventually(async () => expect(await job.getState()).toBe('completed'), 15_000);

  const audioRows = await db.query('SELECT id FROM media.audio_files WHERE id = ANY($1)', [
    [abandonedAudio, keptAudio, recentAudio, othersAudio],
  ]);
  expect(audioRows.rows.map((row) => row.id).sort()).toEqual([keptAudio, recentAudio].sort());
  const imageRows = await db.query('SELECT id FROM media.images WHERE id = ANY($1)', [
    [abandonedCover, keptCover, avatar, legacyCover],
  ]);
  expect(imageRows.rows.map((row) => row.id).sort()).toEqual([keptCover, avatar, legacyCover].sort());
  for (const gone of [`audio/${abandonedAudio}/`, `audio/${othersAudio}/`, `images/${abandonedCover}/`]) {
    expect(await filesOf(gone)).toEqual([]);
  }
  expect(await filesOf(`audio/${keptAudio}/`)).not.toEqual([]);
  expect(await filesOf(`audio/${recentAudio}/`)).not.toEqual([]);
  expect(await filesOf(`images/${keptCover}/`)).toHaveLength(3);
  expect(await filesOf(`images/${avatar}/`)).toHaveLength(3);

  // The catalogue is told, so no sound can name them any more.
  const discarded = await db.query(
    `SELECT type, envelope->'data' AS data FROM media.outbox_events
      WHERE type IN ('media.audio.discarded', 'media.image.discarded') ORDER BY position`,
  );
  expect(discarded.rows).toEqual(
    expect.arrayContaining([
      {
        type: 'media.audio.discarded',
        data: { audioId: abandonedAudio, ownerUserId: OWNER_ID, discardedAt: expect.any(String) },
      },
      {
        type: 'media.audio.discarded',
        data: { audioId: othersAudio, ownerUserId: OTHER_ID, discardedAt: expect.any(String) },
      },
      {
        type: 'media.image.discarded',
        data: { imageId: abandonedCover, ownerUserId: OWNER_ID, discardedAt: expect.any(String) },
      },
    ]),
  );
  expect(discarded.rows).toHaveLength(3);
  const shown = await fetch(`${platform.url}/api/media/audio/${abandonedAudio}`, {
    headers: { authorization: `Bearer ${await token()}` },
  });
  expect(shown.status).toBe(404);
});
