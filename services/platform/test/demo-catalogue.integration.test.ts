// The demo catalogue a first start publishes (DEMO_CATALOGUE): real audio through media's
// pipeline, covers, kits and categories, published by the curator; resumable, made once, and
// never on top of a catalogue people already use. A few small kits stand in for DEMO_KITS.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { DemoAccounts } from '@sampleteca/identity';
import { runPlatform, type RunningPlatform } from '@sampleteca/runtime';
import { createTestEnvironment, eventually, type TestEnvironment } from '@sampleteca/testing';
import { seedDemoCatalogue, wantsDemoCatalogue } from '../src/demo/demo-catalogue';
import { DEMO_EMAILS } from '../src/demo/demo-people';
import { DEMO_KITS, soundCount, type DemoKit } from '../src/demo/demo-sounds';
import { ALL_SERVICES } from '../src/services';

const FIRST: DemoKit = {
  name: 'Kit de Teste',
  producer: 'duda',
  category: 'funk',
  colours: ['0xdb2777', '0xf59e0b', '0x1e1b4b'],
  sounds: [
    { name: 'Kick de Teste', type: 'Samples', key: 'Am', bpm: 130, recipe: { kind: 'one-shot', sound: 'kick' } },
    { name: 'Aah de Teste', type: 'Acapelas', key: 'F', bpm: 70, recipe: { kind: 'vocal', octave: 4, bars: 1 } },
  ],
};
const SECOND: DemoKit = {
  name: 'Outro Kit de Teste',
  producer: 'nina',
  category: 'r&b',
  colours: ['0xbe185d', '0xfb7185', '0x3b0764'],
  sounds: [
    { name: 'Loop de Teste', type: 'Beats', key: 'C#m', bpm: 140, recipe: { kind: 'drums', groove: 'trap', bars: 1 } },
  ],
};

interface ListedSound {
  id: string;
  name: string;
  type: string;
  key: string;
  bpm: string;
  status: string;
  imageUrl: string | null;
  drumKit: { name: string; imageUrl: string | null } | null;
  category: { name: string } | null;
  owner: { name: string };
  audio: { status: string; durationSeconds: number; previewUrl: string | null; peaks: number[] | null };
}

let environment: TestEnvironment;
let platform: RunningPlatform;
let mediaDir: string;
let db: Client;

beforeAll(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), 'sampleteca-demo-media-'));
  environment = await createTestEnvironment({ MEDIA_LOCAL_DIR: mediaDir });
  platform = await runPlatform(ALL_SERVICES, environment.env);
  db = new Client({ connectionString: environment.databaseUrl });
  await db.connect();
}, 60_000);

afterAll(async () => {
  await db?.end();
  await platform?.close();
  await environment?.cleanup();
  if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
});

/** A listener's session, handed out by identity (how they signed in does not matter here). */
async function listenerToken(): Promise<string> {
  const accounts = platform.app.get(DemoAccounts, { strict: false });
  const listener = await accounts.signIn({ email: 'lia.ouvinte@example.com', fullName: 'Lia Ouvinte', producer: '' });
  return listener.accessToken;
}

async function publicSounds(token: string): Promise<ListedSound[]> {
  const response = await fetch(`${platform.url}/api/sounds?pageSize=100`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: ListedSound[] }).items;
}

