import { CatalogueApi, names, type TestUser } from './support/catalogue-api';
import { listVersion as readListVersion, publicCount as readPublicCount } from './support/catalogue-counters';
import { legacyEntry } from './support/legacy-names';

// The console's categories, drum kits and credited artists (services/catalogue/src/taxonomy/admin): an
// administrator renames them and merges duplicates, and the catalogue follows on the very next
// request (cards, filters, totals, facets, search), with nothing changed when a request is refused.
const api = new CatalogueApi();
let admin: TestUser;
let producer: TestUser;
let otherProducer: TestUser;
let listener: TestUser;

type Entry = { id: string; name: string; sounds: number; similar: number; ownerId?: string };
const entries = (answer: { body: unknown }) => answer.body as unknown as Entry[];
const query = (filter: object, sort: [string, string] = ['name', 'ASC'], range = [0, 19]) =>
  `?filter=${encodeURIComponent(JSON.stringify(filter))}&sort=${encodeURIComponent(JSON.stringify(sort))}` +
  `&range=${encodeURIComponent(JSON.stringify(range))}`;

/** A category as old data holds it: accents and spacing as someone typed them. */
const legacyCategory = (name: string) => legacyEntry(api.db, 'categories', name);

const listVersion = () => readListVersion(api.db);
const publicCount = (categoryId: string) => readPublicCount(api.db, categoryId);

beforeAll(async () => {
  await api.start();
  [producer, otherProducer, listener] = [
    await api.user('Produtora Taxonomia'),
    await api.user('Outro Produtor'),
    await api.user('Ouvinte Taxonomia'),
  ];
  admin = await api.admin(await api.user('Administradora Taxonomia'));
}, 120_000);

afterAll(() => api.stop());

