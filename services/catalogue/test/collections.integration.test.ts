// Issue #33 §3: a person's collections of sounds. Only the owner changes one; others reach it only
// while it is shared, and a private one answers them as an unknown id does. Inside, everyone sees
// what the catalogue shows them: someone else's private sound never shows, counts, gives a cover or
// goes in a ZIP, not even for the collection's owner, and a visitor's share link and /c page tell
// nothing of it either.
import { randomUUID } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import type { BundleManifest } from '@sampleteca/contracts';
import { CatalogueApi, names, type ApiAnswer, type SoundJson, type TestUser } from './support/catalogue-api';

const api = new CatalogueApi();
let ana: TestUser; // makes the collections
let beto: TestUser; // a producer whose sounds Ana collects
let caio: TestUser; // someone else Ana shares with
let anaCover: string;
let betoCover: string;
const sound: Record<string, SoundJson> = {};

beforeAll(async () => {
  await api.start();
  // One at a time: each waits on the test's one database client.
  ana = await api.user('Ana Coleções');
  beto = await api.user('Beto Batidas');
  caio = await api.user('Caio Curioso');
  anaCover = await api.uploadedImage(ana);
  betoCover = await api.uploadedImage(beto);
  const cover = (id: string) => ({ imageId: id, imageUrl: `/api/media/images/${id}` });
  sound.anaPublic = await api.sound(ana, { name: 'Ana Pública' });
  sound.anaDraft = await api.sound(ana, { name: 'Ana Rascunho', ...cover(anaCover) }, false);
  sound.betoPublic = await api.sound(beto, { name: 'Beto Público', ...cover(betoCover) });
  sound.betoSecret = await api.sound(beto, { name: 'Beto Segredo' }, false);
  sound.betoLater = await api.sound(beto, { name: 'Beto Depois' });
}, 120_000);

afterAll(() => api.stop());

type Collection = { id: string; name: string; shared: boolean; soundCount: number; imageUrl: string | null };

async function create(user: TestUser, name: string, soundId?: string): Promise<Collection> {
  const answer = await api.as(user, 'POST', '/collections', { name, soundId });
  expect(answer).toMatchObject({ status: 201 });
  return answer.body.collection as Collection;
}
const add = (user: TestUser, id: string, soundId: string) =>
  api.as(user, 'PUT', `/collections/${id}/sounds/${soundId}`);
const listed = async (user: TestUser, id: string) => names(await api.as(user, 'GET', `/collections/${id}/sounds`));
const setPrivate = (soundId: string, status: 'public' | 'private') =>
  api.db.query(`UPDATE catalogue.sounds SET status = $2 WHERE id = $1`, [soundId, status]);

/** A valid body for the routes that take one, so only the collection can be what is refused. */
const bodyFor = (method: string, path: string) =>
  method === 'PATCH' ? { name: 'Minha' } : path.endsWith('/position') ? { position: 1 } : undefined;

/** The ZIP a grant describes, as media will read it (the manifest is signed, not secret). */
async function zipOf(user: TestUser, id: string): Promise<{ answer: ApiAnswer; manifest?: BundleManifest }> {
  const answer = await api.as(user, 'POST', `/collections/${id}/downloads`);
  if (answer.status !== 200) return { answer };
  const manifest = JSON.parse(
    inflateRawSync(Buffer.from(String(answer.body.manifest), 'base64url')).toString(),
  ) as BundleManifest;
  return { answer, manifest };
}

