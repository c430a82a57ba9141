import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Queue } from 'bullmq';
import { Client } from 'pg';
import { type RunningPlatform } from '@sampleteca/runtime';
import { eventually, type TokenIssuer } from '@sampleteca/testing';
import type { MediaProcessed } from '@sampleteca/contracts';
import { AUDIO_FAILURE_MESSAGES, AudioFailureCode } from '../src/audio/analysis/audio-failures';
import { TIMBRE_DIMENSIONS, TIMBRE_VERSION } from '../src/audio/analysis/timbre';
import { MediaPlatform } from './support/media-platform';
import { appendFile, postWithoutLength, refusals, storedFiles } from './support/uploads';
import type { FilePart } from './support/uploads';

const run = promisify(execFile);

const UPLOAD_ERROR = 'Erro ao tentar fazer upload da música!';
const expectRefused = refusals(UPLOAD_ERROR);
const OWNER_ID = '7a1f0c3e-0000-4000-8000-00000000a001';
const OTHER_ID = '7a1f0c3e-0000-4000-8000-00000000a002';
const ADMIN_ID = '7a1f0c3e-0000-4000-8000-00000000a003';
const MAX_BYTES = 8 * 1024 * 1024;
const PROCESSING_TIMEOUT_MS = 45_000;

const media = new MediaPlatform();
let platform: RunningPlatform;
let mediaDir: string;
let soundsDir: string;
let db: Client;
let identity: TokenIssuer;
let queue: Queue;

const token = (userId = OWNER_ID, role: 'user' | 'admin' = 'user') =>
  identity.accessToken({ id: userId, email: `${userId.slice(-4)}@example.com`, role });

type AudioBody = {
  id: string;
  status: 'processing' | 'ready' | 'failed';
  failureMessage: string | null;
  durationSeconds: number | null;
  sampleRate: number | null;
  channels: number | null;
  loudness: { integrated: number | null; range: number | null; truePeak: number | null } | null;
  bpm: number | null;
  bpmConfidence: number | null;
  bpmRange: string | null;
  key: string | null;
  keyStrength: number | null;
  loop: boolean | null;
  peaks: number[] | null;
  previewUrl: string | null;
};

function upload(file: FilePart | undefined, bearer?: string): Promise<Response> {
  const form = new FormData();
  if (file) appendFile(form, file);
  return fetch(`${platform.url}/api/media/audio`, {
    method: 'POST',
    body: form,
    headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
  });
}

async function uploadAs(path: string, name: string, type: string, userId = OWNER_ID): Promise<string> {
  const response = await upload({ data: await readFile(path), name, type }, await token(userId));
  expect(response.status).toBe(201);
  const body = (await response.json()) as { id: string; status: string };
  expect(body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), status: 'processing' });
  return body.id;
}

async function status(id: string, bearer?: string): Promise<Response> {
  return fetch(`${platform.url}/api/media/audio/${id}`, {
    headers: { authorization: `Bearer ${bearer ?? (await token())}` },
  });
}

/** Polls like the wizard does until processing settles. */
async function settled(id: string): Promise<AudioBody> {
  return eventually(
    async () => {
      const response = await status(id);
      expect(response.status).toBe(200);
      const body = (await response.json()) as AudioBody;
      expect(body.status).not.toBe('processing');
      return body;
    },
    PROCESSING_TIMEOUT_MS,
    200,
  );
}

async function outboxEvents(type: string, audioId: string): Promise<Record<string, unknown>[]> {
  const { rows } = await db.query(
    `SELECT envelope FROM media.outbox_events WHERE type = $1 AND envelope->'data'->>'audioId' = $2 ORDER BY position`,
    [type, audioId],
  );
  return rows.map((row) => row.envelope as Record<string, unknown>);
}

const audioRowCount = async () => Number((await db.query('SELECT count(*) FROM media.audio_files')).rows[0].count);

const sox = (...args: string[]) => run('sox', args, { cwd: soundsDir });

