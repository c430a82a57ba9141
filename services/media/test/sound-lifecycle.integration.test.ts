import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { mediaService } from '@sampleteca/media';
import {
  appendFile,
  eventually,
  servedDownloadsApplied,
  ServiceBesidePlatform,
  withCatalogueFixtures,
  withSeededUsers,
  type TestUser,
} from '@sampleteca/testing';

// A sound's whole life through the three services: uploaded to media, saved in the catalogue,
// downloaded through the link the catalogue signs and media serves, then deleted with its files.
// Media here, the catalogue in a built platform beside it; identity's users seeded into the catalogue.
class MediaBesideCatalogue extends ServiceBesidePlatform {
  constructor() {
    super(mediaService, ['catalogue']);
  }
}
class MediaAndCatalogueApi extends withCatalogueFixtures(withSeededUsers(MediaBesideCatalogue, 'catalogue')) {}

const run = promisify(execFile);
const api = new MediaAndCatalogueApi();
let workDir: string;
let mediaDir: string;
let owner: TestUser;
let listener: TestUser;

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'sampleteca-sound-files-'));
  mediaDir = join(workDir, 'media');
  await api.start({ MEDIA_LOCAL_DIR: mediaDir });
  owner = await api.user('Dona do Som');
  listener = await api.user('Quem Baixa');
}, 60_000);

afterAll(async () => {
  await api.stop();
  await rm(workDir, { recursive: true, force: true });
});

