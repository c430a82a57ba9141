import type { AudioDescribed } from '@sampleteca/contracts';
import { TimbreCellsBuilder } from '@sampleteca/catalogue';
import { CatalogueApi, names, type SoundJson, type TestUser } from './support/catalogue-api';
import { timbreSound } from './support/timbre-sounds';

// 'Sons parecidos' shared between viewers without private sounds (similar/shared-similar.cache.ts,
// #44): a change must show on the very next request of whoever should see it, and a sound only its
// owner sees must never reach anyone else through a shared list.
const api = new CatalogueApi();
let producer: TestUser;
let listener: TestUser;
let other: TestUser;
let drafter: TestUser;
let categoryId: string;
let reference: SoundJson;

const sound = (owner: TestUser, name: string, timbre: number[] | null, published = true) =>
  timbreSound(api, owner, categoryId, name, timbre, { published });
const similar = (viewer: TestUser, soundId = reference.id) => api.as(viewer, 'GET', `/sounds/${soundId}/similar`);

beforeAll(async () => {
  // Cells from the first sounds on: every list below is measured in the cells this process keeps.
  await api.start({ CATALOGUE_TIMBRE_CELLS_FROM: '3' });
  producer = await api.user('Produtora de Timbres');
  listener = await api.user('Ouvinte Um');
  other = await api.user('Ouvinte Dois');
  drafter = await api.user('Quem Tem Rascunho');
  categoryId = await api.category(producer, 'timbres compartilhados');
  reference = await sound(producer, 'Tom de referência', [0, 0, 0]);
  await sound(producer, 'Tom vizinho', [0.2, 0, 0]);
  await sound(producer, 'Tom distante', [1, 0, 0]);
  await expect(api.platform.app.get(TimbreCellsBuilder).buildIfDue()).resolves.toBe(true);
}, 120_000);

afterAll(() => api.stop());

test('one viewer fills a list that the next one reads without the database measuring it again', async () => {
  expect(names(await similar(listener))).toEqual(['Tom vizinho', 'Tom distante']);
  // A rename the list version does not hear of: only a shared list still shows the old name.
  await api.db.query('ALTER TABLE catalogue.sounds DISABLE TRIGGER sounds_list_version');
  try {
    await api.db.query(`UPDATE catalogue.sounds SET name = 'Nome Sem Aviso' WHERE name = 'Tom vizinho'`);
    expect(names(await similar(other))).toEqual(['Tom vizinho', 'Tom distante']);
  } finally {
    await api.db.query(`UPDATE catalogue.sounds SET name = 'Tom vizinho' WHERE name = 'Nome Sem Aviso'`);
    await api.db.query('ALTER TABLE catalogue.sounds ENABLE TRIGGER sounds_list_version');
  }
});

test("a viewer's own private sound is in their list, whoever asked first, and never in anyone else's", async () => {
  expect(names(await similar(other))).not.toContain('Meu rascunho de tom');
  await sound(drafter, 'Meu rascunho de tom', [0.1, 0, 0], false);
  // The owner first: their list holds the draft and must not be shared.
  expect(names(await similar(drafter))).toEqual(['Meu rascunho de tom', 'Tom vizinho', 'Tom distante']);
  for (const viewer of [listener, other]) expect(names(await similar(viewer))).toEqual(['Tom vizinho', 'Tom distante']);
  expect(names(await similar(drafter))).toContain('Meu rascunho de tom');
});

test('a sound made private leaves the shared list at once, and stays in its owner’s', async () => {
  const neighbour = await sound(producer, 'Tom que se esconde', [0.05, 0, 0]);
  expect(names(await similar(listener))[0]).toBe('Tom que se esconde');
  expect(names(await similar(other))[0]).toBe('Tom que se esconde');

  await api.db.query(`UPDATE catalogue.sounds SET status = 'private' WHERE id = $1`, [neighbour.id]);
  for (const viewer of [listener, other]) expect(names(await similar(viewer))).not.toContain('Tom que se esconde');
  expect(names(await similar(producer))[0]).toBe('Tom que se esconde');
  // The producer now has a private sound: their lists are theirs; others still share theirs.
  await api.db.query(`UPDATE catalogue.sounds SET status = 'public' WHERE id = $1`, [neighbour.id]);
  expect(names(await similar(other))[0]).toBe('Tom que se esconde');
});

test('a deleted sound leaves the shared list at once', async () => {
  const doomed = await sound(producer, 'Tom que sai', [0.01, 0, 0]);
  expect(names(await similar(listener))[0]).toBe('Tom que sai');
  expect((await api.as(producer, 'DELETE', `/sounds/${doomed.id}`)).status).toBe(200);
  for (const viewer of [listener, other]) expect(names(await similar(viewer))).not.toContain('Tom que sai');
});

test('a sound media describes after a list was shared joins it on the next request', async () => {
  const late = await sound(producer, 'Tom descrito depois', null);
  const before = await similar(listener);
  expect(names(before)).not.toContain('Tom descrito depois');
  const { rows } = await api.db.query<{ audio_id: string }>(`SELECT audio_id FROM catalogue.sounds WHERE id = $1`, [
    late.id,
  ]);
  await api.fromMedia<AudioDescribed>('media.audio.described', {
    audioId: rows[0].audio_id,
    ownerUserId: producer.id,
    timbre: { version: 1, values: [0.02, 0, 0] },
    describedAt: new Date().toISOString(),
  });
  expect(names(await similar(other))[0]).toBe('Tom descrito depois');
  // And the reference's own 'not analysed yet' answer is not kept once it is described.
  expect((await similar(listener, late.id)).body.reference).toEqual({ loop: false, described: true });
});