describe('making and changing collections', () => {
  test('a new one is private and empty; a name taken (any case), blank, too long or unreadable is refused', async () => {
    const created = await api.as(ana, 'POST', '/collections', { name: '  Graves de trap  ' });
    expect(created).toMatchObject({
      status: 201,
      body: {
        message: 'Coleção criada!',
        collection: { name: 'Graves de trap', shared: false, mine: true, soundCount: 0, owner: { id: ana.id } },
      },
    });
    expect(await api.as(ana, 'POST', '/collections', { name: 'GRAVES DE TRAP' })).toMatchObject({
      status: 409,
      body: { code: 'COLLECTION_EXISTS', message: 'Você já tem uma coleção com esse nome.' },
    });
    // Someone else may use the same name.
    expect((await api.as(caio, 'POST', '/collections', { name: 'Graves de trap' })).status).toBe(201);
    for (const name of ['', '   ', 'x'.repeat(81), '!!!', 'a\u0000b']) {
      const refused = await api.as(ana, 'POST', '/collections', { name });
      expect({ name, status: refused.status }).toEqual({ name, status: 400 });
    }
    const tooLong = await api.as(ana, 'POST', '/collections', { name: 'x'.repeat(81) });
    expect(JSON.stringify(tooLong.body)).toContain('O nome da coleção deve ter de 1 a 80 caracteres.');
    expect((await api.as(ana, 'POST', '/collections', { name: 'x'.repeat(80) })).status).toBe(201);
    expect((await api.call('POST', '/collections', { body: { name: 'Sem conta' } })).status).toBe(401);
  });

  test('renaming keeps names unique per person; sharing turns on and off; deleting leaves the sounds', async () => {
    const first = await create(ana, 'Para renomear');
    await create(ana, 'Outra coleção');
    expect(await api.as(ana, 'PATCH', `/collections/${first.id}`, { name: 'outra COLEÇÃO' })).toMatchObject({
      status: 409,
      body: { code: 'COLLECTION_EXISTS' },
    });
    // Its own name in another case is fine.
    expect(await api.as(ana, 'PATCH', `/collections/${first.id}`, { name: 'PARA RENOMEAR' })).toMatchObject({
      status: 200,
      body: { name: 'PARA RENOMEAR', shared: false },
    });
    expect(await api.as(ana, 'PATCH', `/collections/${first.id}`, { shared: true })).toMatchObject({
      body: { name: 'PARA RENOMEAR', shared: true },
    });
    expect((await api.as(ana, 'PATCH', `/collections/${first.id}`, { name: '' })).status).toBe(400);
    expect((await api.as(ana, 'PATCH', `/collections/${first.id}`, { shared: 'sim' })).status).toBe(400);

    expect((await add(ana, first.id, sound.anaPublic.id)).status).toBe(200);
    expect(await api.as(ana, 'DELETE', `/collections/${first.id}`)).toMatchObject({
      status: 200,
      body: { message: 'Coleção excluída.' },
    });
    expect((await api.as(ana, 'GET', `/collections/${first.id}`)).status).toBe(404);
    expect((await api.as(ana, 'GET', `/sounds/${sound.anaPublic.id}`)).status).toBe(200);
  });

  test('mine lists by name with counts, and says which hold a given sound (the card’s menu)', async () => {
    const user = await api.user('Duda Menu');
    const beats = await create(user, 'beats', sound.betoPublic.id);
    await create(user, 'Acapelas');
    const answer = await api.as(user, 'GET', `/collections?soundId=${sound.betoPublic.id}`);
    expect(answer.body).toMatchObject({ total: 2, limit: 100 });
    expect(answer.body.items).toMatchObject([
      { name: 'Acapelas', soundCount: 0, containsSound: false },
      { id: beats.id, name: 'beats', soundCount: 1, containsSound: true, imageUrl: `/api/media/images/${betoCover}` },
    ]);
    expect((await api.as(user, 'GET', '/collections')).body.items).toMatchObject([
      { containsSound: null },
      { containsSound: null },
    ]);
    expect((await api.as(user, 'GET', '/collections?soundId=nada')).status).toBe(400);
  });
});

