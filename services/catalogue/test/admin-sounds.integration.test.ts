import { CatalogueApi, names, type ApiAnswer, type SoundJson, type TestUser } from './support/catalogue-api';

// The console's Sons (issue #16): every sound, filtered and sorted, edited, hidden, published and
// deleted by an administrator; each change shows in the public catalogue on the next request.
const api = new CatalogueApi();
let producer: TestUser;
let listener: TestUser;
let admin: TestUser;
let category: string;
let otherCategory: string;

const filter = (value: Record<string, unknown>, sort?: [string, string]) =>
  `/admin/sounds?filter=${encodeURIComponent(JSON.stringify({ category, ...value }))}${
    sort ? `&sort=${encodeURIComponent(JSON.stringify(sort))}` : ''
  }&range=${encodeURIComponent('[0,19]')}`;
const adminList = (value: Record<string, unknown> = {}, sort?: [string, string]) =>
  api.as(admin, 'GET', filter(value, sort));
const publicList = () => api.as(listener, 'GET', `/sounds?category=${category}`);
const items = (answer: ApiAnswer) => answer.body as unknown as SoundJson[];
const namesOf = (answer: ApiAnswer) => items(answer).map((sound) => sound.name);

beforeAll(async () => {
  await api.start();
  [producer, listener] = [await api.user('Produtora Moderada'), await api.user('Ouvinte Atento')];
  admin = await api.admin(await api.user('Admin Moderadora'));
  category = await api.category(producer, 'moderação de sons');
  otherCategory = await api.category(producer, 'moderação, outra');
}, 120_000);

afterAll(() => api.stop());

test('lists every sound, private ones too, filtered by visibility and processing and sorted by likes', async () => {
  const popular = await api.sound(producer, { name: 'Som Popular', categoryId: category });
  await api.sound(producer, { name: 'Som Quieto', categoryId: category });
  await api.sound(producer, { name: 'Som Privado', categoryId: category }, false);
  const failed = await api.sound(producer, { name: 'Som Quebrado', categoryId: category }, false);
  await api.db.query(
    `UPDATE catalogue.audio_files SET status = 'failed', failure_message = 'Arquivo de áudio corrompido.'
      WHERE audio_id = (SELECT audio_id FROM catalogue.sounds WHERE id = $1)`,
    [failed.id],
  );
  await api.as(listener, 'PUT', `/sounds/${popular.id}/like`, { liked: true });

  const all = await adminList();
  expect(all.status).toBe(200);
  expect(all.headers.get('content-range')).toBe('sounds 0-3/4');
  expect(namesOf(await adminList({ status: 'private' })).sort()).toEqual(['Som Privado', 'Som Quebrado']);
  const broken = items(await adminList({ processing: 'failed' }));
  expect(broken.map((sound) => sound.name)).toEqual(['Som Quebrado']);
  expect(broken[0].audio).toMatchObject({ status: 'failed', failureMessage: 'Arquivo de áudio corrompido.' });
  expect(namesOf(await adminList({}, ['likes', 'DESC']))[0]).toBe('Som Popular');
  expect(namesOf(await adminList({ q: 'quieto' }))).toEqual(['Som Quieto']);
});

test('an edit shows in the public catalogue at once; bad input is refused in Portuguese and changes nothing', async () => {
  const sound = await api.sound(producer, { name: 'Som Para Editar', categoryId: category });
  expect(names(await publicList())).toContain('Som Para Editar');

  const refused = await api.as(admin, 'PUT', `/admin/sounds/${sound.id}`, { key: 'H', name: 'Outro Nome' });
  expect(refused.status).toBe(400);
  expect(JSON.stringify(refused.body)).toContain('Selecione uma tonalidade válida');
  const unknownCategory = await api.as(admin, 'PUT', `/admin/sounds/${sound.id}`, {
    categoryId: '00000000-0000-4000-8000-000000000000',
  });
  expect(unknownCategory.status).toBe(422);
  expect(unknownCategory.body.message).toBe('Problema ao setar categoria!');
  expect((await api.as(admin, 'GET', `/admin/sounds/${sound.id}`)).body).toMatchObject({
    name: 'Som Para Editar',
    key: 'Am',
  });

  const edited = await api.as(admin, 'PUT', `/admin/sounds/${sound.id}`, {
    name: 'Som Editado',
    key: 'C#m',
    categoryId: otherCategory,
  });
  expect(edited.status).toBe(200);
  expect(edited.body).toMatchObject({ name: 'Som Editado', key: 'C#m', category: { id: otherCategory } });
  expect(names(await publicList())).not.toContain('Som Para Editar');
  const moved = await api.as(listener, 'GET', `/sounds?category=${otherCategory}&key=C%23m`);
  expect(names(moved)).toEqual(['Som Editado']);
  expect(moved.body.total).toBe(1);
});

test('hiding takes a sound out of everyone else’s catalogue and publishing brings it back', async () => {
  const sound = await api.sound(producer, { name: 'Som Moderado', categoryId: category });
  const before = Number((await publicList()).body.total);

  expect((await api.as(admin, 'PUT', `/admin/sounds/${sound.id}`, { status: 'private' })).body).toMatchObject({
    status: 'private',
  });
  const hidden = await publicList();
  expect(names(hidden)).not.toContain('Som Moderado');
  expect(hidden.body.total).toBe(before - 1);
  expect((await api.as(listener, 'GET', `/sounds/${sound.id}`)).status).toBe(404);

  await api.as(admin, 'PUT', `/admin/sounds/${sound.id}`, { status: 'public' });
  const published = await publicList();
  expect(names(published)).toContain('Som Moderado');
  expect(published.body.total).toBe(before);
});

test('an administrator deletes anyone’s sound; media hears of it', async () => {
  const sound = await api.sound(producer, { name: 'Som Removido', categoryId: category });
  expect((await api.as(admin, 'DELETE', `/admin/sounds/${sound.id}`)).status).toBe(200);
  expect((await api.as(admin, 'GET', `/admin/sounds/${sound.id}`)).status).toBe(404);
  expect(names(await publicList())).not.toContain('Som Removido');
  expect(await api.outboxed('sound.deleted', sound.id)).toHaveLength(1);
  expect((await api.as(admin, 'DELETE', `/admin/sounds/${sound.id}`)).status).toBe(404);
});

test('an account’s summary counts its sounds, what they received and what it gave', async () => {
  const owner = await api.user('Produtor Resumido');
  const [first] = [
    await api.sound(owner, { name: 'Resumo Um', categoryId: category }),
    await api.sound(owner, { name: 'Resumo Dois', categoryId: category }, false),
  ];
  await api.as(listener, 'PUT', `/sounds/${first.id}/like`, { liked: true });
  await api.as(owner, 'PUT', `/sounds/${first.id}/like`, { liked: true });

  const summary = await api.as(admin, 'GET', `/admin/sounds/owners/${owner.id}`);
  expect(summary.body).toEqual({
    sounds: 2,
    publicSounds: 1,
    likesReceived: 2,
    downloadsReceived: 0,
    likesGiven: 1,
    downloadsMade: 0,
  });
  expect((await api.as(listener, 'GET', `/admin/sounds/owners/${owner.id}`)).status).toBe(403);
});
