import { randomUUID } from 'node:crypto';
import { CatalogueApi, names, type ApiAnswer, type TestUser } from './support/catalogue-api';

// #29 §4: the wizard makes a drum kit at step 1 and anyone can make a category, so others browsed
// empty kits ('Kit Walk', nothing in it) and junk genre chips. Others see a kit or a user-made
// category once it holds a public sound (a category also once an administrator accepts it); its
// creator sees it at once. And the dashboard's sample lists leave produced songs out.
const api = new CatalogueApi();
let owner: TestUser;
let other: TestUser;
let admin: TestUser;

beforeAll(async () => {
  await api.start();
  [owner, other] = [await api.user('Dona do Kit'), await api.user('Outra Pessoa')];
  admin = await api.admin(await api.user('Admin Taxonomia'));
}, 60_000);

afterAll(() => api.stop());

const kitNames = (answer: ApiAnswer) => (answer.body.items as { name: string }[]).map((kit) => kit.name);
const chips = async (user: TestUser) =>
  ((await api.as(user, 'GET', '/categories')).body as unknown as { name: string }[]).map((category) => category.name);
/** Published as the console does it, so every cache that hears of publications hears of this one. */
const publish = (soundId: string) => api.as(admin, 'PUT', `/admin/sounds/${soundId}`, { status: 'public' });

test('an empty drum kit is its owner’s alone until it holds a public sound', async () => {
  const created = await api.as(owner, 'POST', '/drum-kits', { name: 'Kit Walk' });
  expect(created.status).toBe(201);
  const kitId = (created.body.drumKit as { id: string }).id;
  const search = '/drum-kits?search=walk';

  // The owner picks it again in the wizard; others find nothing, in the list, the search or its page.
  expect(kitNames(await api.as(owner, 'GET', search))).toEqual(['Kit Walk']);
  expect(kitNames(await api.as(owner, 'GET', '/drum-kits?mine=true'))).toContain('Kit Walk');
  expect(kitNames(await api.as(other, 'GET', search))).toEqual([]);
  expect((await api.as(other, 'GET', search)).body.total).toBe(0);
  expect(kitNames(await api.as(other, 'GET', '/drum-kits?pageSize=100'))).not.toContain('Kit Walk');
  const page = await api.as(other, 'GET', `/drum-kits/${kitId}`);
  expect(page.status).toBe(404);
  expect(page.body).toEqual((await api.as(other, 'GET', `/drum-kits/${randomUUID()}`)).body);
  expect((await api.as(other, 'POST', `/drum-kits/${kitId}/downloads`)).status).toBe(404);

  // A private sound in it changes nothing for others; its first public sound shows it at once.
  const sound = await api.sound(owner, { name: 'Primeiro do kit', drumKitId: kitId }, false);
  expect(kitNames(await api.as(other, 'GET', search))).toEqual([]);
  expect((await publish(sound.id)).status).toBe(200);
  expect(kitNames(await api.as(other, 'GET', search))).toEqual(['Kit Walk']);
  expect((await api.as(other, 'GET', `/drum-kits/${kitId}`)).status).toBe(200);
  const facets = await api.as(other, 'GET', `/sounds/facets?drumKit=${kitId}`);
  expect((facets.body.drumKit as { value: string }[]).map((entry) => entry.value)).toContain(kitId);
});

test('a user-made category reaches others’ chips once a public sound uses it or an administrator accepts it', async () => {
  const mine = await api.category(owner, 'pisadinha do zé');
  expect(await chips(owner)).toContain('pisadinha do zé');
  expect(await chips(other)).not.toContain('pisadinha do zé');

  const sound = await api.sound(owner, { name: 'Na pisadinha', categoryId: mine }, false);
  expect(await chips(other)).not.toContain('pisadinha do zé');
  await publish(sound.id);
  expect(await chips(other)).toContain('pisadinha do zé');

  // Accepted by an administrator: shown with no public sound; the acceptance can be taken back.
  const unused = await api.category(owner, 'forró eletrônico');
  expect(await chips(other)).not.toContain('forró eletrônico');
  const refused = await api.as(other, 'PUT', `/admin/categories/${unused}/acceptance`, { accepted: true });
  expect(refused.status).toBe(403);
  const accepted = await api.as(admin, 'PUT', `/admin/categories/${unused}/acceptance`, { accepted: true });
  expect(accepted.body).toEqual({ id: unused, name: 'forró eletrônico', accepted: true });
  expect(await chips(other)).toContain('forró eletrônico');
  expect((await api.as(admin, 'GET', `/admin/categories/${unused}/acceptance`)).body.accepted).toBe(true);
  await api.as(admin, 'PUT', `/admin/categories/${unused}/acceptance`, { accepted: false });
  expect(await chips(other)).not.toContain('forró eletrônico');
  const missing = await api.as(admin, 'PUT', `/admin/categories/${randomUUID()}/acceptance`, { accepted: true });
  expect(missing.status).toBe(404);
  expect(missing.body.message).toBe('Categoria não encontrada');

  // Another user typing the same name is answered with it (409) and may choose it: once a sound of
  // theirs uses it, their chips keep it, though nobody else's do yet.
  const typedAgain = await api.as(other, 'POST', '/categories', { name: 'Forró Eletrônico' });
  expect(typedAgain).toMatchObject({ status: 409, body: { details: { category: { id: unused } } } });
  await api.sound(other, { name: 'Forró do outro', categoryId: unused }, false);
  expect(await chips(other)).toContain('forró eletrônico');
  expect(await chips(admin)).not.toContain('forró eletrônico');
});