describe('categories', () => {
  let kept: string;
  let duplicate: string;

  beforeAll(async () => {
    kept = await api.category(producer, 'Piseiro');
    duplicate = await legacyCategory('pisêiro ');
    await api.sound(producer, { name: 'Batida Um', categoryId: kept });
    await api.sound(producer, { name: 'Batida Dois', categoryId: kept });
    await api.sound(producer, { name: 'Zabumba Acentuada', categoryId: duplicate });
    await api.sound(producer, { name: 'Rascunho Acentuado', categoryId: duplicate }, false);
  }, 120_000);

  test('the list shows each category with its sounds, likely duplicates flagged, 20 per page with Content-Range', async () => {
    const answer = await api.as(admin, 'GET', `/admin/categories${query({ similar: true })}`);
    expect(answer.status).toBe(200);
    expect(entries(answer)).toEqual([
      { id: kept, name: 'piseiro', sounds: 2, similar: 1 },
      { id: duplicate, name: 'pisêiro ', sounds: 2, similar: 1 },
    ]);
    expect(answer.headers.get('content-range')).toBe('categories 0-1/2');

    const bySounds = await api.as(admin, 'GET', `/admin/categories${query({ q: 'PISEI' }, ['sounds', 'DESC'])}`);
    expect(
      entries(bySounds)
        .map((entry) => entry.id)
        .sort(),
    ).toEqual([kept, duplicate].sort());
    expect((await api.as(admin, 'GET', `/admin/categories${query({}, ['name', 'ASC'], [0, 200])}`)).status).toBe(400);

    // A category's page offers its own duplicates to merge.
    const similarTo = await api.as(admin, 'GET', `/admin/categories${query({ similarTo: duplicate })}`);
    expect(entries(similarTo).map((entry) => entry.id)).toEqual([kept, duplicate]);
  });

  test('the counts follow a sound created, moved to another category and deleted', async () => {
    const from = await api.category(producer, 'Xote Contado');
    const to = await api.category(producer, 'Baião Contado');
    const count = async (id: string) =>
      ((await api.as(admin, 'GET', `/admin/categories/${id}`)).body as unknown as Entry).sounds;
    const sound = await api.sound(producer, { name: 'Xote Que Muda', categoryId: from });
    await api.sound(producer, { name: 'Xote Que Fica', categoryId: from }, false);
    expect([await count(from), await count(to)]).toEqual([2, 0]);

    const moved = await api.as(admin, 'PUT', `/admin/sounds/${sound.id}`, { categoryId: to });
    expect(moved.status).toBe(200);
    expect([await count(from), await count(to)]).toEqual([1, 1]);
    // Saving other details leaves the counts alone.
    await api.as(admin, 'PUT', `/admin/sounds/${sound.id}`, { categoryId: to, name: 'Baião Que Mudou' });
    expect([await count(from), await count(to)]).toEqual([1, 1]);

    expect((await api.as(admin, 'DELETE', `/admin/sounds/${sound.id}`)).status).toBe(200);
    expect([await count(from), await count(to)]).toEqual([1, 0]);
  });

  test('merging moves the sounds to the kept category: list, total, facets, counts and search follow at once', async () => {
    const before = await api.as(listener, 'GET', `/sounds?category=${kept}`);
    expect(before.body.total).toBe(2);
    // Facet counts are cached per process: read them first so the merge has a cache to clear.
    const facetsBefore = (await api.as(listener, 'GET', '/sounds/facets')).body.category as { value: string }[];
    expect(facetsBefore.map((facet) => facet.value)).toEqual(expect.arrayContaining([kept, duplicate]));
    const version = await listVersion();

    const merge = await api.as(admin, 'POST', `/admin/categories/${kept}/merge`, { ids: [duplicate] });
    expect(merge.status).toBe(201);
    expect(merge.body).toMatchObject({
      kept: { id: kept, name: 'piseiro', sounds: 4, similar: 0 },
      moved: 2,
      removed: 1,
      message: 'Categorias unidas com sucesso!',
    });

    const after = await api.as(listener, 'GET', `/sounds?category=${kept}`);
    expect(after.body.total).toBe(3);
    expect(names(after).sort()).toEqual(['Batida Dois', 'Batida Um', 'Zabumba Acentuada']);
    expect((after.body.items as { category: { id: string; name: string } }[])[0].category).toMatchObject({
      id: kept,
      name: 'piseiro',
    });
    // The owner sees their private sound under the kept category too.
    expect((await api.as(producer, 'GET', `/sounds?category=${kept}`)).body.total).toBe(4);

    const facets = await api.as(listener, 'GET', '/sounds/facets');
    const categories = facets.body.category as { value: string; label: string; count: number }[];
    expect(categories.find((facet) => facet.value === kept)).toEqual({ value: kept, label: 'piseiro', count: 3 });
    expect(categories.find((facet) => facet.value === duplicate)).toBeUndefined();

    expect(await publicCount(kept)).toBe(3);
    const { rows } = await api.db.query('SELECT 1 FROM catalogue.public_sound_counts WHERE category_id = $1', [
      duplicate,
    ]);
    expect(rows).toEqual([]);
    expect(await listVersion()).toBeGreaterThan(version);

    // The moved sound is found by the kept category's name.
    const search = await api.as(listener, 'GET', `/sounds?search=piseiro&category=${kept}`);
    expect(names(search)).toContain('Zabumba Acentuada');

    expect((await api.as(admin, 'GET', `/admin/categories/${duplicate}`)).status).toBe(404);
    expect((await api.as(admin, 'POST', `/admin/categories/${duplicate}/merge`, { ids: [kept] })).status).toBe(404);
    const chips = (await api.as(listener, 'GET', '/categories')).body as unknown as { id: string }[];
    expect(chips.map((chip) => chip.id)).not.toContain(duplicate);
  });

  test('a rename to a name that exists answers 409 in Portuguese and changes nothing', async () => {
    const trap = await api.category(producer, 'trap');
    await api.sound(producer, { name: 'Grave Trap', categoryId: trap });

    const conflict = await api.as(admin, 'PUT', `/admin/categories/${trap}`, { name: '  PISEIRO ' });
    expect(conflict.status).toBe(409);
    expect(conflict.body).toMatchObject({
      code: 'TAXONOMY_NAME_TAKEN',
      message: 'Essa categoria já existe. Para juntar as duas, use "Unir duplicatas".',
      details: { existing: { id: kept, name: 'piseiro' } },
    });
    expect((await api.as(admin, 'GET', `/admin/categories/${trap}`)).body).toMatchObject({ name: 'trap', sounds: 1 });

    const empty = await api.as(admin, 'PUT', `/admin/categories/${trap}`, { name: '   ' });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain('A categoria deve ter de 1 a 60 caracteres.');
  });

  test('a rename rewrites the name on every card and in search at once', async () => {
    const trap = entries(await api.as(admin, 'GET', `/admin/categories${query({ q: 'trap' })}`))[0];
    expect((await api.as(listener, 'GET', '/sounds?search=nacional')).body.total).toBe(0);

    const renamed = await api.as(admin, 'PUT', `/admin/categories/${trap.id}`, { name: 'Trap  Nacional' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ id: trap.id, name: 'trap nacional', sounds: 1 });

    const found = await api.as(listener, 'GET', '/sounds?search=nacional');
    expect(names(found)).toEqual(['Grave Trap']);
    expect((found.body.items as { category: { name: string } }[])[0].category.name).toBe('trap nacional');
  });

  test('a merge of a category into itself is refused and a non-admin is refused every route', async () => {
    const alone = await api.as(admin, 'POST', `/admin/categories/${kept}/merge`, { ids: [kept] });
    expect(alone.status).toBe(400);
    expect(alone.body.message).toBe('O item mantido não pode estar entre os que serão removidos.');

    for (const [method, path, body] of [
      ['GET', '/admin/categories', undefined],
      ['PUT', `/admin/categories/${kept}`, { name: 'x' }],
      ['POST', `/admin/categories/${kept}/merge`, { ids: [kept] }],
      ['GET', '/admin/drum-kits', undefined],
      ['GET', '/admin/artists', undefined],
    ] as const) {
      expect((await api.as(producer, method, path, body)).status).toBe(403);
    }
  });
});

