import { CatalogueApi, names, type ApiAnswer, type SoundJson, type TestUser } from './support/catalogue-api';

// Browsed pages are shared between viewers without private sounds (catalogue
// sound-lists/shared-pages.cache.ts). Each change must show on the very next request of those who should see
// it, and a sound only its owner sees must never reach anyone else through a shared page.
const api = new CatalogueApi();
let producer: TestUser;
let listener: TestUser;
let other: TestUser;

/** A list of its own kind (a category only these tests use), so other files' sounds do not page it away. */
let category: string;
const list = (user: TestUser, query = '') => api.as(user, 'GET', `/sounds?category=${category}${query}`);
const cards = (answer: ApiAnswer) => answer.body.items as SoundJson[];
const cardOf = (answer: ApiAnswer, id: string) => cards(answer).find((card) => card.id === id);

beforeAll(async () => {
  await api.start();
  [producer, listener, other] = [
    await api.user('Produtora Compartilhada'),
    await api.user('Ouvinte Um'),
    await api.user('Ouvinte Dois'),
  ];
  category = await api.category(producer, 'páginas compartilhadas');
  for (const name of ['Primeiro Som', 'Segundo Som']) await api.sound(producer, { name, categoryId: category });
}, 120_000);

afterAll(() => api.stop());

test('one viewer fills a page that the next one reads without asking the database for it again', async () => {
  const first = await list(listener);
  expect(names(first)).toEqual(['Segundo Som', 'Primeiro Som']);
  // A rename the list version does not hear of (its trigger off): only a shared page still shows the old name.
  const renamed = cards(first)[0].id;
  await api.db.query('ALTER TABLE catalogue.sounds DISABLE TRIGGER sounds_list_version');
  try {
    await api.db.query(`UPDATE catalogue.sounds SET name = 'Nome Sem Aviso' WHERE id = $1`, [renamed]);
    expect(names(await list(other))).toEqual(['Segundo Som', 'Primeiro Som']);
  } finally {
    await api.db.query('ALTER TABLE catalogue.sounds ENABLE TRIGGER sounds_list_version');
  }
  // The same kind of change, heard: the next request of anyone reads the new page.
  await api.db.query(`UPDATE catalogue.sounds SET name = 'Segundo Som (editado)' WHERE id = $1`, [renamed]);
  expect(names(await list(other))).toEqual(['Segundo Som (editado)', 'Primeiro Som']);
});

test('a like shows at once to whoever liked (liked, +1) and as a count to everyone else', async () => {
  const sound = cards(await list(listener))[0];
  await list(other);
  expect((await api.as(listener, 'PUT', `/sounds/${sound.id}/like`, { liked: true })).status).toBe(200);

  expect(cardOf(await list(listener), sound.id)).toMatchObject({ liked: true, likes: sound.likes + 1 });
  expect(cardOf(await list(other), sound.id)).toMatchObject({ liked: false, likes: sound.likes + 1 });

  await api.as(listener, 'PUT', `/sounds/${sound.id}/like`, { liked: false });
  expect(cardOf(await list(listener), sound.id)).toMatchObject({ liked: false, likes: sound.likes });
});

test('a new private upload shows to its owner at once and never to anyone else, whoever asked first', async () => {
  const before = await list(listener);
  const hidden = await api.sound(producer, { name: 'Rascunho Privado', categoryId: category }, false);

  // The owner asks first: their page holds the private sound and must not be shared.
  const own = await list(producer);
  expect(names(own)).toContain('Rascunho Privado');
  expect(own.body.total).toBe(Number(before.body.total) + 1);
  for (const viewer of [listener, other]) {
    const seen = await list(viewer);
    expect(names(seen)).not.toContain('Rascunho Privado');
    expect(seen.body.total).toBe(before.body.total);
  }
  expect(names(await list(producer))).toContain('Rascunho Privado');

  // Published: on everyone's next request, with the total.
  await api.db.query(`UPDATE catalogue.sounds SET status = 'public' WHERE id = $1`, [hidden.id]);
  const published = await list(listener);
  expect(names(published)[0]).toBe('Rascunho Privado');
  expect(published.body.total).toBe(Number(before.body.total) + 1);
});

test('a key change moves the sound between key pages at once', async () => {
  const sound = cards(await list(listener, '&key=Am'))[0];
  expect(cardOf(await list(other, '&key=Dm'), sound.id)).toBeUndefined();

  await api.db.query(`UPDATE catalogue.sounds SET key = 'Dm' WHERE id = $1`, [sound.id]);
  expect(cardOf(await list(other, '&key=Am'), sound.id)).toBeUndefined();
  expect(cardOf(await list(listener, '&key=Dm'), sound.id)).toMatchObject({ key: 'Dm' });
  expect(cardOf(await list(listener), sound.id)).toMatchObject({ key: 'Dm' });
});

test('a deletion leaves every page and total at once', async () => {
  const doomed = await api.sound(producer, { name: 'Som Que Sai', categoryId: category });
  const before = await list(listener);
  expect(names(before)[0]).toBe('Som Que Sai');
  await list(other);

  expect((await api.as(producer, 'DELETE', `/sounds/${doomed.id}`)).status).toBe(200);
  for (const viewer of [listener, other]) {
    const after = await list(viewer);
    expect(names(after)).not.toContain('Som Que Sai');
    expect(after.body.total).toBe(Number(before.body.total) - 1);
  }
});

test('a search page follows a rename that makes a sound match, and one that makes it stop', async () => {
  const sound = cards(await list(listener))[0];
  expect(names(await list(other, '&search=cometa'))).toEqual([]);
  await api.db.query(`UPDATE catalogue.sounds SET name = 'Cometa Azul' WHERE id = $1`, [sound.id]);
  expect(names(await list(other, '&search=cometa'))).toEqual(['Cometa Azul']);
  await api.db.query(`UPDATE catalogue.sounds SET name = 'Sem Cauda' WHERE id = $1`, [sound.id]);
  expect(names(await list(listener, '&search=cometa'))).toEqual([]);
});