async function files(): Promise<string[]> {
  const entries = await readdir(mediaDir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** A 3 s tone uploaded to media and saved as a sound of `owner`, once media has processed it. */
async function readySound(name: string, frequency: number): Promise<{ id: string; audioId: string }> {
  const wav = join(workDir, `${frequency}.wav`);
  await run('sox', ['-n', '-r', '44100', '-c', '1', '-b', '16', wav, 'synth', '3', 'sine', String(frequency)]);
  const form = new FormData();
  appendFile(form, { data: await readFile(wav), name: 'tom.wav', type: 'audio/wav' });
  const uploaded = await fetch(`${api.platform.url}/api/media/audio`, {
    method: 'POST',
    headers: { authorization: `Bearer ${owner.token}` },
    body: form,
  });
  expect(uploaded.status).toBe(201);
  const { id: audioId } = (await uploaded.json()) as { id: string };
  const sound = await api.sound(owner, { audioId, name });
  await eventually(async () => {
    expect((await api.as(owner, 'GET', `/sounds/${sound.id}`)).body.audio).toMatchObject({ status: 'ready' });
  }, 30_000);
  return { id: sound.id, audioId };
}

const downloadsOf = async (soundId: string) => (await api.as(listener, 'GET', `/sounds/${soundId}`)).body.downloads;

test('upload, save, download as {name}.mp3 (counted once, when served), delete: the files go too', async () => {
  const sound = await readySound('Lá Sustenido', 440);
  const stored = await files();
  expect(stored.length).toBeGreaterThanOrEqual(2); // the original and its preview

  // Its id alone plays nothing; a listener plays it through the link the catalogue signed for them.
  const bare = await fetch(`${api.platform.url}/api/media/audio/${sound.audioId}/preview`, { redirect: 'manual' });
  expect(bare.status).toBe(403);
  const shown = (await api.as(listener, 'GET', `/sounds/${sound.id}`)).body.audio as { previewUrl: string };
  const played = await fetch(`${api.platform.url}${shown.previewUrl}`, { redirect: 'manual' });
  expect(played.status).toBe(302);
  expect((await fetch(new URL(played.headers.get('location') as string, api.platform.url))).status).toBe(200);

  // Asking for the link, or checking it with a HEAD (as the portal does), counts nothing yet.
  const first = await api.as(listener, 'POST', `/sounds/${sound.id}/downloads`);
  expect(first.body).toMatchObject({ fileName: 'Lá Sustenido.mp3', downloads: 0 });
  const checked = await fetch(`${api.platform.url}${String(first.body.url)}`, { method: 'HEAD' });
  expect(checked.status).toBe(200);
  expect(Number(checked.headers.get('content-length'))).toBeGreaterThan(1000);
  await servedDownloadsApplied(api.db, { soundId: sound.id, served: 0 });
  expect(await downloadsOf(sound.id)).toBe(0);

  for (let attempt = 0; attempt < 2; attempt++) {
    const link = await api.as(listener, 'POST', `/sounds/${sound.id}/downloads`);
    const download = await fetch(`${api.platform.url}${String(link.body.url)}`, {
      headers: attempt ? { range: 'bytes=0-99' } : {},
    });
    expect(download.status).toBe(attempt ? 206 : 200);
    expect(download.headers.get('content-type')).toBe('audio/mpeg');
    expect(download.headers.get('content-disposition')).toContain("filename*=UTF-8''L%C3%A1%20Sustenido.mp3");
    const bytes = Buffer.from(await download.arrayBuffer());
    if (attempt) expect(bytes).toHaveLength(100);
    else expect(bytes.subarray(0, 3).toString('latin1') === 'ID3' || bytes[0] === 0xff).toBe(true);
    // Served: it counts (once: the second, resumed transfer counts nothing more).
    await eventually(async () => expect(await downloadsOf(sound.id)).toBe(1), 10_000);
  }
  expect((await api.as(listener, 'GET', '/library/downloads')).body.items).toEqual([
    expect.objectContaining({ id: sound.id, downloaded: true, downloads: 1 }),
  ]);

  expect((await api.as(owner, 'DELETE', `/sounds/${sound.id}`)).body).toEqual({ message: 'Som removido com sucesso!' });
  await eventually(async () => expect(await files()).toEqual([]), 15_000);
  expect((await fetch(`${api.platform.url}${shown.previewUrl}`, { redirect: 'manual' })).status).toBe(404);
});

test('a download whose file is gone answers 404 and counts nothing', async () => {
  const sound = await readySound('Arquivo Sumido', 660);
  const link = await api.as(listener, 'POST', `/sounds/${sound.id}/downloads`);
  expect(link.status).toBe(200);
  // The file leaves storage behind the catalogue's back (a lost disk, a bucket emptied by hand).
  const preview = (await files()).find((file) => file.includes(sound.audioId) && file.endsWith('preview.mp3'));
  expect(preview).toBeDefined();
  await rename(preview as string, `${preview as string}.sumido`);

  expect((await fetch(`${api.platform.url}${String(link.body.url)}`, { method: 'HEAD' })).status).toBe(404);
  const download = await fetch(`${api.platform.url}${String(link.body.url)}`);
  expect(download.status).toBe(404);
  await servedDownloadsApplied(api.db, { soundId: sound.id, served: 0 });
  expect(await downloadsOf(sound.id)).toBe(0);
  const mine = (await api.as(listener, 'GET', '/library/downloads')).body.items as { id: string }[];
  expect(mine.map((item) => item.id)).not.toContain(sound.id);
});

test('a WAV upload downloads as the original WAV beside the MP3, byte for byte, counted once for both', async () => {
  const sound = await readySound('Original Sem Perdas', 550);
  const link = await api.as(listener, 'POST', `/sounds/${sound.id}/downloads`);
  expect(link.body).toMatchObject({
    fileName: 'Original Sem Perdas.mp3',
    original: { fileName: 'Original Sem Perdas.wav', format: 'wav' },
  });
  const original = link.body.original as { url: string };
  const download = await fetch(`${api.platform.url}${original.url}`);
  expect(download.status).toBe(200);
  expect(download.headers.get('content-type')).toBe('audio/wav');
  expect(download.headers.get('content-disposition')).toBe('attachment; filename="Original Sem Perdas.wav"');
  const stored = (await files()).find((file) => file.includes(sound.audioId) && file.endsWith('original.wav'));
  expect(Buffer.from(await download.arrayBuffer()).equals(await readFile(stored as string))).toBe(true);
  await eventually(async () => expect(await downloadsOf(sound.id)).toBe(1), 10_000);

  // The MP3 after it counts nothing more: one download per person and sound, whichever file.
  const mp3 = await fetch(`${api.platform.url}${String(link.body.url)}`);
  expect(mp3.headers.get('content-type')).toBe('audio/mpeg');
  await mp3.arrayBuffer();
  // Media did count it as served (the WAV's event and the MP3's), and the catalogue applied both.
  await servedDownloadsApplied(api.db, { soundId: sound.id, served: 2 });
  expect(await downloadsOf(sound.id)).toBe(1);

  // The format is part of what the catalogue signed: an MP3 link cannot be bent into the original.
  const bent = await fetch(`${api.platform.url}${String(link.body.url)}&format=original`);
  expect(bent.status).toBe(403);
});