describe('names as a person reads them (catalogue.name_key)', () => {
  test('case, accents, signs and spacing aside, two names are one; letters and digits still tell names apart', async () => {
    const keys = async (...names: string[]) =>
      (
        await api.db.query<{ key: string }>('SELECT catalogue.name_key(n) AS key FROM unnest($1::text[]) n', [names])
      ).rows.map((row) => row.key);
    const same = [
      ['walkcat pagode', 'walkcat pagode.', 'Walkcat  Pagode', ' WALKCAT-PAGODE! '],
      ['Pisêiro ', 'piseiro', 'pi-seiro'],
      ['Lo-fi', 'lo fi', 'LOFI', 'lo.fi'],
      ['R&B', 'r & b', 'rb'],
      ['MC Zé', 'Mc Ze', 'mc. zé'],
    ];
    for (const group of same) expect(new Set(await keys(...group)).size).toBe(1);
    const distinct = ['funk 150', 'funk 130', 'funk', 'trap', 'trapp', '東京', '大阪', '!!!', '???'];
    expect(new Set(await keys(...distinct)).size).toBe(distinct.length);
  });

  test('creating a category, kit or artist another person would read as the same gives the existing one', async () => {
    const created = await api.as(producer, 'POST', '/categories', { name: 'walkcat pagode' });
    expect(created.status).toBe(201);
    const existing = (created.body.category as { id: string }).id;
    for (const name of ['walkcat pagode.', 'Walkcat  Pagodé', 'walkcat-pagode']) {
      const again = await api.as(otherProducer, 'POST', '/categories', { name });
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({
        code: 'CATEGORY_EXISTS',
        message: 'Essa categoria já existe',
        details: { category: { id: existing, name: 'walkcat pagode' } },
      });
    }
    const { rows } = await api.db.query(`SELECT 1 FROM catalogue.categories WHERE name LIKE 'walkcat%'`);
    expect(rows).toHaveLength(1);

    const kit = await api.as(producer, 'POST', '/drum-kits', { name: 'Kit Março' });
    const kitAgain = await api.as(producer, 'POST', '/drum-kits', { name: 'kit marco!' });
    expect(kitAgain.status).toBe(409);
    expect(kitAgain.body.details).toMatchObject({
      drumKit: { id: (kit.body.drumKit as { id: string }).id, name: 'Kit Março' },
    });
    // Another producer's kit of that name is theirs to have.
    expect((await api.as(otherProducer, 'POST', '/drum-kits', { name: 'kit marco!' })).status).toBe(201);

    const artist = await api.as(producer, 'POST', '/artists/credited', { name: 'MC Zé Lua' });
    const artistAgain = await api.as(otherProducer, 'POST', '/artists/credited', { name: 'mc ze-lua.' });
    expect(artistAgain.body).toMatchObject({
      artist: { id: (artist.body.artist as { id: string }).id, name: 'MC Zé Lua' },
    });
  });

  test("'Só possíveis duplicatas' finds names that differ only in signs, and a rename to one is refused", async () => {
    const kept = await api.category(producer, 'arrocha pesado');
    const dotted = await legacyCategory('arrocha pesado.');
    const listed = entries(await api.as(admin, 'GET', `/admin/categories${query({ similar: true, q: 'arrocha' })}`));
    expect(listed.map(({ id, similar }) => ({ id, similar }))).toEqual([
      { id: kept, similar: 1 },
      { id: dotted, similar: 1 },
    ]);
    const offered = entries(await api.as(admin, 'GET', `/admin/categories${query({ similarTo: dotted })}`));
    expect(offered.map((entry) => entry.id).sort()).toEqual([kept, dotted].sort());

    const other = await api.category(producer, 'arrocha leve');
    const clash = await api.as(admin, 'PUT', `/admin/categories/${other}`, { name: 'Arrocha-Pesado' });
    expect(clash.status).toBe(409);
    expect(clash.body.code).toBe('TAXONOMY_NAME_TAKEN');
    expect((await api.as(admin, 'GET', `/admin/categories/${other}`)).body).toMatchObject({ name: 'arrocha leve' });
  });
});

