// The demo catalogue a first start publishes (DEMO_CATALOGUE): real audio through media's
// pipeline, covers, kits and categories, published by the curator; resumable, made once, and
// never on top of a catalogue people already use. A few small kits stand in for DEMO_KITS.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { bpmRangeOf } from '@sampleteca/contracts';
import { DemoAccountsService } from '@sampleteca/identity';
import { runPlatform, type RunningPlatform } from '@sampleteca/runtime';
import { createTestEnvironment, eventsHandled, eventually, type TestEnvironment } from '@sampleteca/testing';
import { seedDemoCatalogue, wantsDemoCatalogue } from '../src/demo/demo-catalogue';
import { DEMO_EMAILS, DEMO_PRODUCERS } from '../src/demo/demo-people';
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

const run = promisify(execFile);
const SEEDED_OWNER = `owner_id BETWEEN '00000000-5eed-4000-8000-000000000000' AND '00000000-5eed-4000-8000-ffffffffffff'`;

/** `npm run seed:catalogue` on the test's database. */
function seedCatalogue(sounds: number, ...options: string[]) {
  const cli = resolve('services/catalogue/dist/cli/seed-catalogue.js');
  return run(
    process.execPath,
    [cli, '--sounds', String(sounds), ...options, '--database-url', environment.databaseUrl],
    {
      env: { ...process.env, NODE_ENV: 'test' },
    },
  );
}

