import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Client } from 'pg';
import { DRUM_FAMILIES, type SoundReading } from '@sampleteca/contracts';
import { JobsRuntime } from '@sampleteca/jobs';
import { PersonLeasesLimiter, type RunningPlatform } from '@sampleteca/runtime';
import { eventually, freePort, metricValue, type TokenIssuer } from '@sampleteca/testing';
import * as topology from '@sampleteca/topology';
import { TIMBRE_DIMENSIONS, TIMBRE_VERSION } from '../src/audio/analysis';
import { SOUND_SEARCHES_SCOPE } from '../src/timbre/sound-search.limiter';
import { MediaPlatform } from './support/media-platform';
import { soxAudio } from './support/sox-audio';
import { appendFile, storedFiles } from './support/uploads';

// #34: every processed file is described (its timbre goes out with media.processed); a user's
// sound is described for a search and forgotten; files processed before descriptors existed
// are described by the workers' backfill, which resumes where a killed worker stopped.
// #43: what one person sends is bounded (a few in flight, refused before their upload is read, a
// sound whose header says it is too long refused as it arrives) and never holds up someone else.
const OWNER_ID = '7a1f0c3e-0000-4000-8000-00000000b001';
const ADMIN_ID = '7a1f0c3e-0000-4000-8000-00000000b002';
const BUSY_ID = '7a1f0c3e-0000-4000-8000-00000000b003';
const OTHER_ID = '7a1f0c3e-0000-4000-8000-00000000b004';
const THIRD_ID = '7a1f0c3e-0000-4000-8000-00000000b005';
const VANISHED_ID = '7a1f0c3e-0000-4000-8000-00000000b006';
const UPLOAD_ERROR = 'Erro ao tentar fazer upload da música!';
const SEARCH_MAX_SECONDS = 12;
const SEARCH_MAX_BYTES = 2 * 1024 * 1024;
const BACKFILLED = 5;
const SEARCHES_PER_PERSON = 2;
/** Short, so that a vanished process's leases expire within a test's wait. */
const SEARCH_LEASE_MS = 1500;

const media = new MediaPlatform();
const workers: topology.PlatformProcess[] = [];
let platform: RunningPlatform;
let db: Client;
let identity: TokenIssuer;
let mediaDir: string;
let soundsDir: string;

const token = (userId = OWNER_ID, role: 'user' | 'admin' = 'user') =>
  identity.accessToken({ id: userId, email: `${userId.slice(-4)}@example.com`, role });
const sound = (name: string) => readFile(join(soundsDir, name));

async function makeSounds(): Promise<void> {
  const { encode, sox, synth } = soxAudio(soundsDir);
  await synth('kick.wav', 0.4, 'sine', '120:40', 'fade', '0', '0.4', '0.35');
  // A click track at 120 BPM: a loop's steady pulse.
  await synth('click.wav', 0.02, 'sine', '1000');
  await sox('click.wav', 'beat.wav', 'fade', '0', '0.02', '0.015', 'pad', '0', '0.48', 'repeat', '15');
  await synth('long.wav', SEARCH_MAX_SECONDS + 3, 'sine', '220');
  // Under the size limit at 16 kHz, 40 s by its header: refused on the header alone.
  await sox('-n', '-r', '16000', '-c', '1', '-b', '16', 'forty.wav', 'synth', '40', 'sine', '220');
  // Compressed, 40 s, well under the size limit and with no header that declares a length: a
  // constant-bitrate MP3 without the Xing header, an Ogg Vorbis.
  await encode('forty.wav', 'forty-cbr.mp3', '-c:a', 'libmp3lame', '-b:a', '128k', '-write_xing', '0');
  await encode('forty.wav', 'forty.ogg', '-c:a', 'libvorbis');
  // A minute of MP3 behind a cover larger than the head read for its headers (sox's spectrogram of noise).
  await synth('noise.wav', 2, 'whitenoise');
  await sox('noise.wav', '-n', 'spectrogram', '-x', '200', '-y', '129', '-o', 'cover.png');
  await sox('forty.wav', 'minute.wav', 'repeat', '1', 'trim', '0', '60');
  await encode(
    'minute.wav',
    'minute-cover.mp3',
    '-i',
    'cover.png',
    '-map',
    '0',
    '-map',
    '1',
    '-c:a',
    'libmp3lame',
    '-b:a',
    '128k',
    '-c:v',
    'copy',
    '-id3v2_version',
    '3',
    '-disposition:v',
    'attached_pic',
  );
  // Just under the length limit: a search that keeps its slot a while.
  await synth('almost-long.wav', SEARCH_MAX_SECONDS - 0.5, 'pinknoise', 'tremolo', '3', '60');
  // Stereo, so it passes the size limit in fewer seconds.
  await sox('-n', '-r', '44100', '-c', '2', '-b', '16', 'big.wav', 'synth', '20', 'sine', '330');
  for (let index = 0; index < BACKFILLED; index += 1)
    await synth(`pad-${index}.wav`, 20, 'sawtooth', String(110 + 20 * index), 'lowpass', '900');
}