describe('drum kits', () => {
  const kit = async (owner: TestUser, name: string) =>
    ((await api.as(owner, 'POST', '/drum-kits', { name })).body.drumKit as { id: string }).id;

  test("one producer's duplicate kits merge; a kit of another producer is refused with 422 and nothing moves", async () => {
    const category = await api.category(producer, 'kits');
    const kept = await kit(producer, 'Kit Verão');
    const duplicate = await legacyEntry(api.db, 'drum_kits', 'kit  verao', producer.id);
    const foreign = await kit(otherProducer, 'Kit Verão');
    await api.sound(producer, { name: 'Caixa Um', categoryId: category, drumKitId: kept });
    await api.sound(producer, { name: 'Caixa Dois', categoryId: category, drumKitId: duplicate });
    await api.sound(otherProducer, { name: 'Caixa Alheia', categoryId: category, drumKitId: foreign });

    const listed = entries(await api.as(admin, 'GET', `/admin/drum-kits${query({ q: 'verao' })}`));
    expect(listed.find((entry) => entry.id === duplicate)).toMatchObject({
      ownerId: producer.id,
      ownerName: 'Produtora Taxonomia',
      sounds: 1,
      similar: 1,
    });
    // Same name, another owner: not a duplicate of the first producer's kit.
    expect(listed.find((entry) => entry.id === foreign)).toMatchObject({ similar: 0 });
    // A kit's page offers only its producer's duplicates.
    const offered = entries(await api.as(admin, 'GET', `/admin/drum-kits${query({ similarTo: duplicate })}`));
    expect(offered.map((entry) => entry.id).sort()).toEqual([kept, duplicate].sort());

    const refused = await api.as(admin, 'POST', `/admin/drum-kits/${kept}/merge`, { ids: [duplicate, foreign] });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('Só é possível unir Drum Kits do mesmo produtor.');
    expect((await api.as(admin, 'GET', `/admin/drum-kits/${duplicate}`)).body).toMatchObject({ sounds: 1 });

    const merged = await api.as(admin, 'POST', `/admin/drum-kits/${kept}/merge`, { ids: [duplicate] });
    expect(merged.status).toBe(201);
    expect(merged.body).toMatchObject({ kept: { id: kept, sounds: 2 }, moved: 1, removed: 1 });
    expect(names(await api.as(listener, 'GET', `/sounds?drumKit=${kept}`)).sort()).toEqual(['Caixa Dois', 'Caixa Um']);
    expect((await api.as(listener, 'GET', `/drum-kits/${duplicate}`)).status).toBe(404);

    // Its own name in another case is no conflict; another owner's kit of that name is none either.
    const recased = await api.as(admin, 'PUT', `/admin/drum-kits/${kept}`, { name: 'kit verão' });
    expect(recased.body).toMatchObject({ name: 'kit verão', sounds: 2 });
    expect(names(await api.as(listener, 'GET', '/sounds?search=verao')).sort()).toEqual([
      'Caixa Alheia',
      'Caixa Dois',
      'Caixa Um',
    ]);
    const other = await kit(producer, 'Kit Inverno');
    const clash = await api.as(admin, 'PUT', `/admin/drum-kits/${other}`, { name: 'KIT VERÃO' });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe(
      'Esse produtor já tem um Drum Kit com esse nome. Para juntar os dois, use "Unir duplicatas".',
    );
  });
});

