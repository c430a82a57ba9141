import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { mediaService } from '@sampleteca/media';
import { eventually } from '@sampleteca/testing';
import { appendFile } from '../../../media/test/support/uploads';
import { CatalogueApi, type TestUser } from '../support/catalogue-api';

// Issue #18 §1: a download in the listener's session tempo and key, rendered by media with
// Rubber Band from the original, through the link the catalogue signs.
const run = promisify(execFile);
const api = new CatalogueApi();
let workDir: string;
let mediaDir: string;
let owner: TestUser;
let listener: TestUser;

const BEAT = 60 / 95;
const LOOP_SECONDS = 8 * BEAT;

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'sampleteca-transformed-'));
  mediaDir = join(workDir, 'media');
  await api.start({ MEDIA_LOCAL_DIR: mediaDir }, [mediaService]);
  owner = await api.user('Dona do Loop');
  listener = await api.user('Quem Toca em Si');
}, 60_000);

afterAll(async () => {
  await api.stop();
  await rm(workDir, { recursive: true, force: true });
});

const sox = (...args: string[]) => run('sox', args, { cwd: workDir });
/** A 16-bit 44.1 kHz file of `channels` from sox's synth: its length, then synth's arguments and effects. */
const synth = (file: string, channels: number, ...rest: string[]) =>
  sox('-n', '-r', '44100', '-c', String(channels), '-b', '16', file, 'synth', ...rest);

/** 8 beats at 95 BPM: a kick on each beat over an A minor chord (A2 A3 C4 E4), mono WAV. */
async function loopAt95(): Promise<Buffer> {
  await synth('kick.wav', 1, '0.12', 'sine', '150:50', 'fade', '0', '0.12', '0.1');
  await sox('kick.wav', 'beat.wav', 'pad', '0', (BEAT - 0.12).toFixed(6));
  await sox('beat.wav', 'drums.wav', 'repeat', '7');
  // One tone per channel, mixed down.
  const chord = ['110', '220', '261.63', '329.63'].flatMap((hz) => ['sine', hz]);
  await synth('chord4.wav', 4, LOOP_SECONDS.toFixed(6), ...chord);
  await sox('chord4.wav', '-c', '1', 'chord.wav', 'remix', '-');
  await sox('-m', '-v', '0.5', 'chord.wav', '-v', '0.9', 'drums.wav', 'loop.wav', 'gain', '-n', '-1');
  return readFile(join(workDir, 'loop.wav'));
}

async function sineTone(frequency: number, seconds: number): Promise<Buffer> {
  const file = `sine-${frequency}.wav`;
  await synth(file, 1, String(seconds), 'sine', String(frequency), 'gain', '-3');
  return readFile(join(workDir, file));
}

/** Uploads audio to media as `owner` and waits for its analysis; the media row as the owner reads it. */
async function uploaded(data: Buffer, name: string, type: string): Promise<{ id: string; key: string; bpm: number }> {
  const form = new FormData();
  appendFile(form, { data, name, type });
  const answer = await fetch(`${api.platform.url}/api/media/audio`, {
    method: 'POST',
    headers: { authorization: `Bearer ${owner.token}` },
    body: form,
  });
  expect(answer.status).toBe(201);
  const { id } = (await answer.json()) as { id: string };
  return eventually(
    async () => {
      const row = await fetch(`${api.platform.url}/api/media/audio/${id}`, {
        headers: { authorization: `Bearer ${owner.token}` },
      });
      const body = (await row.json()) as { status: string; key: string; bpm: number };
      expect(body.status).toBe('ready');
      return { id, key: body.key, bpm: body.bpm };
    },
    30_000,
    250,
  );
}

/** A public sound on that audio, once the catalogue knows it is ready. */
async function soundOn(audioId: string, fields: Record<string, unknown>): Promise<string> {
  const sound = await api.sound(owner, { audioId, ...fields });
  await eventually(async () => {
    expect((await api.as(listener, 'GET', `/sounds/${sound.id}`)).body.audio).toMatchObject({ status: 'ready' });
  }, 30_000);
  return sound.id;
}

const downloadsOf = async (soundId: string) => (await api.as(listener, 'GET', `/sounds/${soundId}`)).body.downloads;
const at = (url: string) => `${api.platform.url}${url}`;

/** Seconds of audio in a file, as ffprobe reads it. */
async function durationOf(path: string): Promise<number> {
  const { stdout } = await run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', path]);
  return Number(stdout.trim());
}

