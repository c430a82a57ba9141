import { eventually } from '@sampleteca/testing';
import { CatalogueApi, names, type TestUser } from './support/catalogue-api';
import { listVersion as readListVersion, publicCount as readPublicCount } from './support/catalogue-counters';
import { legacyEntry } from './support/legacy-names';

// Issue #29 §1: a console merge acts only on what the administrator chose. The route refuses
// what nobody could have meant (changing nothing), answers a dry run of what would move, records
// each merge, and undoes it: the removed entries come back with their ids and names, and exactly
// the sounds that moved go back to them, with the catalogue following as it does for a merge.
const api = new CatalogueApi();
let admin: TestUser;
let producer: TestUser;
let listener: TestUser;

type Entry = { id: string; name: string; sounds: number };
type Merge = {
  id: string;
  keptId: string;
  keptName: string;
  removed: Entry[];
  moved: number;
  mergedBy: string;
  undoneAt: string | null;
  undoable: boolean;
};

const entry = async (resource: string, id: string) => api.as(admin, 'GET', `/admin/${resource}/${id}`);
const merges = async (kind: string) =>
  (
    await api.as(
      admin,
      'GET',
      `/admin/catalogue/taxonomy-merges?filter=${encodeURIComponent(JSON.stringify({ kind }))}&range=[0,9]`,
    )
  ).body as unknown as Merge[];

const listVersion = () => readListVersion(api.db);
const publicCount = (categoryId: string) => readPublicCount(api.db, categoryId);

beforeAll(async () => {
  await api.start();
  [producer, listener] = [await api.user('Produtora Uniões'), await api.user('Ouvinte Uniões')];
  admin = await api.admin(await api.user('Administradora Uniões'));
}, 120_000);

afterAll(() => api.stop());