/** A chord of triangle waves (one file per note, mixed). */
async function chord(name: string, notes: string[], rate: number): Promise<void> {
  const parts: string[] = [];
  for (const [index, note] of notes.entries()) {
    const part = `${name}-${index}.wav`;
    await sox('-n', '-r', String(rate), '-c', '1', '-b', '16', part, 'synth', '5', 'triangle', note);
    await sox(part, `${part}.f.wav`, 'fade', '0.05', '5', '0.3', 'gain', '-12');
    parts.push(`${part}.f.wav`);
  }
  await sox('-m', ...parts, `${name}.wav`);
}

/**
 * Real audio made with sox: a 20 s click track at 120 BPM (a 1 kHz blip on every beat) over
 * the progression Am–Dm–E–Am (5 s each, bass note included), as a stereo 44.1 kHz WAV; the
 * chords alone as a mono 48 kHz FLAC; a 10 MB WAV for the size limit.
 */
async function makeSounds(): Promise<void> {
  await sox('-n', '-r', '44100', '-c', '1', '-b', '16', 'click.wav', 'synth', '0.02', 'sine', '1000');
  await sox('click.wav', 'beat.wav', 'fade', '0', '0.02', '0.015', 'pad', '0', '0.48', 'repeat', '39');
  for (const rate of [44100, 48000]) {
    await chord(`am-${rate}`, ['A2', 'A3', 'C4', 'E4'], rate);
    await chord(`dm-${rate}`, ['D3', 'D4', 'F4', 'A4'], rate);
    await chord(`e-${rate}`, ['E2', 'E3', 'G#3', 'B3'], rate);
    await sox(`am-${rate}.wav`, `dm-${rate}.wav`, `e-${rate}.wav`, `am-${rate}.wav`, `chords-${rate}.wav`);
  }
  await sox('-m', '-v', '0.6', 'beat.wav', '-v', '0.8', 'chords-44100.wav', '-c', '2', 'mix.wav');
  await sox('chords-48000.wav', '-c', '1', 'chords.flac');
  await sox('-n', '-r', '44100', '-c', '2', '-b', '16', 'big.wav', 'trim', '0', '60');
}

beforeAll(async () => {
  soundsDir = await mkdtemp(join(tmpdir(), 'sampleteca-sounds-'));
  await makeSounds();
  await media.start('sampleteca-media-audio-test-', {
    ROLES: 'api,worker',
    MEDIA_AUDIO_MAX_BYTES: String(MAX_BYTES),
  });
  ({ platform, identity, db, mediaDir } = media);
  queue = media.queue('audio-processing');
}, 120_000);

afterAll(async () => {
  await media.stop();
  await rm(soundsDir, { recursive: true, force: true });
});

/** GET /media/audio/{id}/preview-link as `userId` (its owner unless said otherwise). */
async function previewLink(id: string, userId = OWNER_ID, role: 'user' | 'admin' = 'user'): Promise<Response> {
  return fetch(`${platform.url}/api/media/audio/${id}/preview-link`, {
    headers: { authorization: `Bearer ${await token(userId, role)}` },
  });
}

const SIGNED_PREVIEW = (id: string) => new RegExp(`^/api/media/audio/${id}/preview\\?expires=\\d+&signature=[\\w-]+$`);

/** The file behind a preview link (a 302 to a signed URL), as ffprobe sees it. */
async function fetchedPreview(id: string): Promise<{ codecs: string[]; seconds: number; kbps: number }> {
  const { url } = (await (await previewLink(id)).json()) as { url: string };
  const redirect = await fetch(`${platform.url}${url}`, { redirect: 'manual' });
  const preview = await fetch(new URL(redirect.headers.get('location') as string, platform.url));
  expect(preview.status).toBe(200);
  expect(preview.headers.get('content-type')).toBe('audio/mpeg');
  const path = join(soundsDir, `${id}-preview.mp3`);
  await writeFile(path, Buffer.from(await preview.arrayBuffer()));
  const entries = 'format=duration,bit_rate:stream=codec_name';
  const probe = await run('ffprobe', ['-v', 'error', '-show_entries', entries, '-of', 'json', path]);
  const { format, streams } = JSON.parse(probe.stdout) as {
    format: { duration: string; bit_rate: string };
    streams: { codec_name: string }[];
  };
  const seconds = Number(format.duration);
  return {
    codecs: streams.map((stream) => stream.codec_name),
    seconds,
    kbps: Math.round(Number(format.bit_rate) / 1000),
  };
}