interface ListedSound {
  id: string;
  name: string;
  type: string;
  key: string;
  bpm: string;
  tempo: number | null;
  status: string;
  imageUrl: string | null;
  drumKit: { name: string; imageUrl: string | null } | null;
  category: { name: string } | null;
  owner: { name: string };
  audio: { status: string; durationSeconds: number; previewUrl: string | null; levels: string | null };
  instrumentFamily: string | null;
  shape: string | null;
  familySource: string | null;
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
  const accounts = platform.app.get(DemoAccountsService, { strict: false });
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

test('seed:catalogue sem áudio processado para compartilhar explica o que fazer e não semeia nada', async () => {
  const failed = await seedCatalogue(100).then(
    () => undefined,
    (error: { code: number; stderr: string }) => error,
  );
  expect(failed?.code).toBe(1);
  expect(failed?.stderr).toContain('Nenhum som público com áudio processado para os sons semeados tocarem');
  const { rows } = await db.query('SELECT count(*)::int AS n FROM catalogue.sounds');
  expect(rows[0].n).toBe(0);
});

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
    // #44: the demo producers say what they made; the analysis' reading of a synthesized sound is a guess.
    instrumentFamily: 'kick',
    shape: 'one-shot',
    familySource: 'producer',
  });
  expect(kick.drumKit?.imageUrl).toBeTruthy();
  // The one-shot kick lasts a second; a bar of trap drums at 140 BPM lasts 60/140·4 s.
  expect(kick.audio.durationSeconds).toBeCloseTo(1, 1);
  const loop = listed.find((sound) => sound.name === 'Loop de Teste') as ListedSound;
  expect(loop.audio.durationSeconds).toBeCloseTo(240 / 140, 1);
  // Loops carry the tempo they were made at, whatever the analysis heard ('Combina com este' reads it).
  expect(loop.tempo).toBe(140);
  expect(listed.find((sound) => sound.name === 'Aah de Teste')?.tempo).toBe(70);
  // Some bar louder than 2/20 of the loudest ('c').
  expect(loop.audio.levels).toMatch(/[d-u]/);

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
  const someone = { owner: randomUUID(), audio: randomUUID() };
  await db.query(`INSERT INTO catalogue.audio_files (audio_id, owner_id, status) VALUES ($1, $2, 'ready')`, [
    someone.audio,
    someone.owner,
  ]);
  await db.query(
    `INSERT INTO catalogue.sounds (name, description, type, key, bpm, owner_id, audio_id)
     VALUES ('Som de Alguém', 'Um som de verdade', 'Samples', 'C', '60-80', $1, $2)`,
    [someone.owner, someone.audio],
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

/**
 * What the sounds' triggers keep, recounted from the sounds themselves: the seed skips foreign-key
 * checks (session_replication_role = replica), and a trigger that did not fire for its batches
 * (or a per-statement count that missed rows) would differ here.
 */
async function keptCountsDrift(): Promise<Record<string, unknown[]>> {
  const drift = async (sql: string) => (await db.query(sql)).rows;
  const taxonomy = (table: string, column: string) =>
    drift(`SELECT t.id, t.sounds_count, count(s.id)::int AS actual FROM catalogue.${table} t
             LEFT JOIN catalogue.sounds s ON s.${column} = t.id GROUP BY t.id HAVING t.sounds_count <> count(s.id)`);
  return {
    publicCounts: await drift(`
      SELECT * FROM (SELECT type, key, bpm, coalesce(category_id, '00000000-0000-0000-0000-000000000000') AS category_id,
                            is_produced, count(*)::int AS actual
                       FROM catalogue.sounds WHERE status = 'public' GROUP BY 1, 2, 3, 4, 5) a
        FULL JOIN (SELECT * FROM catalogue.public_sound_counts WHERE sounds <> 0) c USING (type, key, bpm, category_id, is_produced)
       WHERE a.actual IS DISTINCT FROM c.sounds`),
    searchWords: await drift(`
      SELECT DISTINCT unnest(tsvector_to_array(search_vector)) AS word FROM catalogue.sounds
      EXCEPT SELECT word FROM catalogue.search_words`),
    drumKits: await taxonomy('drum_kits', 'drum_kit_id'),
    categories: await taxonomy('categories', 'category_id'),
    artists: await taxonomy('artists', 'artist_id'),
  };
}

test('seed:catalogue aponta os sons semeados para os áudios processados: tocam, baixam e têm a duração do arquivo', async () => {
  const listVersion = async () => (await db.query('SELECT version FROM catalogue.list_version')).rows[0].version;
  const versionBefore = await listVersion();
  // Batches of 100 on two connections at once.
  await seedCatalogue(300, '--jobs', '2');
  const noDrift = { publicCounts: [], searchWords: [], drumKits: [], categories: [], artists: [] };
  expect(await keptCountsDrift()).toEqual(noDrift);
  // --reset deletes them in a few statements (counted down per statement) and seeds them again.
  const { stdout } = await seedCatalogue(300, '--jobs', '2', '--reset');
  expect(stdout).toContain('apagando o que foi semeado antes');
  expect(await keptCountsDrift()).toEqual(noDrift);
  // Shared pages cached before the seed are retired.
  expect(Number(await listVersion())).toBeGreaterThan(Number(versionBefore));
  const seeded = await db.query<{
    id: string;
    type: string;
    audio_id: string;
    duration: number;
    image_id: string | null;
  }>(
    `SELECT s.id, s.type, s.audio_id, a.duration_seconds AS duration, s.image_id
       FROM catalogue.sounds s JOIN catalogue.audio_files a USING (audio_id)
      WHERE s.${SEEDED_OWNER} AND s.status = 'public' ORDER BY s.created_at DESC LIMIT 40`,
  );
  expect(seeded.rows.length).toBe(40);
  // Every seeded loop has an exact tempo its BPM range holds; only one-shot Samples have none.
  const tempos = await db.query<{ type: string; bpm: string; tempo: number | null }>(
    `SELECT type, bpm, tempo FROM catalogue.sounds WHERE ${SEEDED_OWNER}`,
  );
  for (const { type, bpm, tempo } of tempos.rows) {
    if (tempo === null) expect(type).toBe('Samples');
    else expect(bpmRangeOf(tempo)).toBe(bpm);
  }
  expect(tempos.rows.filter((row) => row.tempo !== null).length).toBeGreaterThan(tempos.rows.length * 0.8);
  const token = await listenerToken();
  const published = await publicSounds(token);
  const realDurations = (type: string) =>
    published.filter((sound) => sound.type === type).map((sound) => sound.audio.durationSeconds.toFixed(1));
  for (const sound of seeded.rows.slice(0, 6)) {
    // The duration of one of the real files of its type.
    const durations = realDurations(sound.type);
    if (durations.length) expect(durations).toContain(sound.duration.toFixed(1));
    const shown = await fetch(`${platform.url}/api/sounds/${sound.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const { audio, imageUrl } = (await shown.json()) as ListedSound;
    expect(audio.levels?.length).toBeGreaterThan(0);
    const preview = await fetch(`${platform.url}${audio.previewUrl}`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toContain('audio/mpeg');
    if (imageUrl) expect((await fetch(`${platform.url}${imageUrl}`)).status).toBe(200);
  }
  expect(seeded.rows.some((sound) => sound.image_id)).toBe(true);
  // A card without its own cover shows its drum kit's: every seeded kit's cover is there too.
  const kitCovers = await db.query<{ image_url: string }>(
    `SELECT DISTINCT k.image_url FROM catalogue.drum_kits k JOIN catalogue.sounds s ON s.drum_kit_id = k.id
      WHERE s.${SEEDED_OWNER} AND k.image_url IS NOT NULL`,
  );
  expect(kitCovers.rows.length).toBeGreaterThan(0);
  for (const { image_url } of kitCovers.rows)
    expect([image_url, (await fetch(`${platform.url}${image_url}`)).status]).toEqual([image_url, 200]);
  // No seeded producer shows a picture that is not there.
  const avatars = await db.query(
    `SELECT 1 FROM catalogue.profiles WHERE user_id BETWEEN '00000000-5eed-4000-8000-000000000000'
       AND '00000000-5eed-4000-8000-ffffffffffff' AND avatar_url IS NOT NULL`,
  );
  expect(avatars.rowCount).toBe(0);

  // The producer of a shared file deletes their sound: the seeded sounds sharing it still play.
  const kick = published.find((sound) => sound.name === 'Kick de Teste') as ListedSound;
  const sharing = await db.query<{ id: string }>(
    `SELECT s.id FROM catalogue.sounds s JOIN media.audio_files m ON m.id = s.audio_id
      WHERE s.${SEEDED_OWNER} AND s.status = 'public'
        AND m.original_key = (SELECT original_key FROM media.audio_files WHERE id = (SELECT audio_id FROM catalogue.sounds WHERE id = $1))
      LIMIT 1`,
    [kick.id],
  );
  expect(sharing.rows.length).toBe(1);
  const duda = await platform.app.get(DemoAccountsService, { strict: false }).signIn(DEMO_PRODUCERS.duda);
  const deleted = await fetch(`${platform.url}/api/sounds/${kick.id}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${duda.accessToken}` },
  });
  expect(deleted.status).toBe(200);
  await eventually(async () => {
    const { rows } = await db.query('SELECT 1 FROM media.audio_files WHERE sound_id = $1 AND deleted_at IS NOT NULL', [
      kick.id,
    ]);
    expect(rows.length).toBe(1);
  }, 15_000);
  // Media removes a deleted sound's objects right after that commit: they stay, for the others.
  const shown = await fetch(`${platform.url}/api/sounds/${sharing.rows[0].id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { audio, imageUrl } = (await shown.json()) as ListedSound;
  // Checked once media's handler of the deletion has returned, its removal of objects included.
  await eventually(async () =>
    expect(
      await eventsHandled(platform.url, { consumer: 'media', type: 'sound.deleted', outcome: 'handled' }),
    ).toBeGreaterThanOrEqual(1),
  );
  const preview = await fetch(`${platform.url}${audio.previewUrl}`);
  expect(preview.status).toBe(200);
  expect((await preview.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  if (imageUrl) expect((await fetch(`${platform.url}${imageUrl}`)).status).toBe(200);
}, 120_000);

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
