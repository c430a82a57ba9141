// Issue #12, "the edge": private audio stays private, and a sound names only its owner's uploads.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { mediaService } from '@sampleteca/media';
import { eventually } from '@sampleteca/testing';
import { CatalogueApi, type SoundJson, type TestUser } from '../../services/platform/test/support/catalogue-api';

const run = promisify(execFile);
const api = new CatalogueApi();
let workDir: string;
let owner: TestUser;
let stranger: TestUser;
let admin: TestUser;
let audioId: string;
let sound: SoundJson;

type Audio = { status: string; previewUrl: string | null };

/** Uploads through media's API as `user`, the way the portal does. */
async function upload(user: TestUser, path: string, form: FormData): Promise<{ id: string; url?: string }> {
  const response = await fetch(`${api.platform.url}/api/media/${path}`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${user.token}` },
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; url?: string };
}

async function uploadAudio(user: TestUser): Promise<string> {
  const wav = join(workDir, `${randomUUID()}.wav`);
  await run('sox', ['-n', '-r', '44100', '-c', '1', '-b', '16', wav, 'synth', '2', 'sine', '330']);
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await readFile(wav))], { type: 'audio/wav' }), 'som.wav');
  return (await upload(user, 'audio', form)).id;
}

async function uploadCover(user: TestUser): Promise<{ id: string; url: string }> {
  const png = await sharp({ create: { width: 320, height: 320, channels: 3, background: '#6d2fe0' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('purpose', 'cover');
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'capa.png');
  const { id, url } = await upload(user, 'images', form);
  return { id, url: url as string };
}

/** What an <audio> element does with a preview address: follow it to an MP3 (no token to send). */
async function play(previewUrl: string, headers: Record<string, string> = {}): Promise<number> {
  const first = await fetch(`${api.platform.url}${previewUrl}`, { redirect: 'manual', headers });
  if (first.status !== 302) return first.status;
  const file = await fetch(new URL(first.headers.get('location') as string, api.platform.url));
  expect(file.headers.get('content-type')).toBe('audio/mpeg');
  return file.status;
}

const soundOf = (items: unknown, id: string) => (items as SoundJson[]).find((candidate) => candidate.id === id);
const audioOf = (found: SoundJson | undefined) => found?.audio as Audio | undefined;

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'sampleteca-private-preview-'));
  await api.start({ MEDIA_LOCAL_DIR: join(workDir, 'media') }, [mediaService]);
  owner = await api.user('Dona do Inédito');
  stranger = await api.user('Curioso');
  admin = await api.admin(await api.user('Revisora'));

  // An unpublished sound (in review), its audio processed by media.
  audioId = await uploadAudio(owner);
  sound = await api.sound(owner, { audioId, name: 'Inédito' }, false);
  await eventually(async () => {
    const shown = await api.as(owner, 'GET', `/sounds/${sound.id}`);
    expect((shown.body.audio as Audio).status).toBe('ready');
  }, 45_000);
}, 120_000);

afterAll(async () => {
  await api.stop();
  await rm(workDir, { recursive: true, force: true });
});

describe("an unpublished sound's preview", () => {
  test('a visitor or a stranger holding its audio id gets nothing', async () => {
    const bare = `/api/media/audio/${audioId}/preview`;
    expect(await play(bare)).toBe(403);
    expect(await play(bare, { authorization: `Bearer ${stranger.token}` })).toBe(403);
    // Nor a signed link: media gives one to the owner and administrators only, the catalogue
    // does not show the sound to them at all.
    const link = await api.as(stranger, 'GET', `/media/audio/${audioId}/preview-link`);
    expect(link.body).toMatchObject({ statusCode: 404, code: 'AUDIO_NOT_FOUND' });
    expect((await api.call('GET', `/media/audio/${audioId}/preview-link`)).status).toBe(401);
    expect((await api.as(stranger, 'GET', `/sounds/${sound.id}`)).status).toBe(404);
    expect(soundOf((await api.as(stranger, 'GET', '/sounds?search=inedito')).body.items, sound.id)).toBeUndefined();
    // A link forged without the secret, or one signed for another file, is refused.
    expect(await play(`${bare}?expires=${Math.floor(Date.now() / 1000) + 3600}&signature=${'A'.repeat(43)}`)).toBe(403);
    const mine = await uploadAudio(stranger);
    await eventually(async () => {
      const answer = await api.as(stranger, 'GET', `/media/audio/${mine}/preview-link`);
      expect(answer.status).toBe(200);
      expect(await play(`${bare}${new URL(String(answer.body.url), 'http://x').search}`)).toBe(403);
    }, 45_000);
  });

  test('its owner and administrators play it through what the portal uses', async () => {
    // The owner: the sound page and Meus Uploads carry a link signed for them.
    const page = audioOf((await api.as(owner, 'GET', `/sounds/${sound.id}`)).body as SoundJson);
    expect(await play(String(page?.previewUrl))).toBe(200);
    const uploads = await api.as(owner, 'GET', '/library/uploads');
    expect(await play(String(audioOf(soundOf(uploads.body.items, sound.id))?.previewUrl))).toBe(200);
    // An administrator: the producer page (admin list) and the review screens' player, which
    // trades the request's address for a link (GET /media/audio/{id}/preview-link).
    const all = await api.call('GET', '/admin/sounds?range=[0,99]', { token: admin.token });
    expect(await play(String(audioOf(soundOf(all.body, sound.id))?.previewUrl))).toBe(200);
    for (const user of [admin, owner]) {
      const link = await api.as(user, 'GET', `/media/audio/${audioId}/preview-link`);
      expect(link.status).toBe(200);
      expect(await play(String(link.body.url))).toBe(200);
    }
  });

  test('once public, signed-in listeners play it from the catalogue; its bare address still plays nothing', async () => {
    const published = await api.sound(owner, { audioId: await uploadAudio(owner), name: 'Publicado' }, true);
    const listed = await eventually(async () => {
      const answer = await api.as(stranger, 'GET', `/sounds/${published.id}`);
      expect((answer.body.audio as Audio).status).toBe('ready');
      return answer.body.audio as Audio;
    }, 45_000);
    expect(await play(String(listed.previewUrl))).toBe(200);
    const id = (published.audio as { id: string }).id;
    expect(await play(`/api/media/audio/${id}/preview`)).toBe(403);
  });
});

describe('a new sound names only its owner’s uploads', () => {
  test("a stranger's audio or cover, or an id never uploaded, is refused and nothing is saved", async () => {
    const categoryId = await api.category(owner, 'segurança');
    const base = await api.soundBody(owner, { name: 'Emprestado', categoryId });
    const theirAudio = await uploadAudio(stranger);
    const theirCover = await uploadCover(stranger);
    const myAudio = await uploadAudio(owner);
    const myCover = await uploadCover(owner);
    const before = await api.soundCount(owner);

    const attempts: [Record<string, unknown>, string][] = [
      [{ audioId: theirAudio }, 'AUDIO_NOT_YOURS'],
      [{ audioId: randomUUID() }, 'AUDIO_NOT_YOURS'],
      [{ audioId: myAudio, imageId: theirCover.id, imageUrl: theirCover.url }, 'IMAGE_NOT_YOURS'],
      [{ audioId: myAudio, imageId: myCover.id, imageUrl: theirCover.url }, 'IMAGE_NOT_YOURS'],
      [{ audioId: myAudio, imageId: randomUUID() }, 'IMAGE_NOT_YOURS'],
    ];
    for (const [fields, code] of attempts) {
      const answer = await api.as(owner, 'POST', '/sounds', { ...base, ...fields });
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe(code);
      expect(answer.body.message).toMatch(/^Erro ao cadastrar música: /);
    }
    const produced = await api.as(owner, 'POST', '/sounds/produced', {
      audioId: theirAudio,
      imageId: theirCover.id,
      imageUrl: theirCover.url,
      name: 'Produzida emprestada',
      artists: 'MC Alheio',
      key: 'C',
      bpm: '85-100',
      categoryId,
    });
    expect(produced.status).toBe(404);
    expect(await api.soundCount(owner)).toBe(before);

    // Their own files go through.
    const created = await api.as(owner, 'POST', '/sounds', {
      ...base,
      audioId: myAudio,
      imageId: myCover.id,
      imageUrl: myCover.url,
    });
    expect(created.status).toBe(201);
  }, 60_000);
});