/** The frequency of a pure tone: rising zero crossings per second over its middle, from the decoded file. */
async function toneFrequency(path: string): Promise<number> {
  const { stdout } = await run('ffmpeg', ['-v', 'error', '-i', path, '-ac', '1', '-ar', '44100', '-f', 'f32le', '-'], {
    encoding: 'buffer',
    maxBuffer: 64 * 1024 * 1024,
  });
  const samples = new Float32Array(stdout.buffer, stdout.byteOffset, stdout.byteLength / 4);
  const from = Math.floor(samples.length / 4);
  const to = Math.floor((samples.length * 3) / 4);
  const crossings: number[] = [];
  for (let index = from + 1; index < to; index++) {
    const [before, after] = [samples[index - 1], samples[index]];
    if (before < 0 && after >= 0) crossings.push(index - 1 + before / (before - after));
  }
  return ((crossings.length - 1) * 44100) / (crossings[crossings.length - 1] - crossings[0]);
}

async function renders(audioId: string): Promise<string[]> {
  return readdir(join(mediaDir, 'audio', audioId, 'renders')).catch(() => []);
}

test('a 95 BPM Am loop downloads in a 120 BPM / Bm session: stretched, up a tone, named so, counted once', async () => {
  const loop = await uploaded(await loopAt95(), 'loop-95.wav', 'audio/wav');
  // Media's own analysis hears the loop as it was made: what the rendering is measured against.
  expect(loop.key).toBe('Am');
  expect(Math.abs(loop.bpm - 95)).toBeLessThan(2);
  const soundId = await soundOn(loop.id, { name: 'Loop Noventa', type: 'Beats', key: 'Am', bpm: '85-100', tempo: 95 });

  const link = await api.as(listener, 'POST', `/sounds/${soundId}/downloads`, { tempo: 120, key: 'Bm' });
  expect(link.status).toBe(200);
  expect(link.body).toMatchObject({
    fileName: 'Loop Noventa.mp3',
    original: { fileName: 'Loop Noventa.wav' },
    transformed: { fileName: 'Loop Noventa (120 BPM, Bm).mp3', tempo: 120, key: 'Bm', semitones: 2 },
  });
  const transformed = link.body.transformed as { url: string };

  // The portal's HEAD renders it (and counts nothing); the GET then finds it stored.
  const checked = await fetch(at(transformed.url), { method: 'HEAD' });
  expect(checked.status).toBe(200);
  expect([await renders(loop.id), await downloadsOf(soundId)]).toEqual([['t1.2632_s2.mp3'], 0]);
  const renderPath = join(mediaDir, 'audio', loop.id, 'renders', 't1.2632_s2.mp3');
  const renderedAt = (await stat(renderPath)).mtimeMs;

  const download = await fetch(at(transformed.url));
  expect(download.status).toBe(200);
  expect(download.headers.get('content-type')).toBe('audio/mpeg');
  expect(download.headers.get('content-disposition')).toBe('attachment; filename="Loop Noventa (120 BPM, Bm).mp3"');
  const bytes = Buffer.from(await download.arrayBuffer());
  expect(bytes.length).toBe(Number(checked.headers.get('content-length')));
  const saved = join(workDir, 'loop-120-bm.mp3');
  await writeFile(saved, bytes);
  // 95 → 120 BPM: the loop lasts 95/120 of its length (an MP3 adds a frame or two of padding).
  const expected = (LOOP_SECONDS * 95) / 120;
  expect(Math.abs((await durationOf(saved)) - expected) / expected).toBeLessThan(0.03);
  // Served from storage, not rendered again.
  expect((await stat(renderPath)).mtimeMs).toBe(renderedAt);
  await eventually(async () => expect(await downloadsOf(soundId)).toBe(1), 10_000);

  // Heard by media's analysis as what the name says: B minor, 120 BPM.
  const heard = await uploaded(bytes, 'loop-120-bm.mp3', 'audio/mpeg');
  expect(heard.key).toBe('Bm');
  expect(Math.abs(heard.bpm - 120)).toBeLessThan(2.5);

  // The MP3 and the original after it count nothing more: one download per person and sound.
  for (const url of [String(link.body.url), (link.body.original as { url: string }).url]) {
    const other = await fetch(at(url));
    expect(other.status).toBe(200);
    await other.arrayBuffer();
  }
  await new Promise((settle) => setTimeout(settle, 1000));
  expect(await downloadsOf(soundId)).toBe(1);

  // The stretch and the transposition are signed: a bent link opens nothing.
  for (const bent of [
    transformed.url.replace('ratio=1.2632', 'ratio=1.5'),
    transformed.url.replace('semitones=2', 'semitones=3'),
    `${String(link.body.url)}&ratio=1.2632&semitones=2`,
  ]) {
    expect(bent).not.toBe(transformed.url);
    expect((await fetch(at(bent))).status).toBe(403);
  }

  // A session in the sound's own tempo and key (or its relative key) changes nothing: no third link.
  for (const session of [{ tempo: 95, key: 'Am' }, { tempo: 95, key: 'C' }, {}, { tempo: null, key: null }]) {
    const same = await api.as(listener, 'POST', `/sounds/${soundId}/downloads`, session);
    expect([same.status, same.body.transformed]).toEqual([200, null]);
  }
  // Tempo alone: only the tempo in the name. Half time (60) sits in a 120 loop's octave.
  const tempoOnly = await api.as(listener, 'POST', `/sounds/${soundId}/downloads`, { tempo: 60 });
  expect(tempoOnly.body.transformed).toMatchObject({
    fileName: 'Loop Noventa (120 BPM).mp3',
    tempo: 120,
    key: null,
    semitones: 0,
  });
  // No render directory is left behind in the machine's temporary files.
  expect((await readdir(tmpdir())).filter((name) => name.startsWith('sampleteca-render-'))).toEqual([]);
}, 120_000);