describe('what goes in, and in what order', () => {
  test('public sounds and one’s own private ones go in, at the end, once; someone else’s private one is unknown', async () => {
    const mix = await create(ana, 'Mistura');
    for (const id of [sound.betoPublic.id, sound.anaDraft.id, sound.anaPublic.id, sound.betoPublic.id]) {
      expect((await add(ana, mix.id, id)).status).toBe(200);
    }
    const secret = await add(ana, mix.id, sound.betoSecret.id);
    const unknown = await add(ana, mix.id, randomUUID());
    expect(secret).toMatchObject({ status: 404, body: { code: 'SOUND_NOT_FOUND' } });
    expect(secret.body).toEqual(unknown.body);
    expect(
      (await api.as(ana, 'POST', '/collections', { name: 'Com segredo', soundId: sound.betoSecret.id })).status,
    ).toBe(404);
    // All or nothing: the collection refused with its sound was not made either.
    expect((await api.as(ana, 'GET', '/collections')).body.items as { name: string }[]).not.toContainEqual(
      expect.objectContaining({ name: 'Com segredo' }),
    );

    expect(await listed(ana, mix.id)).toEqual(['Beto Público', 'Ana Rascunho', 'Ana Pública']);
    expect((await api.as(ana, 'GET', `/collections/${mix.id}`)).body).toMatchObject({ soundCount: 3 });
  });

  test('moving a sound by position, the keyboard’s up and down; past the end is last; hidden entries keep their place', async () => {
    const order = await create(ana, 'Ordem');
    for (const id of [sound.anaPublic.id, sound.betoLater.id, sound.betoPublic.id, sound.anaDraft.id])
      await add(ana, order.id, id);
    const move = (id: string, position: number) =>
      api.as(ana, 'PUT', `/collections/${order.id}/sounds/${id}/position`, { position });

    expect((await move(sound.anaDraft.id, 1)).status).toBe(200);
    expect(await listed(ana, order.id)).toEqual(['Ana Rascunho', 'Ana Pública', 'Beto Depois', 'Beto Público']);
    await move(sound.anaPublic.id, 3);
    expect(await listed(ana, order.id)).toEqual(['Ana Rascunho', 'Beto Depois', 'Ana Pública', 'Beto Público']);
    await move(sound.anaDraft.id, 99);
    expect(await listed(ana, order.id)).toEqual(['Beto Depois', 'Ana Pública', 'Beto Público', 'Ana Rascunho']);

    // Beto's first sound turns private: Ana no longer sees it, and positions count what she sees.
    await setPrivate(sound.betoLater.id, 'private');
    try {
      expect(await listed(ana, order.id)).toEqual(['Ana Pública', 'Beto Público', 'Ana Rascunho']);
      await move(sound.anaDraft.id, 1);
      expect(await listed(ana, order.id)).toEqual(['Ana Rascunho', 'Ana Pública', 'Beto Público']);
      expect(await move(sound.betoLater.id, 2)).toMatchObject({
        status: 404,
        body: { code: 'COLLECTION_SOUND_NOT_FOUND', message: 'Este som não está na coleção.' },
      });
      expect((await move(sound.anaDraft.id, 0)).status).toBe(400);
    } finally {
      await setPrivate(sound.betoLater.id, 'public');
    }
    // Published again, it is back where it was: first.
    expect(await listed(ana, order.id)).toEqual(['Beto Depois', 'Ana Rascunho', 'Ana Pública', 'Beto Público']);

    expect((await api.as(ana, 'DELETE', `/collections/${order.id}/sounds/${sound.anaPublic.id}`)).body).toMatchObject({
      soundCount: 3,
    });
    // Removing it again changes nothing.
    expect((await api.as(ana, 'DELETE', `/collections/${order.id}/sounds/${sound.anaPublic.id}`)).status).toBe(200);
    expect(await listed(ana, order.id)).toEqual(['Beto Depois', 'Ana Rascunho', 'Beto Público']);
  });

  test('a sound deleted from the catalogue leaves every collection', async () => {
    const gone = await api.sound(ana, { name: 'Vai Sumir' });
    const first = await create(ana, 'Com o que some', gone.id);
    const second = await create(ana, 'Também com ele', gone.id);
    expect((await api.as(ana, 'DELETE', `/sounds/${gone.id}`)).status).toBe(200);
    for (const id of [first.id, second.id]) {
      expect((await api.as(ana, 'GET', `/collections/${id}`)).body).toMatchObject({ soundCount: 0 });
    }
    const { rows } = await api.db.query(`SELECT 1 FROM catalogue.collection_sounds WHERE sound_id = $1`, [gone.id]);
    expect(rows).toEqual([]);
  });

  test('at most 100 collections a person and 1,000 sounds a collection, said in Portuguese', async () => {
    const user = await api.user('Eva Limites');
    await api.db.query(
      `INSERT INTO catalogue.collections (owner_id, name) SELECT $1, 'Coleção ' || n FROM generate_series(1, 99) n`,
      [user.id],
    );
    const hundredth = await create(user, 'A centésima');
    expect(await api.as(user, 'POST', '/collections', { name: 'Uma a mais' })).toMatchObject({
      status: 409,
      body: {
        code: 'COLLECTIONS_LIMIT',
        message: 'Você chegou ao limite de 100 coleções. Exclua uma para criar outra.',
      },
    });

    // 1,000 of Beto's public sounds, made straight in the table (the API path is the same for each).
    await api.db.query(
      `WITH made AS (
         INSERT INTO catalogue.sounds (name, description, type, key, bpm, owner_id, audio_id, status)
           SELECT 'Lote ' || n, 'Um som', 'Samples', 'C', '110-130', $2, gen_random_uuid(), 'public'
             FROM generate_series(1, 1000) n RETURNING id)
       INSERT INTO catalogue.collection_sounds (collection_id, sound_id, position)
         SELECT $1, id, row_number() OVER () FROM made`,
      [hundredth.id, beto.id],
    );
    expect(await add(user, hundredth.id, sound.anaPublic.id)).toMatchObject({
      status: 409,
      body: {
        code: 'COLLECTION_FULL',
        message: 'Esta coleção chegou ao limite de 1.000 sons. Remova algum para adicionar outro.',
      },
    });
    const page = await api.as(user, 'GET', `/collections/${hundredth.id}/sounds?page=50&pageSize=20`);
    expect(page.body).toMatchObject({ total: 1000, page: 50, pageSize: 20 });
    expect(names(page)).toEqual(Array.from({ length: 20 }, (_, index) => `Lote ${981 + index}`));

    // Beto makes one private: Eva no longer sees it, so it takes no room; she is told, and may take it out.
    await api.db.query(`UPDATE catalogue.sounds SET status = 'private' WHERE owner_id = $1 AND name = 'Lote 7'`, [
      beto.id,
    ]);
    expect(await add(user, hundredth.id, sound.anaPublic.id)).toMatchObject({
      status: 200,
      body: { soundCount: 1000, unavailableCount: 1 },
    });
    expect((await add(user, hundredth.id, sound.betoLater.id)).body).toMatchObject({ code: 'COLLECTION_FULL' });
    expect(await api.as(user, 'DELETE', `/collections/${hundredth.id}/unavailable`)).toMatchObject({
      status: 200,
      body: { soundCount: 1000, unavailableCount: 0 },
    });
  });
});

