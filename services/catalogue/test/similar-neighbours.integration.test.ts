import type { AudioDescribed } from '@sampleteca/contracts';
import { TimbreCellsBuilder } from '@sampleteca/catalogue';
import { CatalogueApi, names, type SoundJson, type TestUser } from './support/catalogue-api';
import { timbreSound } from './support/timbre-sounds';

// 'Sons parecidos' from neighbour lists (#46): the worker lists each public sound's nearest after
// building the cells, and a request reads its sound's list. What a listener sees must stay right
// when a listed sound is hidden, made private or deleted, and when a sound is published or
// described after the lists were built.
const api = new CatalogueApi();
let producer: TestUser;
let listener: TestUser;
let admin: TestUser;
let categoryId: string;
let reference: SoundJson;
const tones: SoundJson[] = [];

const sound = (owner: TestUser, name: string, timbre: number[] | null, published = true) =>
  timbreSound(api, owner, categoryId, name, timbre, { published });
/** The three nearest: few enough that a list answers (a longer limit than the list's sounds scans). */
const similar = (viewer: TestUser, soundId = reference.id, limit = 3) =>
  api.as(viewer, 'GET', `/sounds/${soundId}/similar?limit=${limit}`);
const builder = () => api.platform.app.get(TimbreCellsBuilder);
const listOf = async (soundId: string): Promise<string[] | undefined> => {
  const { rows } = await api.db.query<{ names: string[] }>(
    `SELECT array(SELECT s.name FROM unnest(n.neighbours) WITH ORDINALITY AS l(id, i)
                    JOIN catalogue.sounds s ON s.id = l.id ORDER BY l.i) AS names
       FROM catalogue.timbre_neighbours n WHERE n.sound_id = $1`,
    [soundId],
  );
  return rows[0]?.names;
};
const describe_ = async (soundId: string, values: number[]) => {
  const { rows } = await api.db.query<{ audio_id: string }>(`SELECT audio_id FROM catalogue.sounds WHERE id = $1`, [
    soundId,
  ]);
  await api.fromMedia<AudioDescribed>('media.audio.described', {
    audioId: rows[0].audio_id,
    ownerUserId: producer.id,
    timbre: { version: 1, values },
    describedAt: new Date().toISOString(),
  });
};

beforeAll(async () => {
  await api.start({ CATALOGUE_TIMBRE_CELLS_FROM: '10' });
  producer = await api.user('Produtora de Tons');
  listener = await api.user('Ouvinte de Tons');
  admin = await api.admin(await api.user('Moderadora de Tons'));
  categoryId = await api.category(producer, 'tons vizinhos');
  reference = await sound(producer, 'Tom de referência', [0, 0, 0]);
  for (let index = 1; index <= 11; index += 1) tones.push(await sound(producer, `Tom ${index}`, [index / 10, 0, 0]));
  await expect(builder().buildIfDue()).resolves.toBe(true);
}, 120_000);

afterAll(() => api.stop());

test('the worker lists each public sound’s nearest after the cells, resuming a build it stopped', async () => {
  // Stopped after its first cell (a worker shutting down): nothing listed for the others yet.
  let cellsStarted = 0;
  await expect(builder().buildNeighboursIfDue(() => ++cellsStarted > 1)).resolves.toBe(false);
  const { rows: stopped } = await api.db.query<{ building: number | null; done: number }>(
    `SELECT neighbours_building_generation AS building, neighbours_done AS done FROM catalogue.timbre_index`,
  );
  expect(stopped[0]).toEqual({ building: 1, done: 1 });
  const backfills = await api.as(admin, 'GET', '/admin/catalogue/backfills');
  const lists = (backfills.body as unknown as { id: string; done: number; total: number }[]).find(
    (backfill) => backfill.id === 'timbre-neighbours',
  );
  expect(lists).toEqual({ id: 'timbre-neighbours', done: 1, total: 8 });

  await expect(builder().buildNeighboursIfDue()).resolves.toBe(true);
  const expected = tones.map((tone) => tone.name);
  expect(await listOf(reference.id)).toEqual(expected);
  expect(await listOf(tones[10].id)).toEqual([
    'Tom 10',
    'Tom 9',
    'Tom 8',
    'Tom 7',
    'Tom 6',
    'Tom 5',
    'Tom 4',
    'Tom 3',
    'Tom 2',
    'Tom 1',
    'Tom de referência',
  ]);
  // Not due again: nothing changed since.
  await expect(builder().buildNeighboursIfDue()).resolves.toBe(false);

  // Built again from the start, the lists are the same.
  await api.db.query(`UPDATE catalogue.timbre_index SET neighbours_generation = NULL`);
  await expect(builder().buildNeighboursIfDue()).resolves.toBe(true);
  expect(await listOf(reference.id)).toEqual(expected);
});