test('a WAV uploaded in step 1 is processed at once: duration, waveform, loudness, 120 BPM, A minor and an MP3 preview', async () => {
  const id = await uploadAs(join(soundsDir, 'mix.wav'), 'minha-batida.wav', 'audio/wav');
  const body = await settled(id);

  expect(body).toMatchObject({ id, status: 'ready', failureMessage: null, sampleRate: 44100, channels: 2 });
  expect(Math.abs((body.durationSeconds as number) - 20)).toBeLessThanOrEqual(0.1);
  // The waveform: 800 peaks in 0..1, loud on the beats and not flat.
  expect(body.peaks).toHaveLength(800);
  const peaks = body.peaks as number[];
  expect(peaks.every((peak) => peak >= 0 && peak <= 1)).toBe(true);
  expect(Math.max(...peaks)).toBeGreaterThan(0.3);
  expect(Math.max(...peaks) - Math.min(...peaks)).toBeGreaterThan(0.1);
  // Kept in 1/255 steps (peak-bytes.ts): this loop's beats and tails still take dozens of levels.
  expect(new Set(peaks).size).toBeGreaterThan(30);
  const level = (peak: number) => Math.round((Math.round(peak * 255) / 255) * 1000) / 1000;
  expect(peaks.every((peak) => level(peak) === peak)).toBe(true);
  // Stored once, a byte a peak: the JSON copy the release before wrote is gone.
  const [stored] = (
    await db.query('SELECT length(peak_bytes) AS bytes, peaks FROM media.audio_files WHERE id = $1', [id])
  ).rows;
  expect(stored).toEqual({ bytes: 800, peaks: null });
  // EBU R128: a finite negative LUFS figure, a range and a true peak below 0 dBTP.
  const loudness = body.loudness as NonNullable<AudioBody['loudness']>;
  expect(Number.isFinite(loudness.integrated)).toBe(true);
  expect(loudness.integrated).toBeLessThan(0);
  expect(loudness.integrated).toBeGreaterThan(-40);
  expect(loudness.range).toBeGreaterThanOrEqual(0);
  expect(loudness.truePeak).toBeLessThan(0);
  // The wizard's suggestions.
  expect(Math.abs((body.bpm as number) - 120)).toBeLessThanOrEqual(2);
  expect(body.bpmRange).toBe('110-130');
  expect(body.bpmConfidence).toBeGreaterThan(0.3);
  expect(body.key).toBe('Am');
  expect(body.keyStrength).toBeGreaterThan(0.6);
  // A steady pulse over many beats: a loop, so the wizard's step 4 does not suggest a one-shot.
  expect(body.loop).toBe(true);
  expect(body.previewUrl).toMatch(SIGNED_PREVIEW(id));

  // The job reported its progress and finished on its first attempt.
  // The row is committed just before BullMQ marks the job done: wait for that too.
  const job = await eventually(async () => {
    const found = await queue.getJob(`process.${id}`);
    expect(await found?.getState()).toBe('completed');
    return found;
  });
  expect(job?.progress).toBe(100);
  expect(job?.attemptsStarted).toBe(1);

  // Original and preview are in storage; the row says where.
  expect(await storedFiles(mediaDir)).toEqual(
    expect.arrayContaining([`audio/${id}/original.wav`, `audio/${id}/preview.mp3`]),
  );
  const { rows } = await db.query('SELECT * FROM media.audio_files WHERE id = $1', [id]);
  expect(rows[0]).toMatchObject({
    owner_user_id: OWNER_ID,
    content_type: 'audio/wav',
    bytes: String((await readFile(join(soundsDir, 'mix.wav'))).length),
    status: 'ready',
    original_key: `audio/${id}/original.wav`,
    preview_key: `audio/${id}/preview.mp3`,
    musical_key: 'Am',
    bpm_range: '110-130',
  });

  // The preview: a 302 to a signed link serving an MP3 of the same length.
  const redirect = await fetch(`${platform.url}${body.previewUrl}`, { redirect: 'manual' });
  expect(redirect.status).toBe(302);
  const probed = await fetchedPreview(id);
  expect(probed).toMatchObject({ codecs: ['mp3'], kbps: 128 });
  expect(Math.abs(probed.seconds - 20)).toBeLessThan(0.2);

  // media.processed went into the outbox with the results, once.
  const [event, ...others] = await outboxEvents('media.processed', id);
  expect(others).toEqual([]);
  expect(event).toMatchObject({ type: 'media.processed', producer: 'media' });
  expect(event.data).toEqual({
    audioId: id,
    ownerUserId: OWNER_ID,
    contentType: 'audio/wav',
    originalExtension: 'wav',
    bytes: Number(rows[0].bytes),
    durationSeconds: body.durationSeconds,
    sampleRate: 44100,
    channels: 2,
    peaks: body.peaks,
    loudness: body.loudness,
    bpm: body.bpm,
    bpmConfidence: body.bpmConfidence,
    bpmRange: '110-130',
    key: 'Am',
    keyStrength: body.keyStrength,
    previewKey: `audio/${id}/preview.mp3`,
    previewUrl: `/api/media/audio/${id}/preview`,
    processedAt: expect.any(String),
    // How it sounds (#34), for the catalogue's 'Sons parecidos'.
    timbre: { version: TIMBRE_VERSION, values: expect.any(Array) },
    // What it reads as (#44): a family suggestion and, with its steady pulse, a loop.
    reading: { family: expect.any(String), familyConfidence: expect.any(Number), shape: 'loop' },
  });
  expect((event.data as MediaProcessed).timbre?.values).toHaveLength(TIMBRE_DIMENSIONS);

  // The catalogue heard of the upload at once (a sound may name it before processing ends).
  expect((await outboxEvents('media.audio.uploaded', id)).map((uploaded) => uploaded.data)).toEqual([
    { audioId: id, ownerUserId: OWNER_ID, uploadedAt: expect.any(String) },
  ]);

  // Enqueuing the same file again is dropped: same job id, no second run, no second event.
  // The add lands on the finished job itself (no new one is queued), so nothing can run again.
  const again = await queue.add('process', { payload: { audioId: id } }, { jobId: `process.${id}` });
  expect(await again.getState()).toBe('completed');
  expect((await queue.getJob(`process.${id}`))?.attemptsStarted).toBe(1);
  expect(await outboxEvents('media.processed', id)).toHaveLength(1);
});