describe('credited artists', () => {
  const artist = async (name: string) =>
    ((await api.as(producer, 'POST', '/artists/credited', { name })).body.artist as { id: string }).id;

  test('a merge and a rename rewrite the credited name on the cards and tell distribution through the outbox', async () => {
    const category = await api.category(producer, 'creditos');
    const kept = await artist('MC Zé');
    const duplicate = await legacyEntry(api.db, 'artists', 'Mc Ze');
    await api.sound(producer, { name: 'Verso Um', categoryId: category, artistId: kept });
    const moved = await api.sound(producer, { name: 'Verso Dois', categoryId: category, artistId: duplicate });

    const merged = await api.as(admin, 'POST', `/admin/artists/${kept}/merge`, { ids: [duplicate] });
    expect(merged.status).toBe(201);
    expect(merged.body).toMatchObject({ kept: { id: kept, name: 'MC Zé', sounds: 2 }, moved: 1, removed: 1 });
    const cards = (await api.as(listener, 'GET', `/sounds?category=${category}`)).body.items as {
      artist: { id: string; name: string } | null;
    }[];
    expect(cards.map((card) => card.artist)).toEqual([
      expect.objectContaining({ id: kept, name: 'MC Zé' }),
      expect.objectContaining({ id: kept, name: 'MC Zé' }),
    ]);
    const { rows } = await api.db.query<{ data: { soundIds: string[]; artistName: string } }>(
      `SELECT envelope->'data' AS data FROM catalogue.outbox_events WHERE type = 'sound.artist.renamed'`,
    );
    expect(rows.map((row) => row.data)).toEqual([
      expect.objectContaining({ soundIds: [moved.id], artistName: 'MC Zé' }),
    ]);

    const renamed = await api.as(admin, 'PUT', `/admin/artists/${kept}`, { name: 'MC Zé da Quebrada' });
    expect(renamed.status).toBe(200);
    expect(names(await api.as(listener, 'GET', '/sounds?search=quebrada')).sort()).toEqual(['Verso Dois', 'Verso Um']);
    const events = await api.db.query<{ data: { soundIds: string[]; artistName: string } }>(
      `SELECT envelope->'data' AS data FROM catalogue.outbox_events
        WHERE type = 'sound.artist.renamed' AND envelope->'data'->>'artistName' = 'MC Zé da Quebrada'`,
    );
    expect(events.rows[0].data.soundIds).toHaveLength(2);
  });
});