describe('who reaches a collection', () => {
  let shelf: Collection;

  beforeAll(async () => {
    shelf = await create(ana, 'Prateleira');
    for (const id of [sound.anaDraft.id, sound.betoPublic.id, sound.anaPublic.id]) await add(ana, shelf.id, id);
  });

  test('a private collection answers others exactly as an unknown or malformed id does, on every route', async () => {
    const paths = (id: string) => [
      ['GET', `/collections/${id}`],
      ['GET', `/collections/${id}/sounds`],
      ['POST', `/collections/${id}/downloads`],
      ['PATCH', `/collections/${id}`],
      ['DELETE', `/collections/${id}`],
      ['PUT', `/collections/${id}/sounds/${sound.betoPublic.id}`],
      ['DELETE', `/collections/${id}/sounds/${sound.anaPublic.id}`],
      ['PUT', `/collections/${id}/sounds/${sound.anaPublic.id}/position`],
    ];
    for (const id of [shelf.id, randomUUID(), 'nao-e-um-id']) {
      for (const [method, path] of paths(id)) {
        const answer = await api.as(caio, method, path, bodyFor(method, path));
        expect({ method, path, status: answer.status, body: answer.body }).toEqual({
          method,
          path,
          status: 404,
          body: { statusCode: 404, code: 'COLLECTION_NOT_FOUND', message: 'Coleção não encontrada' },
        });
      }
    }
    expect((await api.as(ana, 'GET', `/collections/${shelf.id}`)).body).toMatchObject({ name: 'Prateleira' });
  });

  test('shared, others see it and its sounds as the catalogue shows them, and still cannot change it', async () => {
    await api.as(ana, 'PATCH', `/collections/${shelf.id}`, { shared: true });
    try {
      expect((await api.as(caio, 'GET', `/collections/${shelf.id}`)).body).toMatchObject({
        name: 'Prateleira',
        mine: false,
        shared: true,
        soundCount: 2,
        owner: { id: ana.id, name: 'Ana Coleções' },
        // The first sound has a cover, but it is Ana's draft: Caio's cover is the next one's.
        imageUrl: `/api/media/images/${betoCover}`,
      });
      expect((await api.as(ana, 'GET', `/collections/${shelf.id}`)).body).toMatchObject({
        soundCount: 3,
        imageUrl: `/api/media/images/${anaCover}`,
      });
      // Ana's own draft shows to Ana only.
      expect(await listed(caio, shelf.id)).toEqual(['Beto Público', 'Ana Pública']);
      expect(await listed(ana, shelf.id)).toEqual(['Ana Rascunho', 'Beto Público', 'Ana Pública']);
      for (const [method, path] of [
        ['PATCH', `/collections/${shelf.id}`],
        ['DELETE', `/collections/${shelf.id}`],
        ['PUT', `/collections/${shelf.id}/sounds/${sound.betoLater.id}`],
        ['DELETE', `/collections/${shelf.id}/sounds/${sound.anaPublic.id}`],
        ['PUT', `/collections/${shelf.id}/sounds/${sound.anaPublic.id}/position`],
      ]) {
        const answer = await api.as(caio, method, path, bodyFor(method, path));
        expect({ method, path, status: answer.status }).toEqual({ method, path, status: 404 });
      }
      expect(await listed(ana, shelf.id)).toEqual(['Ana Rascunho', 'Beto Público', 'Ana Pública']);
      // Without an account, only the share link's few previews (section 1): the lists need one.
      for (const path of [`/collections/${shelf.id}`, `/collections/${shelf.id}/sounds`, '/collections']) {
        expect({ path, status: (await api.call('GET', path)).status }).toEqual({ path, status: 401 });
      }
      expect((await api.call('POST', `/collections/${shelf.id}/downloads`)).status).toBe(401);
    } finally {
      await api.as(ana, 'PATCH', `/collections/${shelf.id}`, { shared: false });
    }
    expect((await api.as(caio, 'GET', `/collections/${shelf.id}/sounds`)).status).toBe(404);
  });

  test('someone else’s sound made private leaves the owner’s view too: list, count, cover', async () => {
    const watched = await create(ana, 'Do Beto', sound.betoPublic.id);
    await setPrivate(sound.betoPublic.id, 'private');
    try {
      expect(await listed(ana, watched.id)).toEqual([]);
      expect((await api.as(ana, 'GET', `/collections/${watched.id}`)).body).toMatchObject({
        soundCount: 0,
        imageUrl: null,
      });
      const mine = (await api.as(ana, 'GET', `/collections?soundId=${sound.betoPublic.id}`)).body.items as Collection[];
      expect(mine.find((entry) => entry.id === watched.id)).toMatchObject({ soundCount: 0 });
      expect(JSON.stringify(await api.as(ana, 'GET', `/collections/${watched.id}/sounds`))).not.toContain(
        'Beto Público',
      );
      // Ana is told one of hers went unavailable, nobody else is; only she can take it out.
      expect((await api.as(ana, 'GET', `/collections/${watched.id}`)).body).toMatchObject({ unavailableCount: 1 });
      expect(mine.find((entry) => entry.id === watched.id)).toMatchObject({ unavailableCount: 1 });
      await api.as(ana, 'PATCH', `/collections/${watched.id}`, { shared: true });
      expect((await api.as(caio, 'GET', `/collections/${watched.id}`)).body).toMatchObject({ unavailableCount: 0 });
      expect((await api.as(caio, 'DELETE', `/collections/${watched.id}/unavailable`)).status).toBe(404);
      expect((await api.as(ana, 'DELETE', `/collections/${watched.id}/unavailable`)).body).toMatchObject({
        soundCount: 0,
        unavailableCount: 0,
      });
    } finally {
      await setPrivate(sound.betoPublic.id, 'public');
    }
    // Taken out, it does not come back when Beto publishes it again.
    expect(await listed(ana, watched.id)).toEqual([]);
  });
});