test('a request reads its sound’s list: a sound left off the list is not scanned for', async () => {
  expect(names(await similar(listener))).toEqual(['Tom 1', 'Tom 2', 'Tom 3']);
  await api.db.query(
    `UPDATE catalogue.timbre_neighbours SET neighbours = array_remove(neighbours, $2) WHERE sound_id = $1`,
    [reference.id, tones[1].id],
  );
  try {
    // Another limit: not the answer the first request left in the shared lists (nothing it hears of changed).
    expect(names(await similar(listener, reference.id, 4))).toEqual(['Tom 1', 'Tom 3', 'Tom 4', 'Tom 5']);
  } finally {
    await api.db.query(`UPDATE catalogue.timbre_neighbours SET neighbours = $2 WHERE sound_id = $1`, [
      reference.id,
      tones.map((tone) => tone.id),
    ]);
  }
});

test('a listed sound the moderation hides leaves the list, and comes back when published again', async () => {
  const hidden = await api.as(admin, 'PUT', `/admin/sounds/${tones[0].id}`, { status: 'private' });
  expect(hidden.status).toBe(200);
  expect(names(await similar(listener))).toEqual(['Tom 2', 'Tom 3', 'Tom 4']);
  expect((await api.as(admin, 'PUT', `/admin/sounds/${tones[0].id}`, { status: 'public' })).status).toBe(200);
  expect(names(await similar(listener))).toEqual(['Tom 1', 'Tom 2', 'Tom 3']);
});

test('a listed sound its owner makes private leaves others’ lists and stays in its owner’s', async () => {
  await api.db.query(`UPDATE catalogue.sounds SET status = 'private' WHERE id = $1`, [tones[1].id]);
  try {
    expect(names(await similar(listener))).toEqual(['Tom 1', 'Tom 3', 'Tom 4']);
    expect(names(await similar(producer))).toEqual(['Tom 1', 'Tom 2', 'Tom 3']);
  } finally {
    await api.db.query(`UPDATE catalogue.sounds SET status = 'public' WHERE id = $1`, [tones[1].id]);
  }
});

test('a listed sound deleted leaves the list', async () => {
  const doomed = await sound(producer, 'Tom que sai', [0.04, 0, 0]);
  // Listed by a build (new lists are due once enough changed: forced here).
  await api.db.query(`UPDATE catalogue.timbre_index SET neighbours_generation = NULL`);
  await expect(builder().buildNeighboursIfDue()).resolves.toBe(true);
  expect((await listOf(reference.id))?.[0]).toBe('Tom que sai');
  expect(names(await similar(listener))).toEqual(['Tom que sai', 'Tom 1', 'Tom 2']);
  expect((await api.as(producer, 'DELETE', `/sounds/${doomed.id}`)).status).toBe(200);
  expect(names(await similar(listener))).toEqual(['Tom 1', 'Tom 2', 'Tom 3']);
});

test('a sound published or described after the build takes its place; a draft shows to its owner only', async () => {
  const draft = await sound(producer, 'Tom publicado depois', [0.15, 0, 0], false);
  expect(names(await similar(listener))).toEqual(['Tom 1', 'Tom 2', 'Tom 3']);
  expect(names(await similar(producer))).toEqual(['Tom 1', 'Tom publicado depois', 'Tom 2']);
  await api.db.query(`UPDATE catalogue.sounds SET status = 'public' WHERE id = $1`, [draft.id]);
  expect(names(await similar(listener))).toEqual(['Tom 1', 'Tom publicado depois', 'Tom 2']);

  const late = await sound(producer, 'Tom descrito depois', null);
  await describe_(late.id, [0.01, 0, 0]);
  expect(names(await similar(listener))).toEqual(['Tom descrito depois', 'Tom 1', 'Tom publicado depois']);
  // Its own list is not built yet: its answer comes from the cells.
  expect(await listOf(late.id)).toBeUndefined();
  expect(names(await similar(listener, late.id))).toEqual(['Tom de referência', 'Tom 1', 'Tom publicado depois']);
});

test('a listed sound whose timbre changed is measured as it is now, and a sound whose own changed is not answered from its old list', async () => {
  await describe_(tones[10].id, [0.005, 0, 0]);
  expect(names(await similar(listener))).toEqual(['Tom 11', 'Tom descrito depois', 'Tom 1']);
  await describe_(reference.id, [1.05, 0, 0]);
  expect(names(await similar(listener))).toEqual(['Tom 10', 'Tom 9', 'Tom 8']);
});