test('an MP3 of up to 192 kbps plays as it is (no second lossy encoding); a 320 kbps one gets a 128 kbps preview', async () => {
  const encode = async (bitrate: string) => {
    const path = join(soundsDir, `mix-${bitrate}.mp3`);
    await run('ffmpeg', [
      '-v',
      'error',
      '-y',
      '-i',
      join(soundsDir, 'mix.wav'),
      '-c:a',
      'libmp3lame',
      '-b:a',
      bitrate,
      path,
    ]);
    return path;
  };
  const light = await uploadAs(await encode('160k'), 'leve.mp3', 'audio/mpeg');
  const heavy = await uploadAs(await encode('320k'), 'pesado.mp3', 'audio/mpeg');
  for (const id of [light, heavy]) {
    const body = await settled(id);
    expect(body).toMatchObject({ status: 'ready', key: 'Am' });
    expect(body.previewUrl).toMatch(SIGNED_PREVIEW(id));
  }
  const previewKeys = async (id: string) =>
    (await db.query('SELECT original_key, preview_key FROM media.audio_files WHERE id = $1', [id])).rows[0];
  expect(await previewKeys(light)).toEqual({
    original_key: `audio/${light}/original.mp3`,
    preview_key: `audio/${light}/original.mp3`,
  });
  expect(await previewKeys(heavy)).toEqual({
    original_key: `audio/${heavy}/original.mp3`,
    preview_key: `audio/${heavy}/preview.mp3`,
  });
  const files = await storedFiles(mediaDir);
  expect(files).not.toContain(`audio/${light}/preview.mp3`);
  expect(files).toContain(`audio/${heavy}/preview.mp3`);

  // Either way the preview link serves an MP3 the length of the sound.
  for (const [id, kbps] of [
    [light, 160],
    [heavy, 128],
  ] as const) {
    const probed = await fetchedPreview(id);
    expect(probed).toMatchObject({ codecs: ['mp3'], kbps });
    expect(Math.abs(probed.seconds - 20)).toBeLessThan(0.2);
  }
});