describe('its shared link and its page', () => {
  let linked: Collection;
  const visitor = (path: string) => api.call('GET', path);
  const page = async (path: string) => {
    const response = await fetch(`${api.platform.url}${path}`, { headers: { 'user-agent': 'WhatsApp/2.23.20.0' } });
    return { status: response.status, html: await response.text() };
  };
  const tag = (html: string, name: string) =>
    (new RegExp(`<meta (?:property|name)="${name}" content="([^"]*)"`).exec(html)?.[1] ?? '').replace(
      /&#(\d+);/g,
      (_, code: string) => String.fromCharCode(Number(code)),
    );

  beforeAll(async () => {
    linked = await create(ana, 'Seleção <da> Ana');
    // Ana's draft first, with its cover: nothing of it may reach a visitor.
    for (const id of [sound.anaDraft.id, sound.anaPublic.id, sound.betoPublic.id]) await add(ana, linked.id, id);
  });

  test('private, unknown or malformed: the same 404 to a visitor, and a page that names nothing', async () => {
    const answers = await Promise.all(
      [linked.id, randomUUID(), 'nao-e-um-id'].map((id) => visitor(`/share/collections/${id}`)),
    );
    for (const answer of answers) expect(answer).toMatchObject({ status: 404, body: answers[0].body });
    expect(answers[0].body).toMatchObject({ code: 'COLLECTION_NOT_FOUND' });
    const { status, html } = await page(`/c/${linked.id}`);
    expect(status).toBe(404);
    expect(tag(html, 'og:title')).toBe('Coleção indisponível | Sampleteca');
    expect(html).not.toContain('Seleção');
  });

  test('shared: name, owner, public count and the first public sounds in Ana’s order; the page’s tags tell no private thing', async () => {
    await api.as(ana, 'PATCH', `/collections/${linked.id}`, { shared: true });
    // In Ana's order (the draft, hers, Beto's), not the newest first...
    const previews = async () =>
      ((await visitor(`/share/collections/${linked.id}`)).body.sounds as SoundJson[]).map((entry) => entry.name);
    expect(await previews()).toEqual(['Ana Pública', 'Beto Público']);
    // ...and as she moves them, not as they were added.
    await api.as(ana, 'PUT', `/collections/${linked.id}/sounds/${sound.betoPublic.id}/position`, { position: 1 });
    expect(await previews()).toEqual(['Beto Público', 'Ana Pública']);
    const answer = await visitor(`/share/collections/${linked.id}`);
    expect(answer).toMatchObject({
      status: 200,
      body: {
        id: linked.id,
        name: 'Seleção <da> Ana',
        soundCount: 2,
        owner: { id: ana.id, name: 'Ana Coleções' },
        imageUrl: `/api/media/images/${betoCover}`,
      },
    });
    const sounds = answer.body.sounds as SoundJson[];
    expect(sounds[0]).toMatchObject({ liked: false, mine: false, audio: { previewUrl: expect.any(String) } });
    const text = JSON.stringify(answer.body);
    expect(text).not.toContain('Rascunho');
    expect(text).not.toContain(anaCover);
    expect(text).not.toContain(sound.anaDraft.id);

    const { status, html } = await page(`/c/${linked.id}`);
    expect(status).toBe(200);
    expect(tag(html, 'og:title')).toBe('Seleção <da> Ana | Sampleteca');
    expect(tag(html, 'og:type')).toBe('music.playlist');
    expect(tag(html, 'og:description')).toBe('Coleção de Ana Coleções com 2 sons. Ouça as prévias no Sampleteca.');
    expect(tag(html, 'og:image')).toMatch(new RegExp(`/api/media/images/${betoCover}/share-card$`));
    expect(html).not.toContain('Rascunho');
    expect(html).not.toContain(anaCover);
  });
});