function describeSound(
  data: Buffer | undefined,
  name: string,
  type: string,
  bearer?: string,
  url = platform.url,
): Promise<Response> {
  const form = new FormData();
  if (data) appendFile(form, { data, name, type });
  return fetch(`${url}/api/media/audio/descriptions`, {
    method: 'POST',
    body: form,
    headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
  });
}

type HeldAnswer = { status: number; retryAfter: string | undefined; body: Record<string, unknown> };
type HeldUpload = { answer: Promise<HeldAnswer>; abort: () => void };

/**
 * A search whose upload is sent only up to `sentBytes` of the file and then held open, as a slow
 * connection would: what the server answers before the rest arrives, if anything.
 */
function holdUpload(bearer: string, data: Buffer, sentBytes: number): HeldUpload {
  const boundary = 'limite-do-teste';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="som.wav"\r\n` +
      `Content-Type: audio/wav\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const sending = httpRequest(`${platform.url}/api/media/audio/descriptions`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${bearer}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(head.length + data.length + tail.length),
    },
  });
  const answer = new Promise<HeldAnswer>((resolve, reject) => {
    sending.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          retryAfter: response.headers['retry-after'],
          body: JSON.parse(Buffer.concat(chunks).toString()) as Record<string, unknown>,
        }),
      );
    });
    sending.on('error', reject);
  });
  answer.catch(() => undefined); // a held upload aborted without an answer
  sending.write(Buffer.concat([head, data.subarray(0, sentBytes)]));
  return { answer, abort: () => sending.destroy() };
}

/** How many searches with a sound the platform holds in `state` (its /api/metrics gauge). */
const searches = (state: 'receiving' | 'waiting' | 'describing') =>
  metricValue(platform.url, 'sound_searches', { state });