test('publica os sons com áudio e capa de verdade, um kit por vez e só o que falta, sem deixar administrador nem sessão', async () => {
  expect(await seedDemoCatalogue(platform, [FIRST])).toEqual({ published: 2, failed: 0 });
  // A second start with more kits (a start interrupted half way) adds only what is missing.
  expect(await seedDemoCatalogue(platform, [FIRST, SECOND])).toEqual({ published: 1, failed: 0 });
  expect(await seedDemoCatalogue(platform, [FIRST, SECOND])).toEqual({ published: 0, failed: 0, skipped: 'done' });

  const token = await listenerToken();
  const listed = await publicSounds(token);
  expect(listed.map((sound) => sound.name).sort()).toEqual(['Aah de Teste', 'Kick de Teste', 'Loop de Teste']);
  const kick = listed.find((sound) => sound.name === 'Kick de Teste') as ListedSound;
  expect(kick).toMatchObject({
    type: 'Samples',
    key: 'Am',
    bpm: '110-130',
    status: 'public',
    drumKit: { name: 'Kit de Teste' },
    category: { name: 'funk' },
    owner: { name: 'Duda Batidas' },
    audio: { status: 'ready' },
  });
  expect(kick.drumKit?.imageUrl).toBeTruthy();
  // The one-shot kick lasts a second; a bar of trap drums at 140 BPM lasts 60/140·4 s.
  expect(kick.audio.durationSeconds).toBeCloseTo(1, 1);
  const loop = listed.find((sound) => sound.name === 'Loop de Teste') as ListedSound;
  expect(loop.audio.durationSeconds).toBeCloseTo(240 / 140, 1);
  expect(loop.audio.peaks?.some((peak) => peak > 0.1)).toBe(true);

  // The preview plays (an MP3 from media) and the cover is an image.
  for (const sound of listed) {
    const preview = await fetch(`${platform.url}${sound.audio.previewUrl}`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toContain('audio/mpeg');
    expect((await preview.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    const cover = await fetch(`${platform.url}${sound.imageUrl}`);
    expect(cover.status).toBe(200);
    expect(cover.headers.get('content-type')).toMatch(/^image\//);
  }
  // The download serves the file (and counts it).
  const download = await fetch(`${platform.url}/api/sounds/${loop.id}/downloads`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(download.status).toBe(200);
  const { url, fileName } = (await download.json()) as { url: string; fileName: string };
  expect(fileName).toBe('Loop de Teste.mp3');
  const file = await fetch(new URL(url, platform.url));
  expect(file.status).toBe(200);
  expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  await eventually(async () => {
    const shown = await fetch(`${platform.url}/api/sounds/${loop.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await shown.json()) as { downloads: number }).downloads).toBe(1);
  }, 15_000);

  // No administrator and no open session is left behind; no one can sign in as a demo account.
  const accounts = await db.query<{ email: string; permission: string | null; password_hash: string | null }>(
    'SELECT email, permission, password_hash FROM identity.users WHERE email = ANY($1)',
    [DEMO_EMAILS],
  );
  expect(accounts.rows.length).toBe(3); // duda, nina and the curator
  expect(accounts.rows.every((row) => row.permission === null && row.password_hash === null)).toBe(true);
  const live = await db.query(
    `SELECT 1 FROM identity.sessions s JOIN identity.users u ON u.id = s.user_id
      WHERE u.email = ANY($1) AND s.revoked_at IS NULL`,
    [DEMO_EMAILS],
  );
  expect(live.rowCount).toBe(0);
}, 240_000);

test('um catálogo com sons de outras pessoas não recebe a demonstração', async () => {
  const before = await db.query('SELECT count(*)::int AS n FROM catalogue.sounds');
  await db.query(
    `INSERT INTO catalogue.audio_files (audio_id, owner_id, status) VALUES (gen_random_uuid(), gen_random_uuid(), 'ready')`,
  );
  await db.query(
    `INSERT INTO catalogue.sounds (name, description, type, key, bpm, owner_id, audio_id)
     SELECT 'Som de Alguém', 'Um som de verdade', 'Samples', 'C', '60-80', owner_id, audio_id
       FROM catalogue.audio_files WHERE NOT EXISTS (SELECT 1 FROM catalogue.sounds s WHERE s.audio_id = audio_files.audio_id)`,
  );
  const withNewKit: DemoKit = { ...SECOND, name: 'Kit Novo', sounds: [{ ...SECOND.sounds[0], name: 'Som Novo' }] };
  expect(await seedDemoCatalogue(platform, [FIRST, SECOND, withNewKit])).toEqual({
    published: 0,
    failed: 0,
    skipped: 'catalogue-in-use',
  });
  const after = await db.query('SELECT count(*)::int AS n FROM catalogue.sounds');
  expect(after.rows[0].n).toBe(before.rows[0].n + 1);
});

test('não começa em produção, com DEMO_CATALOGUE=false, nem num processo sem os serviços que publicam', () => {
  const { config } = platform;
  expect(wantsDemoCatalogue({ ...config, DEMO_CATALOGUE: true })).toBe(true);
  expect(wantsDemoCatalogue({ ...config, DEMO_CATALOGUE: true, isProduction: true })).toBe(false);
  expect(wantsDemoCatalogue({ ...config, DEMO_CATALOGUE: false })).toBe(false);
  const withoutMedia = config.SERVICES.filter((service) => service !== 'media');
  expect(wantsDemoCatalogue({ ...config, DEMO_CATALOGUE: true, SERVICES: withoutMedia })).toBe(false);
  // The tests' platforms start without it (createTestEnvironment).
  expect(config.DEMO_CATALOGUE).toBe(false);

  // The full demo: 64 sounds of all four types, in many keys, by several producers.
  expect(soundCount(DEMO_KITS)).toBeGreaterThanOrEqual(60);
  const sounds = DEMO_KITS.flatMap((kit) => kit.sounds);
  expect(new Set(sounds.map((sound) => sound.type)).size).toBe(4);
  expect(new Set(sounds.map((sound) => sound.key)).size).toBeGreaterThanOrEqual(12);
  expect(new Set(DEMO_KITS.map((kit) => kit.producer)).size).toBeGreaterThanOrEqual(4);
  expect(new Set(sounds.map((sound) => sound.name)).size).toBe(sounds.length);
});