describe("'Baixar coleção'", () => {
  test('the sounds the viewer may download, in the collection’s order, with the licence; others’ private ones never', async () => {
    const bag = await create(ana, 'Sacola');
    for (const id of [sound.betoPublic.id, sound.anaDraft.id, sound.betoLater.id, sound.anaPublic.id])
      await add(ana, bag.id, id);
    await setPrivate(sound.betoLater.id, 'private');
    try {
      const own = await zipOf(ana, bag.id);
      expect(own.answer.body).toMatchObject({ fileName: 'Sacola.zip', included: 3, action: '/api/media/bundles' });
      expect(own.manifest!.entries.map((entry) => entry.fileName)).toEqual([
        'Beto Público.mp3',
        'Ana Rascunho.mp3',
        'Ana Pública.mp3',
      ]);
      expect(own.manifest!.licence).toContain('Coleção "Sacola", baixada em');
      expect(own.manifest!.licence).toContain('Licenciado para: Ana Coleções.');
      expect(own.manifest!.licence).not.toContain('Beto Depois');

      // Shared, Caio gets the public ones; private, nothing at all.
      expect((await zipOf(caio, bag.id)).answer).toMatchObject({ status: 404, body: { code: 'COLLECTION_NOT_FOUND' } });
      await api.as(ana, 'PATCH', `/collections/${bag.id}`, { shared: true });
      const shared = await zipOf(caio, bag.id);
      expect(shared.manifest!.entries.map((entry) => entry.fileName)).toEqual(['Beto Público.mp3', 'Ana Pública.mp3']);
      expect(shared.manifest!.userId).toBe(caio.id);
      expect(shared.manifest!.licence).not.toContain('Rascunho');
    } finally {
      await setPrivate(sound.betoLater.id, 'public');
    }
  });

  test('the plan rules of the kit ZIP: a paid sound needs a plan; an empty collection says so', async () => {
    const paid = await api.sound(beto, { name: 'Beto Exclusivo' });
    await api.db.query('UPDATE catalogue.sounds SET is_free = false WHERE id = $1', [paid.id]);
    const exclusive = await create(caio, 'Exclusivos', paid.id);
    expect((await zipOf(caio, exclusive.id)).answer).toMatchObject({
      status: 403,
      body: { code: 'PLAN_REQUIRED', details: { plansUrl: '/profile/plan', skipped: { plan: 1 } } },
    });
    await add(caio, exclusive.id, sound.anaPublic.id);
    expect((await zipOf(caio, exclusive.id)).answer.body).toMatchObject({
      included: 1,
      skipped: { plan: 1, notReady: 0, overLimit: 0 },
    });
    const empty = await create(caio, 'Vazia');
    expect((await zipOf(caio, empty.id)).answer).toMatchObject({
      status: 404,
      body: { code: 'BUNDLE_EMPTY', message: 'Esta coleção ainda não tem sons para baixar.' },
    });
  });
});