test('a sound without a tempo keeps its length and is only transposed', async () => {
  const tone = await uploaded(await sineTone(440, 3), 'la.wav', 'audio/wav');
  const soundId = await soundOn(tone.id, { name: 'Lá', type: 'Samples', key: 'A', bpm: '110-130', tempo: null });

  const link = await api.as(listener, 'POST', `/sounds/${soundId}/downloads`, { tempo: 120, key: 'Bm' });
  // Bm's relative major is D: A moves up a fourth (+5), its tempo untouched.
  expect(link.body.transformed).toMatchObject({ fileName: 'Lá (D).mp3', tempo: null, key: 'D', semitones: 5 });
  const download = await fetch(at((link.body.transformed as { url: string }).url));
  expect(download.status).toBe(200);
  const saved = join(workDir, 'la-em-re.mp3');
  await writeFile(saved, Buffer.from(await download.arrayBuffer()));
  expect(Math.abs((await durationOf(saved)) - 3) / 3).toBeLessThan(0.03);
  const frequency = await toneFrequency(saved);
  expect(Math.abs(12 * Math.log2(frequency / 440) - 5)).toBeLessThan(0.1); // 587.3 Hz

  // Deleting the sound takes its renderings with its files (storage cannot list them: media keeps a row each).
  expect(await renders(tone.id)).toEqual(['t1_s5.mp3']);
  expect((await api.as(owner, 'DELETE', `/sounds/${soundId}`)).status).toBe(200);
  await eventually(async () => expect(await renders(tone.id)).toEqual([]), 15_000);
  const { rows } = await api.db.query('SELECT 1 FROM media.audio_renders WHERE audio_id = $1', [tone.id]);
  expect(rows).toHaveLength(0);
}, 90_000);

test('a rendering whose source left storage answers 404 and counts nothing; bad sessions get 400', async () => {
  const tone = await uploaded(await sineTone(330, 2), 'mi.wav', 'audio/wav');
  const soundId = await soundOn(tone.id, { name: 'Mi', type: 'Melody', key: 'E', bpm: '110-130', tempo: 120 });

  for (const [session, message] of [
    [{ tempo: 20 }, 'O andamento deve estar entre 40 e 300 BPM.'],
    [{ tempo: 'rápido' }, 'Informe o andamento em BPM.'],
    [{ key: 'H' }, 'Selecione uma tonalidade válida'],
  ] as const) {
    const refused = await api.as(listener, 'POST', `/sounds/${soundId}/downloads`, session);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(message);
  }

  const link = await api.as(listener, 'POST', `/sounds/${soundId}/downloads`, { tempo: 100, key: 'F' });
  expect(link.body.transformed).toMatchObject({ fileName: 'Mi (100 BPM, F).mp3', semitones: 1 });
  const original = join(mediaDir, 'audio', tone.id, 'original.wav');
  await rename(original, `${original}.sumido`);
  const url = at((link.body.transformed as { url: string }).url);
  expect((await fetch(url, { method: 'HEAD' })).status).toBe(404);
  expect((await fetch(url)).status).toBe(404);
  await new Promise((settle) => setTimeout(settle, 1500));
  expect(await downloadsOf(soundId)).toBe(0);
  expect(await renders(tone.id)).toEqual([]);
}, 90_000);