describe('categories', () => {
  let kept: string;
  let chosen: string;
  let bystander: string;

  beforeAll(async () => {
    kept = await api.category(producer, 'Forró');
    chosen = await api.category(producer, 'Forro Pé de Serra');
    bystander = await api.category(producer, 'Xote');
    await api.sound(producer, { name: 'Sanfona Um', categoryId: kept });
    await api.sound(producer, { name: 'Zabumba Dois', categoryId: chosen });
    await api.sound(producer, { name: 'Triângulo Três', categoryId: chosen });
    await api.sound(producer, { name: 'Rascunho Quatro', categoryId: chosen }, false);
    for (const name of ['Xote Um', 'Xote Dois', 'Xote Três'])
      await api.sound(producer, { name, categoryId: bystander });
  }, 120_000);

  const state = async () =>
    Promise.all([kept, chosen, bystander].map(async (id) => (await entry('categories', id)).body));

  test('react-admin’s getMany (filter id) lists only those categories', async () => {
    const filter = encodeURIComponent(JSON.stringify({ id: [kept, chosen] }));
    const answer = await api.as(admin, 'GET', `/admin/categories?filter=${filter}`);
    expect((answer.body as unknown as Entry[]).map((row) => row.id).sort()).toEqual([kept, chosen].sort());
  });

  test('a merge nobody could have meant is refused in Portuguese and changes nothing', async () => {
    const before = await state();
    const drumKit = (
      (await api.as(producer, 'POST', '/drum-kits', { name: 'Kit Não Categoria' })).body.drumKit as { id: string }
    ).id;
    const refusals: [string[], number, string, string][] = [
      [[chosen, kept], 400, 'MERGE_KEPT_AMONG_REMOVED', 'O item mantido não pode estar entre os que serão removidos.'],
      [[chosen, chosen], 400, 'MERGE_REPEATED_IDS', 'Um mesmo item foi escolhido mais de uma vez.'],
      [[chosen, drumKit], 404, 'TAXONOMY_ENTRY_NOT_FOUND', 'Categoria não encontrada'],
      [
        Array.from({ length: 21 }, () => crypto.randomUUID()),
        400,
        'MERGE_TOO_MANY',
        'Una no máximo 20 itens de cada vez.',
      ],
    ];
    for (const [ids, status, code, message] of refusals) {
      for (const dryRun of [true, false]) {
        const answer = await api.as(admin, 'POST', `/admin/categories/${kept}/merge`, { ids, dryRun });
        expect({ status: answer.status, code: answer.body.code, message: answer.body.message }).toEqual({
          status,
          code,
          message,
        });
      }
    }
    const unknown = await api.as(admin, 'POST', `/admin/categories/${kept}/merge`, { ids: [chosen, drumKit] });
    expect(unknown.body.details).toEqual({ missing: [drumKit] });
    expect(await state()).toEqual(before);
    expect(await merges('categories')).toEqual([]);
  });

  test('a dry run answers which categories go and how many sounds move, and moves nothing', async () => {
    const version = await listVersion();
    const preview = await api.as(admin, 'POST', `/admin/categories/${kept}/merge`, { ids: [chosen], dryRun: true });
    expect(preview.status).toBe(201);
    expect(preview.body).toMatchObject({
      dryRun: true,
      mergeId: null,
      kept: { id: kept, name: 'forró', sounds: 1 },
      removedEntries: [{ id: chosen, name: 'forro pé de serra', sounds: 3 }],
      moved: 3,
      removed: 1,
    });
    expect((await entry('categories', chosen)).body).toMatchObject({ sounds: 3 });
    expect(await listVersion()).toBe(version);
    expect(await merges('categories')).toEqual([]);
  });

  test('a merge is recorded and its undo brings back the category, its name and exactly its sounds', async () => {
    // Read the facets first, so a cache exists for the undo to clear.
    const facets = async () =>
      ((await api.as(listener, 'GET', '/sounds/facets')).body.category as { value: string; count: number }[]).filter(
        (facet) => [kept, chosen].includes(facet.value),
      );
    expect(await facets()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ value: kept, count: 1 }),
        expect.objectContaining({ value: chosen, count: 2 }),
      ]),
    );
    const merged = await api.as(admin, 'POST', `/admin/categories/${kept}/merge`, { ids: [chosen] });
    expect(merged.status).toBe(201);
    expect(merged.body).toMatchObject({ dryRun: false, moved: 3, removed: 1, kept: { sounds: 4 } });
    expect((await entry('categories', chosen)).status).toBe(404);
    // Each process's cached facets are cleared by a NOTIFY at commit, which arrives a moment later.
    await eventually(async () => expect(await facets()).toEqual([expect.objectContaining({ value: kept, count: 3 })]));

    // A sound of the merged category created since stays where it was put.
    await api.sound(producer, { name: 'Novo Forró', categoryId: kept });
    const [record] = await merges('categories');
    expect(record).toMatchObject({
      id: merged.body.mergeId,
      keptId: kept,
      keptName: 'forró',
      removed: [{ id: chosen, name: 'forro pé de serra', sounds: 3 }],
      moved: 3,
      mergedBy: admin.id,
      undoneAt: null,
      undoable: true,
    });

    const version = await listVersion();
    const undone = await api.as(admin, 'POST', `/admin/catalogue/taxonomy-merges/${record.id}/undo`);
    expect(undone.status).toBe(201);
    expect(undone.body).toMatchObject({
      restored: 3,
      message: 'União desfeita: os itens e seus sons voltaram.',
      merge: { undoable: false },
    });
    expect((await entry('categories', chosen)).body).toMatchObject({
      id: chosen,
      name: 'forro pé de serra',
      sounds: 3,
    });
    expect((await entry('categories', kept)).body).toMatchObject({ sounds: 2 });
    expect(names(await api.as(listener, 'GET', `/sounds?category=${chosen}`)).sort()).toEqual([
      'Triângulo Três',
      'Zabumba Dois',
    ]);
    expect((await api.as(producer, 'GET', `/sounds?category=${chosen}`)).body.total).toBe(3);
    expect(names(await api.as(listener, 'GET', `/sounds?category=${kept}`)).sort()).toEqual([
      'Novo Forró',
      'Sanfona Um',
    ]);
    const cards = (await api.as(listener, 'GET', `/sounds?category=${chosen}`)).body.items as {
      category: { name: string };
    }[];
    expect(cards.map((card) => card.category.name)).toEqual(['forro pé de serra', 'forro pé de serra']);
    await eventually(async () =>
      expect(await facets()).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ value: kept, count: 2 }),
          expect.objectContaining({ value: chosen, count: 2 }),
        ]),
      ),
    );
    expect(await publicCount(chosen)).toBe(2);
    expect(await listVersion()).toBeGreaterThan(version);
    expect((await api.as(listener, 'GET', '/categories')).body).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: chosen })]),
    );

    const again = await api.as(admin, 'POST', `/admin/catalogue/taxonomy-merges/${record.id}/undo`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Esta união já foi desfeita.');
  });

  test('an undo older than 30 days is refused and changes nothing', async () => {
    const merged = await api.as(admin, 'POST', `/admin/categories/${kept}/merge`, { ids: [chosen] });
    await api.db.query(`UPDATE catalogue.taxonomy_merges SET merged_at = now() - interval '31 days' WHERE id = $1`, [
      merged.body.mergeId,
    ]);
    expect((await merges('categories')).find((merge) => merge.id === merged.body.mergeId)).toMatchObject({
      undoable: false,
    });
    const late = await api.as(admin, 'POST', `/admin/catalogue/taxonomy-merges/${merged.body.mergeId}/undo`);
    expect(late.status).toBe(410);
    expect(late.body.message).toBe('Esta união tem mais de 30 dias e não pode mais ser desfeita.');
    expect((await entry('categories', chosen)).status).toBe(404);
    expect((await entry('categories', kept)).body).toMatchObject({ sounds: 5 });
  });

  test('merges undo newest first: an older one whose kept category was merged since is refused until then', async () => {
    const [maracatu, baque, ciranda] = [
      await api.category(producer, 'maracatu'),
      await api.category(producer, 'baque virado'),
      await api.category(producer, 'ciranda'),
    ];
    await api.sound(producer, { name: 'Alfaia', categoryId: baque });
    const first = await api.as(admin, 'POST', `/admin/categories/${maracatu}/merge`, { ids: [baque] });
    const second = await api.as(admin, 'POST', `/admin/categories/${ciranda}/merge`, { ids: [maracatu] });
    expect((await entry('categories', ciranda)).body).toMatchObject({ sounds: 1 });

    const early = await api.as(admin, 'POST', `/admin/catalogue/taxonomy-merges/${first.body.mergeId}/undo`);
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('MERGE_KEPT_GONE');
    expect((await entry('categories', baque)).status).toBe(404);

    for (const merge of [second, first]) {
      expect((await api.as(admin, 'POST', `/admin/catalogue/taxonomy-merges/${merge.body.mergeId}/undo`)).status).toBe(
        201,
      );
    }
    expect(names(await api.as(listener, 'GET', `/sounds?category=${baque}`))).toEqual(['Alfaia']);
    expect((await entry('categories', maracatu)).body).toMatchObject({ sounds: 0 });
    expect((await entry('categories', ciranda)).body).toMatchObject({ sounds: 0 });
  });

  test('only an administrator sees and undoes merges', async () => {
    expect((await api.as(producer, 'GET', '/admin/catalogue/taxonomy-merges')).status).toBe(403);
    const [record] = await merges('categories');
    expect((await api.as(producer, 'POST', `/admin/catalogue/taxonomy-merges/${record.id}/undo`)).status).toBe(403);
    const unknown = await api.as(admin, 'POST', `/admin/catalogue/taxonomy-merges/${crypto.randomUUID()}/undo`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('União não encontrada.');
  });
});