test('a mono 48 kHz FLAC named .bin is recognised by its content and keeps its own rate and channels', async () => {
  const id = await uploadAs(join(soundsDir, 'chords.flac'), 'acordes.bin', 'application/octet-stream');
  const body = await settled(id);
  expect(body).toMatchObject({ status: 'ready', sampleRate: 48000, channels: 1, key: 'Am' });
  expect(Math.abs((body.durationSeconds as number) - 20)).toBeLessThanOrEqual(0.1);
  // Sustained chords have no beat: whatever tempo is guessed comes with a confidence near 0.
  expect(body.bpmConfidence).toBeLessThan(0.2);
  const { rows } = await db.query('SELECT content_type, original_key FROM media.audio_files WHERE id = $1', [id]);
  expect(rows[0]).toEqual({ content_type: 'audio/flac', original_key: `audio/${id}/original.flac` });
});

test("a tempo and key written in the file's name win over the estimate, at full confidence (issue #18 §3)", async () => {
  // The same A minor chords, with no beat to measure, named as a producer exports a loop.
  const id = await uploadAs(join(soundsDir, 'chords.flac'), 'Loop_Trap_140bpm_F#m.flac', 'audio/flac');
  const body = await settled(id);
  expect(body).toMatchObject({ status: 'ready', bpm: 140, bpmConfidence: 1, bpmRange: '130-150', key: 'F#m' });
  const [processed] = await outboxEvents('media.processed', id);
  expect(processed.data).toMatchObject({ bpm: 140, bpmRange: '130-150', key: 'F#m', keyStrength: 1 });
});