test('category and drum kit names must be readable: junk is a 400 in Portuguese and nothing is stored', async () => {
  const categoryRule =
    "A categoria deve começar com uma letra ou um número e ter só letras, números, espaços e os sinais - & ' + . , / ( )";
  for (const name of ['!!!', '  ...  ', '-funk', 'funk\u200b', 'trap<script>', 'funk\u0007', '😀😀']) {
    const answer = await api.as(owner, 'POST', '/categories', { name });
    expect({ name, status: answer.status, details: answer.body.details }).toEqual({
      name,
      status: 400,
      details: { fields: [{ field: 'name', messages: [categoryRule] }] },
    });
  }
  for (const name of ['r&b', 'hip-hop', "drum'n'bass", 'lo-fi 2.0', 'funk (150 bpm)', 'moderação, outra', 'axé']) {
    expect((await api.as(owner, 'POST', '/categories', { name })).status).toBe(201);
  }
  for (const [name, message] of [
    ['!!!', 'O nome do Drum Kit deve ter letras ou números.'],
    ['Kit\u200bWalk', 'O nome do Drum Kit tem caracteres que não são aceitos.'],
  ]) {
    const answer = await api.as(owner, 'POST', '/drum-kits', { name });
    expect(answer.status).toBe(400);
    expect(answer.body.details).toEqual({ fields: [{ field: 'name', messages: [message] }] });
  }
  const { rows } = await api.db.query(
    `SELECT name FROM catalogue.categories WHERE name IN ('!!!', '...', '-funk', '😀😀')
     UNION ALL SELECT name FROM catalogue.drum_kits WHERE name = '!!!'`,
  );
  expect(rows).toEqual([]);
});

test('the dashboard’s sample lists leave produced songs out; the artist page lists them apart', async () => {
  const category = await api.category(owner, 'produzidas à parte');
  const sample = await api.sound(owner, { name: 'Um sample', categoryId: category, type: 'Beats' });
  const imageId = await api.uploadedImage(owner);
  const produced = await api.as(owner, 'POST', '/sounds/produced', {
    audioId: await api.processedAudio(owner),
    imageId,
    imageUrl: `/api/media/images/${imageId}`,
    name: 'Música distribuída',
    artists: 'MC Parte',
    key: 'C',
    bpm: '85-100',
    categoryId: category,
  });
  expect(produced.status).toBe(201);
  // Approved for distribution: public, as a sample would be.
  await publish((produced.body.sound as { id: string }).id);

  const dashboard = await api.as(other, 'GET', `/sounds?category=${category}`);
  expect(names(dashboard)).toEqual([sample.name]);
  expect(dashboard.body.total).toBe(1);
  expect(names(await api.as(other, 'GET', `/sounds?category=${category}&type=Beats`))).toEqual([sample.name]);
  const facets = await api.as(other, 'GET', `/sounds/facets?category=${category}`);
  expect(facets.body.type).toEqual([{ value: 'Beats', label: 'Beats', count: 1 }]);

  // The artist page: 'Acapelas | Samples' and 'Músicas produzidas', each asked for.
  const artist = `/sounds?category=${category}&uploader=${owner.id}`;
  expect(names(await api.as(other, 'GET', `${artist}&produced=false`))).toEqual([sample.name]);
  expect(names(await api.as(other, 'GET', `${artist}&produced=true`))).toEqual(['Música distribuída']);
  expect(names(await api.as(other, 'GET', `/sounds?category=${category}&produced=true`))).toEqual([
    'Música distribuída',
  ]);
});