describe('drum kits and credited artists', () => {
  const kit = async (name: string) =>
    ((await api.as(producer, 'POST', '/drum-kits', { name })).body.drumKit as { id: string }).id;
  const artist = async (name: string) =>
    ((await api.as(producer, 'POST', '/artists/credited', { name })).body.artist as { id: string }).id;

  test('an undone kit merge gives the kit back to its producer with its sounds', async () => {
    const category = await api.category(producer, 'kits desfeitos');
    const kept = await kit('Kit Inverno');
    const removed = await legacyEntry(api.db, 'drum_kits', 'kit  inverno', producer.id);
    await api.sound(producer, { name: 'Caixa Fria', categoryId: category, drumKitId: removed });
    const merged = await api.as(admin, 'POST', `/admin/drum-kits/${kept}/merge`, { ids: [removed] });
    expect(merged.body).toMatchObject({ moved: 1, kept: { sounds: 1 } });

    const undone = await api.as(admin, 'POST', `/admin/catalogue/taxonomy-merges/${merged.body.mergeId}/undo`);
    expect(undone.status).toBe(201);
    expect((await entry('drum-kits', removed)).body).toMatchObject({
      name: 'kit  inverno',
      ownerId: producer.id,
      sounds: 1,
    });
    expect(names(await api.as(listener, 'GET', `/sounds?drumKit=${removed}`))).toEqual(['Caixa Fria']);
  });

  test('an undone artist merge tells distribution each sound’s artist again', async () => {
    const category = await api.category(producer, 'artistas desfeitos');
    const kept = await artist('MC Lua');
    const removed = await legacyEntry(api.db, 'artists', 'Mc Luá');
    const sound = await api.sound(producer, { name: 'Verso Lunar', categoryId: category, artistId: removed });
    const merged = await api.as(admin, 'POST', `/admin/artists/${kept}/merge`, { ids: [removed] });
    expect(merged.status).toBe(201);
    const undone = await api.as(admin, 'POST', `/admin/catalogue/taxonomy-merges/${merged.body.mergeId}/undo`);
    expect(undone.status).toBe(201);

    const cards = (await api.as(listener, 'GET', `/sounds?category=${category}`)).body.items as {
      artist: { id: string; name: string };
    }[];
    expect(cards.map((card) => card.artist)).toEqual([expect.objectContaining({ id: removed, name: 'Mc Luá' })]);
    const { rows } = await api.db.query<{ data: { soundIds: string[]; artistId: string } }>(
      `SELECT envelope->'data' AS data FROM catalogue.outbox_events
        WHERE type = 'sound.artist.renamed' AND envelope->'data'->'soundIds' ? $1 ORDER BY position`,
      [sound.id],
    );
    expect(rows.map((row) => row.data.artistId)).toEqual([kept, removed]);
  });
});