test('a corrupt file ends failed with a Portuguese message and media.failed, without pointless retries', async () => {
  // The first bytes say WAV (so the upload is accepted); the rest is noise with no 'fmt ' chunk.
  const corrupt = Buffer.concat([Buffer.from('RIFF\x24\x00\x10\x00WAVE', 'latin1'), randomBytes(200_000)]);
  const response = await upload({ data: corrupt, name: 'quebrado.wav', type: 'audio/wav' }, await token());
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: string };

  const body = await settled(id);
  expect(body).toMatchObject({
    status: 'failed',
    failureMessage: AUDIO_FAILURE_MESSAGES[AudioFailureCode.Unreadable],
    durationSeconds: null,
    peaks: null,
    loudness: null,
    key: null,
    previewUrl: null,
  });
  const [event, ...others] = await outboxEvents('media.failed', id);
  expect(others).toEqual([]);
  expect(event.data).toEqual({
    audioId: id,
    ownerUserId: OWNER_ID,
    code: 'AUDIO_UNREADABLE',
    message: AUDIO_FAILURE_MESSAGES[AudioFailureCode.Unreadable],
    failedAt: expect.any(String),
  });
  expect(await outboxEvents('media.processed', id)).toEqual([]);

  // One attempt out of three: BullMQ was told not to retry (failed for good as soon as it failed).
  const job = await eventually(async () => {
    const failed = await queue.getJob(`process.${id}`);
    expect(await failed?.getState()).toBe('failed');
    return failed;
  });
  expect(job?.opts.attempts).toBe(3);
  expect(job?.attemptsStarted).toBe(1);
  expect(job?.failedReason).toContain('Não foi possível ler o áudio');

  const preview = await previewLink(id);
  expect(preview.status).toBe(409);
  expect(await preview.json()).toMatchObject({ code: 'AUDIO_PREVIEW_NOT_READY' });
  // Failed for good: the original (up to 200 MB) goes; the row stays so its owner reads why.
  expect((await storedFiles(mediaDir)).filter((file) => file.startsWith(`audio/${id}/`))).toEqual([]);

  // Processing it again would fail the same way: an administrator is told only a new upload helps.
  const retry = await fetch(`${platform.url}/api/admin/media/audio/${id}/retry`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await token(ADMIN_ID, 'admin')}` },
  });
  expect(retry.status).toBe(409);
  expect(await retry.json()).toMatchObject({
    code: 'AUDIO_NOT_RETRYABLE',
    message:
      'Este arquivo não pôde ser lido: processar de novo não adianta. O produtor precisa enviar o áudio outra vez.',
  });
  expect(await settled(id)).toMatchObject({ status: 'failed' });
  expect(await outboxEvents('media.audio.reprocessing', id)).toEqual([]);
});

test('a WAV cut short in transfer ends failed as incomplete instead of ready with a fraction of a second', async () => {
  // A 10 s WAV whose header still promises 10 s, with only its first 5300 bytes (0.03 s) left.
  await sox('-n', '-r', '44100', '-c', '2', '-b', '16', 'dez.wav', 'synth', '10', 'sine', '440');
  const cut = (await readFile(join(soundsDir, 'dez.wav'))).subarray(0, 5300);
  const response = await upload({ data: cut, name: 'cortado.wav', type: 'audio/wav' }, await token());
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: string };

  expect(await settled(id)).toMatchObject({
    status: 'failed',
    failureMessage: AUDIO_FAILURE_MESSAGES[AudioFailureCode.Unreadable],
    durationSeconds: null,
    previewUrl: null,
  });
  expect(await outboxEvents('media.failed', id)).toEqual([
    expect.objectContaining({ data: expect.objectContaining({ code: 'AUDIO_UNREADABLE' }) }),
  ]);
  expect(await outboxEvents('media.processed', id)).toEqual([]);
  expect((await storedFiles(mediaDir)).filter((file) => file.startsWith(`audio/${id}/`))).toEqual([]);
});

test('a file stuck in processing without a job is picked up by the sweep and, failing every attempt, ends failed', async () => {
  // As if its job had vanished from Redis an hour ago, and its original from storage too.
  const id = randomUUID();
  await db.query(
    `INSERT INTO media.audio_files (id, owner_user_id, original_key, content_type, bytes, created_at, updated_at)
     VALUES ($1, $2, $3, 'audio/wav', 1000, now() - interval '1 hour', now() - interval '1 hour')`,
    [id, OWNER_ID, `audio/${id}/original.wav`],
  );
  await queue.add('sweep', { payload: {} });
  const body = await settled(id);
  expect(body).toMatchObject({
    status: 'failed',
    failureMessage: AUDIO_FAILURE_MESSAGES[AudioFailureCode.ProcessingFailed],
  });
  // Requeued by the sweep, then tried three times (a missing original might be a storage hiccup).
  // The row says failed from inside the last attempt; BullMQ files the job as failed just after.
  const job = await eventually(async () => {
    const found = await queue.getJob(`process.${id}`);
    expect(await found?.getState()).toBe('failed');
    return found;
  });
  expect(job?.attemptsMade).toBe(3);
  expect(await outboxEvents('media.failed', id)).toEqual([
    expect.objectContaining({ data: expect.objectContaining({ code: 'AUDIO_PROCESSING_FAILED' }) }),
  ]);
});

test('a file that failed on our side keeps its original, and an administrator processes it again until ready', async () => {
  // As the sweep test: a job lost with Redis, and the original missing from storage for a while.
  const id = randomUUID();
  const originalKey = `audio/${id}/original.wav`;
  await db.query(
    `INSERT INTO media.audio_files (id, owner_user_id, original_key, content_type, bytes, created_at, updated_at)
     VALUES ($1, $2, $3, 'audio/wav', 1000, now() - interval '1 hour', now() - interval '1 hour')`,
    [id, OWNER_ID, originalKey],
  );
  await queue.add('sweep', { payload: {} });
  expect(await settled(id)).toMatchObject({ status: 'failed' });
  await eventually(async () => expect(await (await queue.getJob(`process.${id}`))?.getState()).toBe('failed'));

  const retry = async (bearer: string) =>
    fetch(`${platform.url}/api/admin/media/audio/${id}/retry`, {
      method: 'POST',
      headers: { authorization: `Bearer ${bearer}` },
    });
  const admin = await token(ADMIN_ID, 'admin');

  // The storage is back, but the original is not there: only a new upload helps.
  const gone = await retry(admin);
  expect(gone.status).toBe(409);
  expect(await gone.json()).toMatchObject({
    code: 'AUDIO_ORIGINAL_GONE',
    message: 'O arquivo original deste áudio não está mais guardado: o produtor precisa enviar o áudio outra vez.',
  });

  // The original reappears (restored by the operator); the owner cannot retry, an administrator can.
  await mkdir(join(mediaDir, `audio/${id}`), { recursive: true });
  await copyFile(join(soundsDir, 'mix.wav'), join(mediaDir, originalKey));
  expect((await retry(await token())).status).toBe(403);
  expect((await retry(admin)).status).toBe(202);
  const ready = await settled(id);
  expect(ready).toMatchObject({ status: 'ready', failureMessage: null, durationSeconds: expect.closeTo(20, 0) });
  expect(await outboxEvents('media.audio.reprocessing', id)).toEqual([
    expect.objectContaining({ data: expect.objectContaining({ audioId: id, ownerUserId: OWNER_ID }) }),
  ]);
  expect(await outboxEvents('media.processed', id)).toHaveLength(1);

  // Ready now: nothing to retry, and nothing changes.
  const again = await retry(admin);
  expect(again.status).toBe(409);
  expect(await again.json()).toMatchObject({ code: 'AUDIO_NOT_FAILED' });
  expect(await outboxEvents('media.audio.reprocessing', id)).toHaveLength(1);
});

test('a text file is refused with 415 and an oversized one with 413, in Portuguese; nothing is stored', async () => {
  const filesBefore = await storedFiles(mediaDir);
  const rowsBefore = await audioRowCount();

  const text = await upload(
    { data: Buffer.from('isto não é uma música\n'.repeat(400)), name: 'musica.mp3', type: 'audio/mpeg' },
    await token(),
  );
  await expectRefused(
    text,
    415,
    'AUDIO_TYPE_NOT_ALLOWED',
    'Formato não aceito: envie um áudio WAV, AIFF, FLAC, MP3, OGG ou M4A.',
  );

  // 10 MB of real WAV against an 8 MB limit: refused on the declared length…
  const big = await readFile(join(soundsDir, 'big.wav'));
  const declared = await upload({ data: big, name: 'grande.wav', type: 'audio/wav' }, await token());
  await expectRefused(declared, 413, 'AUDIO_TOO_LARGE', 'O arquivo de áudio deve ter no máximo 8 MB.');
  // …and, without a length, while it streams in.
  const form = new FormData();
  appendFile(form, { data: big, name: 'grande.wav', type: 'audio/wav' });
  const streamed = await postWithoutLength(`${platform.url}/api/media/audio`, form, {
    authorization: `Bearer ${await token()}`,
  });
  expect(streamed.status).toBe(413);
  expect(await streamed.json()).toMatchObject({ code: 'AUDIO_TOO_LARGE', message: UPLOAD_ERROR });

  const noFile = await upload(undefined, await token());
  expect(noFile.status).toBe(400);
  expect(await noFile.json()).toMatchObject({
    code: 'AUDIO_UPLOAD_INVALID',
    message: UPLOAD_ERROR,
    details: { reason: 'Nenhuma música foi enviada.' },
  });

  expect(await storedFiles(mediaDir)).toEqual(filesBefore);
  expect(await audioRowCount()).toBe(rowsBefore);
});

test('only signed-in users upload; only the owner and administrators read a file', async () => {
  const rowsBefore = await audioRowCount();
  const visitor = await upload({
    data: await readFile(join(soundsDir, 'chords.flac')),
    name: 'a.flac',
    type: 'audio/flac',
  });
  await expectRefused(visitor, 401, 'UNAUTHENTICATED', 'Você precisa está autenticado!');
  expect(await audioRowCount()).toBe(rowsBefore);

  const id = await uploadAs(join(soundsDir, 'chords.flac'), 'a.flac', 'audio/flac');
  const stranger = await status(id, await token(OTHER_ID));
  expect(stranger.status).toBe(404);
  expect(await stranger.json()).toEqual({ statusCode: 404, code: 'AUDIO_NOT_FOUND', message: 'Áudio não encontrado.' });
  const admin = await status(id, await token(ADMIN_ID, 'admin'));
  expect(admin.status).toBe(200);
  expect(((await admin.json()) as AudioBody).id).toBe(id);
  const anonymous = await fetch(`${platform.url}/api/media/audio/${id}`);
  expect(anonymous.status).toBe(401);

  for (const unknown of [randomUUID(), 'nao-e-um-id']) {
    expect((await status(unknown)).status).toBe(404);
    expect((await previewLink(unknown)).status).toBe(404);
  }
  await settled(id);
});

test('a preview plays only through a signed link, which only the owner and administrators are given', async () => {
  const id = await uploadAs(join(soundsDir, 'chords.flac'), 'privado.flac', 'audio/flac');
  await settled(id);
  const LINK_INVALID = { statusCode: 403, code: 'MEDIA_LINK_INVALID', message: 'Link expirado ou inválido.' };

  // Its id alone, with or without a token, opens nothing.
  const bare = `${platform.url}/api/media/audio/${id}/preview`;
  const asStranger: Record<string, string> = { authorization: `Bearer ${await token(OTHER_ID)}` };
  for (const headers of [{}, asStranger]) {
    const answer = await fetch(bare, { redirect: 'manual', headers });
    expect(answer.status).toBe(403);
    expect(await answer.json()).toEqual(LINK_INVALID);
  }
  // A stranger is not given a link; the owner and an administrator are.
  expect(await (await previewLink(id, OTHER_ID)).json()).toEqual({
    statusCode: 404,
    code: 'AUDIO_NOT_FOUND',
    message: 'Áudio não encontrado.',
  });
  const links: string[] = [];
  for (const [userId, role] of [
    [OWNER_ID, 'user'],
    [ADMIN_ID, 'admin'],
  ] as const) {
    const answer = await previewLink(id, userId, role);
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { url: string; expiresAt: string };
    expect(body.url).toMatch(SIGNED_PREVIEW(id));
    expect(new Date(body.expiresAt).getTime() - Date.now()).toBeGreaterThan(45 * 60_000);
    links.push(body.url);
  }
  const played = await fetch(`${platform.url}${links[0]}`, { redirect: 'manual' });
  expect(played.status).toBe(302);
  expect((await fetch(new URL(played.headers.get('location') as string, platform.url))).status).toBe(200);

  // A link bent to another file, tampered with or expired is refused.
  const other = await uploadAs(join(soundsDir, 'chords.flac'), 'outro.flac', 'audio/flac');
  await settled(other);
  const query = new URL(links[0], platform.url).searchParams;
  const bent = [
    `/api/media/audio/${other}/preview?${query}`,
    links[0].replace(/signature=[\w-]{4}/, 'signature=AAAA'),
    links[0].replace(/expires=\d+/, `expires=${Number(query.get('expires')) + 60}`),
    links[0].replace(/expires=\d+/, `expires=${Math.floor(Date.now() / 1000) - 1}`),
  ];
  for (const path of bent) {
    const answer = await fetch(`${platform.url}${path}`, { redirect: 'manual' });
    expect({ path, status: answer.status }).toEqual({ path, status: 403 });
  }
});
