import { TimbreCellsBuilder } from '@sampleteca/catalogue';
import { CatalogueApi, names, type TestUser } from './support/catalogue-api';
import { timbreSound, type TimbreShape } from './support/timbre-sounds';

// Search with a sound that media read as a family (#44): with a reading sure enough, the sounds of
// that family come first, nearest first among them, then the others by distance; the answer names
// the family the portal says the sound is like ('Parece um kick').
const api = new CatalogueApi();
let producer: TestUser;
let listener: TestUser;
let drafter: TestUser;
let categoryId: string;

const sound = (owner: TestUser, name: string, timbre: number[], shape: TimbreShape = {}) =>
  timbreSound(api, owner, categoryId, name, timbre, shape);
const search = (viewer: TestUser, body: Record<string, unknown>) =>
  api.as(viewer, 'POST', '/sounds/similar-to', { timbre: { version: 1, values: [0, 0, 0, 0] }, loop: false, ...body });
const reading = (family: string | null, familyConfidence: number | null) => ({
  family,
  familyConfidence,
  shape: 'one-shot',
});

beforeAll(async () => {
  // Cells from the first sounds on: every list below is measured in the cells this process keeps.
  await api.start({ CATALOGUE_TIMBRE_CELLS_FROM: '3' });
  producer = await api.user('Produtor de Bateria');
  listener = await api.user('Quem Busca');
  drafter = await api.user('Quem Guarda Kicks');
  categoryId = await api.category(producer, 'famílias');
  // The toms sound nearer the searched sound than the kicks do.
  await sound(producer, 'Tom grave', [0.1, 0, 0, 0], { family: 'tom' });
  await sound(producer, 'Tom médio', [0.2, 0, 0, 0], { family: 'tom' });
  await sound(producer, 'Kick curto', [0.6, 0, 0, 0], { family: 'kick' });
  await sound(producer, 'Kick longo', [0.4, 0, 0, 0], { family: 'kick' });
  await sound(producer, 'Som sem família', [0.3, 0, 0, 0]);
  await sound(producer, 'Loop de kick', [0, 0, 0, 0], { family: 'kick', loop: true });
  await sound(drafter, 'Meu kick guardado', [0.5, 0, 0, 0], { family: 'kick', published: false });
  await expect(api.platform.app.get(TimbreCellsBuilder).buildIfDue()).resolves.toBe(true);
}, 120_000);

afterAll(() => api.stop());

test('a sound read as a kick lists kicks first, nearest first, then the others by distance', async () => {
  const answer = await search(listener, { reading: reading('kick', 0.8) });
  expect(answer.status).toBe(200);
  expect(answer.body.family).toBe('kick');
  expect(names(answer)).toEqual(['Kick longo', 'Kick curto', 'Tom grave', 'Tom médio', 'Som sem família']);
  // The filters still hold: loops with loops.
  expect(names(await search(listener, { reading: reading('kick', 0.8), loop: true }))).toEqual(['Loop de kick']);
});

test("the viewer's own private kick is among the kicks for them, and for nobody else", async () => {
  const mine = await search(drafter, { reading: reading('kick', 0.8), limit: 3 });
  expect(names(mine)).toEqual(['Kick longo', 'Meu kick guardado', 'Kick curto']);
  expect(names(await search(listener, { reading: reading('kick', 0.8) }))).not.toContain('Meu kick guardado');
});

test('a family read without enough confidence, none, or no reading at all: by timbre alone', async () => {
  for (const body of [{ reading: reading('kick', 0.3) }, { reading: reading(null, null) }, { reading: null }, {}]) {
    const answer = await search(listener, body);
    expect(answer.status).toBe(200);
    expect(answer.body.family).toBeNull();
    expect(names(answer)).toEqual(['Tom grave', 'Tom médio', 'Som sem família', 'Kick longo', 'Kick curto']);
  }
});

test('a family with no sound in the catalogue: said, and the list by timbre', async () => {
  const answer = await search(listener, { reading: reading('clap', 0.9) });
  expect(answer.body.family).toBe('clap');
  expect(names(answer)).toEqual(['Tom grave', 'Tom médio', 'Som sem família', 'Kick longo', 'Kick curto']);
});

test('a reading that is not one is refused in Portuguese', async () => {
  for (const bad of [reading('bumbo', 0.9), reading('kick', 2), 'kick']) {
    const answer = await search(listener, { reading: bad });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain('O som de busca não pôde ser lido');
  }
});

test('a producer who changes a sound’s family moves it at once', async () => {
  await api.db.query(`UPDATE catalogue.sounds SET instrument_family = 'kick' WHERE name = 'Tom grave'`);
  expect(names(await search(listener, { reading: reading('kick', 0.8), limit: 2 }))).toEqual([
    'Tom grave',
    'Kick longo',
  ]);
  await api.db.query(`UPDATE catalogue.sounds SET instrument_family = 'tom' WHERE name = 'Tom grave'`);
});