async function uploadAndProcess(name: string): Promise<string> {
  const form = new FormData();
  appendFile(form, { data: await sound(name), name, type: 'audio/wav' });
  const response = await fetch(`${platform.url}/api/media/audio`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${await token()}` },
  });
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: string };
  await eventually(async () => {
    const { rows } = await db.query(`SELECT status FROM media.audio_files WHERE id = $1`, [id]);
    expect(rows[0].status).toBe('ready');
  }, 45_000);
  return id;
}

type Timbre = { version: number; values: number[] };
type Described = { audioId: string; timbre: Timbre; reading?: SoundReading | null };
const describedEvents = async (): Promise<Described[]> =>
  (
    await db.query<{ data: Described }>(
      `SELECT envelope->'data' AS data FROM media.outbox_events WHERE type = 'media.audio.described' ORDER BY position`,
    )
  ).rows.map((row) => row.data);

beforeAll(async () => {
  soundsDir = await mkdtemp(join(tmpdir(), 'sampleteca-timbre-sounds-'));
  await makeSounds();
  await media.start('sampleteca-media-timbre-test-', {
    ROLES: 'api,worker',
    MEDIA_SEARCH_SOUND_MAX_SECONDS: String(SEARCH_MAX_SECONDS),
    MEDIA_SEARCH_SOUND_MAX_BYTES: String(SEARCH_MAX_BYTES),
    // The cover a compressed sound to search with may carry, beside its audio at the highest bit rate.
    MEDIA_IMAGE_MAX_BYTES: String(64 * 1024),
    // One described at a time, two per person in flight, three held in all.
    MEDIA_SEARCH_SOUND_CONCURRENCY: '1',
    MEDIA_SEARCH_SOUND_PER_PERSON: String(SEARCHES_PER_PERSON),
    MEDIA_SEARCH_SOUND_QUEUE: '2',
    MEDIA_SEARCH_SOUND_LEASE_MS: String(SEARCH_LEASE_MS),
  });
  ({ platform, identity, db, mediaDir } = media);
}, 120_000);

afterAll(async () => {
  await Promise.all(workers.map((worker) => worker.kill()));
  await media.stop();
  await rm(soundsDir, { recursive: true, force: true });
});

test('a processed file is described: its timbre goes out with media.processed, and is not described again', async () => {
  const id = await uploadAndProcess('pad-0.wav');
  const { rows } = await db.query(
    `SELECT m.timbre_version, e.envelope->'data'->'timbre' AS timbre
       FROM media.audio_files m JOIN media.outbox_events e ON e.envelope->'data'->>'audioId' = m.id::text
      WHERE m.id = $1 AND e.type = 'media.processed'`,
    [id],
  );
  expect(rows).toHaveLength(1);
  expect(rows[0].timbre_version).toBe(TIMBRE_VERSION);
  expect(rows[0].timbre.version).toBe(TIMBRE_VERSION);
  expect(rows[0].timbre.values).toHaveLength(TIMBRE_DIMENSIONS);
  // A held sawtooth note reads as a tonal instrument, and as one sound, not a loop.
  const { rows: readings } = await db.query(
    `SELECT envelope->'data'->'reading' AS reading FROM media.outbox_events
      WHERE envelope->'data'->>'audioId' = $1 AND type = 'media.processed'`,
    [id],
  );
  expect(readings[0].reading).toMatchObject({ family: expect.any(String), shape: 'one-shot' });
  expect(DRUM_FAMILIES).not.toContain(readings[0].reading.family);
  expect(readings[0].reading.familyConfidence).toBeGreaterThan(0);
});

describe('a sound to search with', () => {
  it('is described and forgotten: timbre, one-shot or loop, nothing stored', async () => {
    const storedBefore = await storedFiles(mediaDir);
    const { rows: before } = await db.query(`SELECT count(*)::int AS n FROM media.audio_files`);
    const kick = await describeSound(await sound('kick.wav'), 'bumbo.wav', 'audio/wav', await token());
    expect(kick.status).toBe(200);
    const heard = (await kick.json()) as {
      timbre: Timbre;
      reading: SoundReading;
      loop: boolean;
      durationSeconds: number;
    };
    expect(heard.timbre.version).toBe(TIMBRE_VERSION);
    // 'Parece um kick': a drum hit, one-shot.
    expect(DRUM_FAMILIES).toContain(heard.reading.family);
    expect(heard.reading.shape).toBe('one-shot');
    expect(heard.timbre.values).toHaveLength(TIMBRE_DIMENSIONS);
    expect(heard.loop).toBe(false);
    expect(heard.durationSeconds).toBeCloseTo(0.4, 1);

    const beat = await describeSound(await sound('beat.wav'), 'batida.wav', 'audio/wav', await token());
    expect(beat.status).toBe(200);
    const beatHeard = (await beat.json()) as { loop: boolean; reading: SoundReading };
    expect(beatHeard.loop).toBe(true);
    expect(beatHeard.reading.shape).toBe('loop');

    expect(await storedFiles(mediaDir)).toEqual(storedBefore);
    const { rows: after } = await db.query(`SELECT count(*)::int AS n FROM media.audio_files`);
    expect(after[0].n).toBe(before[0].n);
    expect((await readdir(tmpdir())).filter((name) => name.startsWith('sampleteca-search-'))).toEqual([]);
  });

  it("is refused with the upload's Portuguese messages when it is not audio, too big or too long", async () => {
    const bearer = await token();
    const refusals = [
      {
        data: Buffer.from('isto não é um som '.repeat(400)),
        status: 415,
        code: 'AUDIO_TYPE_NOT_ALLOWED',
        reason: 'Formato não aceito: envie um áudio WAV, AIFF, FLAC, MP3, OGG ou M4A.',
      },
      {
        data: await sound('big.wav'),
        status: 413,
        code: 'AUDIO_TOO_LARGE',
        reason: 'O arquivo de áudio deve ter no máximo 2 MB.',
      },
      {
        data: await sound('long.wav'),
        status: 422,
        code: 'AUDIO_SEARCH_TOO_LONG',
        reason: `O som de busca deve ter até ${SEARCH_MAX_SECONDS} segundos.`,
      },
    ];
    for (const { data, status, code, reason } of refusals) {
      const answer = await describeSound(data, 'som.wav', 'audio/wav', bearer);
      expect(answer.status).toBe(status);
      expect(await answer.json()).toMatchObject({ code, message: UPLOAD_ERROR, details: { reason } });
    }
    const nothing = await describeSound(undefined, '', '', bearer);
    expect(nothing.status).toBe(400);
    const visitor = await describeSound(await sound('kick.wav'), 'bumbo.wav', 'audio/wav');
    expect(visitor.status).toBe(401);
    expect((await readdir(tmpdir())).filter((name) => name.startsWith('sampleteca-search-'))).toEqual([]);
  });
});

describe('what one person sends is bounded', () => {
  it('refuses a WAV whose header says it is too long as it arrives, before the rest is sent', async () => {
    const forty = await sound('forty.wav');
    expect(forty.length).toBeLessThan(SEARCH_MAX_BYTES);
    // The header and a little of the audio; the rest is never sent, and the answer comes anyway.
    const held = holdUpload(await token(), forty, 64 * 1024);
    try {
      const answer = await held.answer;
      expect(answer.status).toBe(422);
      expect(answer.body).toMatchObject({
        code: 'AUDIO_SEARCH_TOO_LONG',
        message: UPLOAD_ERROR,
        details: { reason: `O som de busca deve ter até ${SEARCH_MAX_SECONDS} segundos.` },
      });
    } finally {
      held.abort();
    }
    await eventually(async () => expect(await searches('receiving')).toBe(0));
    expect((await readdir(tmpdir())).filter((name) => name.startsWith('sampleteca-search-'))).toEqual([]);
  });

  it.each([
    ['a constant-bitrate MP3 without Xing, by its bitrate and the length of the request', 'forty-cbr.mp3', 0.1],
    ["an Ogg, once a page's granule position passes the limit", 'forty.ogg', 0.6],
    ['an MP3 behind its cover, once its bytes pass what the longest allowed MP3 takes', 'minute-cover.mp3', 0.9],
  ])('refuses %s, before the rest is sent', async (_, name, sentShare) => {
    const forty = await sound(name);
    expect(forty.length).toBeLessThan(SEARCH_MAX_BYTES);
    // Part of the file (the MP3's first frames; the Ogg's first 24 s; the covered MP3's first 54 s)
    // and the rest never sent.
    const held = holdUpload(await token(), forty, Math.round(forty.length * sentShare));
    try {
      const answer = await held.answer;
      expect(answer.status).toBe(422);
      expect(answer.body).toMatchObject({
        code: 'AUDIO_SEARCH_TOO_LONG',
        details: { reason: `O som de busca deve ter até ${SEARCH_MAX_SECONDS} segundos.` },
      });
    } finally {
      held.abort();
    }
    await eventually(async () => expect(await searches('receiving')).toBe(0));
  });

  it("refuses a person's third search in flight at once (429, Retry-After), and any past the process's bound (503)", async () => {
    const kick = await sound('kick.wav');
    const busy = await token(BUSY_ID);
    // Two uploads under way (only their first bytes sent): the person's two searches in flight.
    const held = [holdUpload(busy, kick, 1024), holdUpload(busy, kick, 1024)];
    try {
      await eventually(async () => expect(await searches('receiving')).toBe(2));
      const third = await describeSound(kick, 'bumbo.wav', 'audio/wav', busy);
      expect(third.status).toBe(429);
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await third.json()).toMatchObject({
        code: 'RATE_LIMITED',
        message: expect.stringMatching(/^Por questões de segurança, tente novamente em \d+ segundos$/) as string,
        details: { reason: expect.stringContaining('2 buscas com um som em andamento') as string },
      });
      // Someone else still gets in, up to what the process holds (1 described + 2 waiting).
      held.push(holdUpload(await token(OTHER_ID), kick, 1024));
      await eventually(async () => expect(await searches('receiving')).toBe(3));
      const full = await describeSound(kick, 'bumbo.wav', 'audio/wav', await token(THIRD_ID));
      expect(full.status).toBe(503);
      expect(Number(full.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await full.json()).toMatchObject({
        code: 'AUDIO_SEARCH_BUSY',
        message: 'Muitas buscas com um som estão em andamento agora. Tente novamente em alguns segundos.',
      });
    } finally {
      for (const upload of held) upload.abort();
    }
    // Uploads given up free their places.
    await eventually(async () => expect(await searches('receiving')).toBe(0));
    expect((await describeSound(kick, 'bumbo.wav', 'audio/wav', busy)).status).toBe(200);
  });

  it("counts a person's searches over every process: another process refuses the third while the first holds two", async () => {
    // A second media process on the same Redis prefix (closed with the service).
    const second = await media.startAnother();
    const kick = await sound('kick.wav');
    const busy = await token(BUSY_ID);
    const held = [holdUpload(busy, kick, 1024), holdUpload(busy, kick, 1024)];
    try {
      await eventually(async () => expect(await searches('receiving')).toBe(2));
      const third = await describeSound(kick, 'bumbo.wav', 'audio/wav', busy, second.url);
      expect(third.status).toBe(429);
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await third.json()).toMatchObject({
        code: 'RATE_LIMITED',
        details: { reason: expect.stringContaining('2 buscas com um som em andamento') as string },
      });
    } finally {
      for (const upload of held) upload.abort();
    }
    await eventually(async () => expect(await searches('receiving')).toBe(0));
    expect((await describeSound(kick, 'bumbo.wav', 'audio/wav', busy, second.url)).status).toBe(200);
  });

  it("stops counting a vanished process's searches once their leases expire", async () => {
    // What a process that died mid-search leaves in Redis: leases nobody renews or gives back.
    const vanished = new PersonLeasesLimiter(platform.app.get(JobsRuntime).redis, {
      prefix: platform.config.REDIS_PREFIX,
      scope: SOUND_SEARCHES_SCOPE,
      limit: SEARCHES_PER_PERSON,
      leaseMs: SEARCH_LEASE_MS,
    });
    for (let index = 0; index < SEARCHES_PER_PERSON; index += 1)
      expect((await vanished.take(VANISHED_ID)).lease).toBeDefined();
    const kick = await sound('kick.wav');
    const bearer = await token(VANISHED_ID);
    expect((await describeSound(kick, 'bumbo.wav', 'audio/wav', bearer)).status).toBe(429);
    // Within the lease's length the person may search again, without anyone giving anything back.
    await eventually(async () =>
      expect((await describeSound(kick, 'bumbo.wav', 'audio/wav', bearer)).status).toBe(200),
    );
  });

  it("describes another person's short sound before the rest of one person's long ones", async () => {
    const busy = await token(BUSY_ID);
    const long = await sound('almost-long.wav');
    const finished: string[] = [];
    const search = (name: string, data: Buffer, bearer: string) =>
      describeSound(data, `${name}.wav`, 'audio/wav', bearer).then((answer) => {
        finished.push(name);
        return answer.status;
      });
    const first = search('primeira longa', long, busy);
    const second = search('segunda longa', long, busy);
    // One of them described, the other waiting its person's turn.
    await eventually(
      async () => expect([await searches('describing'), await searches('waiting')]).toEqual([1, 1]),
      30_000,
      10,
    );
    const other = search('curta de outra pessoa', await sound('kick.wav'), await token(OTHER_ID));
    await eventually(async () => expect(await searches('waiting')).toBe(2), 30_000, 10);
    expect(await Promise.all([first, second, other])).toEqual([200, 200, 200]);
    // The long one being described when it came, then it, then the person's other long one.
    expect(finished[1]).toBe('curta de outra pessoa');
  }, 60_000);
});

test('files processed before descriptors are described by the backfill, which resumes after its worker is killed', async () => {
  const ids: string[] = [];
  for (let index = 1; index < BACKFILLED; index += 1) ids.push(await uploadAndProcess(`pad-${index}.wav`));
  // As the releases before #34 (no descriptor) and before #44 (version 1) left them.
  await db.query(`UPDATE media.audio_files SET timbre_version = CASE WHEN random() < 0.5 THEN NULL ELSE 1 END`);
  const { rows: ready } = await db.query<{ id: string }>(`SELECT id FROM media.audio_files WHERE status = 'ready'`);

  /** A worker pod of media alone, as the release with #34 runs it. */
  const startWorker = async () => {
    const worker = new topology.PlatformProcess({
      stateDir: soundsDir,
      repoDir: process.cwd(),
      role: 'worker',
      port: await freePort(),
      env: {
        ...process.env,
        ...media.environment.env,
        SERVICES: 'media',
        JWKS_URL: identity.jwksUrl,
        MEDIA_LOCAL_DIR: mediaDir,
      },
    });
    workers.push(worker);
    worker.start();
    return worker;
  };
  const undescribed = async () =>
    (
      await db.query(`SELECT count(*)::int AS n FROM media.audio_files WHERE coalesce(timbre_version, 0) < $1`, [
        TIMBRE_VERSION,
      ])
    ).rows[0].n;

  const first = await startWorker();
  await eventually(async () => expect((await describedEvents()).length).toBeGreaterThan(0), 60_000, 20);
  await first.kill();
  expect(await undescribed()).toBeGreaterThan(0);

  await startWorker();
  await eventually(async () => expect(await undescribed()).toBe(0), 60_000);
  // Each file once: nothing lost at the kill, nothing announced twice.
  const events = await describedEvents();
  expect(events.map((event) => event.audioId).sort()).toEqual(ready.map((row) => row.id).sort());
  for (const { timbre, reading } of events) {
    expect(timbre).toMatchObject({ version: TIMBRE_VERSION, values: expect.any(Array) });
    expect(timbre.values).toHaveLength(TIMBRE_DIMENSIONS);
    // Pads: tonal, one note each.
    expect(reading).toMatchObject({ shape: 'one-shot' });
    expect(DRUM_FAMILIES).not.toContain(reading?.family);
  }
  expect(ids.every((id) => events.some((event) => event.audioId === id))).toBe(true);

  const progress = await fetch(`${platform.url}/api/admin/media/backfills`, {
    headers: { authorization: `Bearer ${await token(ADMIN_ID, 'admin')}` },
  });
  expect(await progress.json()).toEqual([{ id: 'timbre', done: ready.length, total: ready.length }]);
}, 120_000);
