import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { verifyPreviewGrant } from '@sampleteca/contracts';
import { createEnvelope, EventPublisher } from '@sampleteca/messaging';
import { eventually } from '@sampleteca/testing';
import { CatalogueApi, names, type ApiAnswer, type SoundJson, type TestUser } from './support/catalogue-api';

const api = new CatalogueApi();
let owner: TestUser;
let other: TestUser;

beforeAll(async () => {
  await api.start();
  owner = await api.user('Zé Catálogo');
  other = await api.user('Ana Ouvinte');
}, 60_000);

afterAll(() => api.stop());

describe('creating a sound', () => {
  test("the wizard's rules are the server's: messages in Portuguese and nothing saved", async () => {
    const audioId = await api.processedAudio(owner);
    const base = { name: 'Ok', description: 'Ok', audioId, key: 'Am', type: 'Beats', bpm: '85-100', plan: 'free' };
    const categoryId = await api.category(owner, 'regras');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '   ' }, 'name', 'O nome deve conter pelo menos 1 caracter'],
      [{ name: 'x'.repeat(256) }, 'name', 'O nome deve conter no máximo 255 caracteres'],
      [{ description: '' }, 'description', 'A descrição deve conter pelo menos 1 caracter'],
      [{ key: 'H' }, 'key', 'Selecione uma tonalidade válida'],
      [{ bpm: '90-95' }, 'bpm', 'Selecione um BPM válido'],
      // 'Sem tom definido' and 'Sem BPM (one-shot)' are null; an empty or missing choice is no choice.
      [{ key: '' }, 'key', 'Selecione uma tonalidade válida'],
      [{ bpm: undefined }, 'bpm', 'Selecione um BPM válido'],
      [{ plan: 'master' }, 'plan', 'O plano Master ainda não está disponível.'],
    ];
    for (const [change, field, message] of cases) {
      const answer = await api.as(owner, 'POST', '/sounds', { ...base, categoryId, ...change });
      expect(answer.status).toBe(400);
      expect(answer.body.details).toEqual({ fields: [{ field, messages: [message] }] });
    }
    const unknownCategory = await api.as(owner, 'POST', '/sounds', { ...base, categoryId: randomUUID() });
    expect(unknownCategory.body).toMatchObject({ statusCode: 422, message: 'Problema ao setar categoria!' });
    const { rows } = await api.db.query('SELECT count(*)::int AS n FROM catalogue.sounds WHERE audio_id = $1', [
      audioId,
    ]);
    expect(rows[0].n).toBe(0);
  });

  test("someone else's audio, or audio already on a sound, is refused", async () => {
    const theirs = await api.processedAudio(other);
    const categoryId = await api.category(owner, 'regras');
    const body = { name: 'Roubo', description: 'x', key: 'C', type: 'Beats', bpm: '60-80', plan: 'free', categoryId };
    expect((await api.as(owner, 'POST', '/sounds', { ...body, audioId: theirs })).status).toBe(404);
    const sound = await api.sound(owner);
    const again = await api.as(owner, 'POST', '/sounds', { ...body, audioId: (sound.audio as { id: string }).id });
    expect(again.body).toMatchObject({ statusCode: 409, code: 'AUDIO_ALREADY_USED' });
  });

  test('an audio nobody uploaded, or an image that is not the owner’s, is refused and nothing is saved', async () => {
    const categoryId = await api.category(owner, 'arquivos');
    const base = await api.soundBody(owner, { name: 'Arquivos', categoryId });
    const before = await api.soundCount(owner);
    const audioNotYours = {
      statusCode: 404,
      code: 'AUDIO_NOT_YOURS',
      message: 'Erro ao cadastrar música: envie o arquivo de áudio novamente.',
    };
    const imageNotYours = {
      statusCode: 404,
      code: 'IMAGE_NOT_YOURS',
      message: 'Erro ao cadastrar música: envie a imagem de capa novamente.',
    };

    // An id media never announced would stay "processing" for ever.
    expect((await api.as(owner, 'POST', '/sounds', { ...base, audioId: randomUUID() })).body).toEqual(audioNotYours);
    const audioId = await api.uploadedAudio(owner);
    const theirCover = await api.uploadedImage(other);
    const visitorsAvatar = await api.uploadedImage(null, 'avatar');
    const mine = await api.uploadedImage(owner);
    const link = (imageId: string) => `/api/media/images/${imageId}`;
    const refused: Record<string, unknown>[] = [
      { imageId: theirCover, imageUrl: link(theirCover) },
      { imageId: visitorsAvatar, imageUrl: link(visitorsAvatar) },
      { imageId: randomUUID() },
      // Someone else's cover by its link alone, or behind one's own id.
      { imageUrl: `${link(theirCover)}?size=640` },
      { imageId: mine, imageUrl: link(theirCover) },
    ];
    for (const fields of refused) {
      expect((await api.as(owner, 'POST', '/sounds', { ...base, audioId, ...fields })).body).toEqual(imageNotYours);
    }
    // A link anywhere but media's own address, which every viewer's browser would fetch, is refused
    // whatever id comes with it (#29 §5).
    const elsewhere = [
      'https://rastreador.example/pixel.png',
      `http://localhost${link(mine)}`,
      `//rastreador.example${link(mine)}`,
      `${link(mine)}/../../../../outro`,
    ];
    for (const imageUrl of elsewhere) {
      const answer = await api.as(owner, 'POST', '/sounds', { ...base, audioId, imageId: mine, imageUrl });
      expect({ imageUrl, status: answer.status, fields: answer.body.details }).toEqual({
        imageUrl,
        status: 400,
        fields: { fields: [{ field: 'imageUrl', messages: ['Imagem inválida.'] }] },
      });
      const producedElsewhere = await api.as(owner, 'POST', '/sounds/produced', {
        audioId,
        imageId: mine,
        imageUrl,
        name: 'Produzida',
        artists: 'MC Teste',
        key: 'C',
        bpm: '85-100',
        categoryId,
      });
      expect(producedElsewhere.status).toBe(400);
      expect(producedElsewhere.body.details).toEqual({
        fields: [{ field: 'imageUrl', messages: ['Por favor, faça upload da música e da imagem antes de cadastrar.'] }],
      });
      const kit = await api.as(owner, 'POST', '/drum-kits', { name: 'Kit rastreado', imageUrl });
      expect(kit.status).toBe(400);
    }
    const produced = await api.as(owner, 'POST', '/sounds/produced', {
      audioId,
      imageId: theirCover,
      imageUrl: link(theirCover),
      name: 'Produzida',
      artists: 'MC Teste',
      key: 'C',
      bpm: '85-100',
      categoryId,
    });
    expect(produced.body).toEqual(imageNotYours);
    expect(await api.soundCount(owner)).toBe(before);
    const { rows } = await api.db.query(
      `SELECT count(*)::int AS n FROM catalogue.outbox_events WHERE type = 'sound.created' AND envelope->'data'->>'audioId' = $1`,
      [audioId],
    );
    expect(rows[0].n).toBe(0);

    // The owner's own upload and cover go through.
    const created = await api.as(owner, 'POST', '/sounds', { ...base, audioId, imageId: mine, imageUrl: link(mine) });
    expect(created.status).toBe(201);
  }, 60_000);

  test('a new sound is private to its owner, announced by sound.created, and ready once media has processed it', async () => {
    // The sound is saved before media finishes (processing starts at wizard step 1, may end later).
    const audioId = await api.uploadedAudio(owner);
    const categoryId = await api.category(owner, 'ordem');
    const created = await api.as(owner, 'POST', '/sounds', {
      name: 'Antes do processamento',
      description: 'x',
      audioId,
      key: 'D',
      type: 'Melody',
      bpm: '130-150',
      plan: 'free',
      categoryId,
    });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('Música cadastrada com sucesso!');
    const sound = created.body.sound as SoundJson & { audio: { status: string } };
    expect(sound).toMatchObject({ status: 'private', isFree: true, mine: true, audio: { status: 'processing' } });
    expect(await api.outboxed('sound.created', sound.id)).toEqual([
      expect.objectContaining({ soundId: sound.id, ownerUserId: owner.id, audioId }),
    ]);

    expect((await api.as(other, 'GET', `/sounds/${sound.id}`)).status).toBe(404);
    expect(names(await api.as(other, 'GET', '/sounds?search=antes do processamento'))).toEqual([]);
    expect(names(await api.as(owner, 'GET', '/sounds?search=antes do processamento'))).toEqual([
      'Antes do processamento',
    ]);

    await api.processedAudio(owner, { audioId, durationSeconds: 7.5 });
    const ready = await api.as(owner, 'GET', `/sounds/${sound.id}`);
    expect(ready.body.audio).toMatchObject({ status: 'ready', durationSeconds: 7.5 });
    expect((ready.body.audio as { levels: string }).levels).toMatch(/^[a-u]{200}$/);
    // Kept once, as levels: the real[] bars the release before wrote are no longer written.
    const stored = await api.db.query(
      'SELECT length(card_levels) AS bytes, peaks FROM catalogue.audio_files WHERE audio_id = $1',
      [audioId],
    );
    expect(stored.rows).toEqual([{ bytes: 200, peaks: null }]);
    // The preview link is signed for whoever may see the sound: media plays it, and only it.
    const preview = new URL(String((ready.body.audio as { previewUrl: string }).previewUrl), 'http://x');
    expect(preview.pathname).toBe(`/api/media/audio/${audioId}/preview`);
    const grant = Object.fromEntries(preview.searchParams);
    expect(verifyPreviewGrant(audioId, grant, api.urlSecret())).toBe(true);
    expect(verifyPreviewGrant(randomUUID(), grant, api.urlSecret())).toBe(false);
    expect(Number(grant.expires) - Date.now() / 1000).toBeGreaterThan(2700);
  });

  test('a file media could not decode shows its message on the sound', async () => {
    const sound = await api.sound(owner, {}, false);
    const audioId = (sound.audio as { id: string }).id;
    await api.platform.app.get(EventPublisher).publish(
      createEnvelope('media', 'media.failed', {
        audioId,
        ownerUserId: owner.id,
        code: 'AUDIO_UNREADABLE',
        message: 'Não foi possível ler este arquivo de áudio.',
        failedAt: new Date().toISOString(),
      }),
    );
    await eventually(async () => {
      const answer = await api.as(owner, 'GET', `/sounds/${sound.id}`);
      expect(answer.body.audio).toMatchObject({
        status: 'failed',
        failureMessage: 'Não foi possível ler este arquivo de áudio.',
        previewUrl: null,
      });
    });
  });

  test('a failed file sent back to processing by an administrator shows processing, then ready', async () => {
    const sound = await api.sound(owner, {}, false);
    const audioId = (sound.audio as { id: string }).id;
    const publish = (type: string, data: Record<string, unknown>) =>
      api.platform.app
        .get(EventPublisher)
        .publish(createEnvelope('media', type, { audioId, ownerUserId: owner.id, ...data }));
    const audioOf = async () => (await api.as(owner, 'GET', `/sounds/${sound.id}`)).body.audio;

    await publish('media.failed', {
      code: 'AUDIO_PROCESSING_FAILED',
      message: 'Não foi possível processar o áudio agora.',
      failedAt: new Date().toISOString(),
    });
    await eventually(async () => expect(await audioOf()).toMatchObject({ status: 'failed' }));

    await publish('media.audio.reprocessing', { requestedAt: new Date().toISOString() });
    await eventually(async () => expect(await audioOf()).toMatchObject({ status: 'processing', failureMessage: null }));

    await api.processedAudio(owner, { audioId, durationSeconds: 3 });
    expect(await audioOf()).toMatchObject({ status: 'ready', durationSeconds: 3 });

    // A late copy of the retry event does not take a ready file back to processing (read once
    // the catalogue's inbox has applied it).
    await api.fromMedia('media.audio.reprocessing', {
      audioId,
      ownerUserId: owner.id,
      requestedAt: new Date().toISOString(),
    });
    expect(await audioOf()).toMatchObject({ status: 'ready' });
  });
});

describe('a sound without key or tempo (#43: a kick)', () => {
  test('saves as a one-shot, is listed and counted, left out of key and BPM filters, and matched without a crash', async () => {
    const maker = await api.user('Quem Grava Bumbos');
    const categoryId = await api.category(maker, 'bumbos sem tom');
    // Media measured neither pulse nor key; the file has a timbre, so 'Sons parecidos' holds a copy.
    const audioId = await api.processedAudio(maker, {
      ...{ bpm: null, bpmConfidence: null, bpmRange: null, key: null, keyStrength: null },
      timbre: { version: 1, values: [0, 0, 0, 0] },
    });
    const body = { name: 'Kick Seco', description: 'Um bumbo', audioId, type: 'Samples', plan: 'free', categoryId };
    const created = await api.as(maker, 'POST', '/sounds', { ...body, key: null, bpm: null });
    expect(created.status).toBe(201);
    const kick = created.body.sound as SoundJson;
    expect(kick).toMatchObject({ key: null, bpm: null, tempo: null });
    await api.db.query(`UPDATE catalogue.sounds SET status = 'public' WHERE id = $1`, [kick.id]);
    await api.sound(maker, { name: 'Loop em Am', key: 'Am', bpm: '110-130', categoryId });

    const list = (query: string) => api.as(other, 'GET', `/sounds?${query}`);
    expect(names(await list(`uploader=${maker.id}`))).toEqual(['Loop em Am', 'Kick Seco']);
    expect(names(await list(`uploader=${maker.id}&key=Am`))).toEqual(['Loop em Am']);
    expect(names(await list(`uploader=${maker.id}&bpm=110-130`))).toEqual(['Loop em Am']);
    // Totals under coarse filters only are the public counts' sums.
    expect((await list(`category=${categoryId}`)).body.total).toBe(2);
    expect((await list(`category=${categoryId}&key=Am`)).body.total).toBe(1);
    expect((await list(`category=${categoryId}&bpm=110-130`)).body.total).toBe(1);
    const facets = (await api.as(other, 'GET', `/sounds/facets?uploader=${maker.id}`)).body;
    expect(facets).toMatchObject({
      type: [{ value: 'Samples', label: 'Samples', count: 2 }],
      key: [{ value: 'Am', label: 'Am', count: 1 }],
      bpm: [{ value: '110-130', label: '110-130', count: 1 }],
    });

    // Without key it matches on tempo only, without tempo any tempo; the loop takes the kick too.
    const kickMatches = await api.as(other, 'GET', `/sounds/${kick.id}/matches`);
    expect(kickMatches.status).toBe(200);
    expect(names(kickMatches)).toContain('Loop em Am');
    expect(kickMatches.body.reference).toEqual({ key: null, tempo: null, bpm: null });
    const loop = (await list(`uploader=${maker.id}&key=Am`)).body.items as SoundJson[];
    expect(names(await api.as(other, 'GET', `/sounds/${loop[0].id}/matches`))).toContain('Kick Seco');
    expect((await api.as(other, 'GET', `/sounds/${kick.id}/similar`)).status).toBe(200);

    const share = await fetch(`${api.platform.url}/s/${kick.id}`, { headers: { 'user-agent': 'WhatsApp/2.23.20.0' } });
    expect(await share.text()).toContain('content="Samples, por Quem Grava Bumbos. Ouça a prévia no Sampleteca."');
    await api.as(maker, 'DELETE', `/sounds/${kick.id}`);
    expect((await list(`category=${categoryId}`)).body.total).toBe(1);
  });
});

describe('browsing', () => {
  let maker: TestUser;
  let kit: string;
  let sounds: Record<string, SoundJson>;

  beforeAll(async () => {
    maker = await api.user('Mc Filtros Únicos');
    const funk = await api.category(maker, 'Funk Filtro');
    const trap = await api.category(maker, 'trap filtro');
    kit = ((await api.as(maker, 'POST', '/drum-kits', { name: 'Kit Verão Filtrado' })).body.drumKit as { id: string })
      .id;
    const artist = (await api.as(maker, 'POST', '/artists/credited', { name: 'Cantora Filtrada' })).body.artist as {
      id: string;
    };
    const made: [string, Record<string, unknown>][] = [
      ['Acápela Filtro Um', { type: 'Acapelas', key: 'Am', bpm: '85-100', categoryId: funk, drumKitId: kit }],
      ['Beat Filtro Dois', { type: 'Beats', key: 'Am', bpm: '130-150', categoryId: trap, drumKitId: kit }],
      ['Beat Filtro Três', { type: 'Beats', key: 'C', bpm: '130-150', categoryId: trap, artistId: artist.id }],
      ['Melodia Filtro Quatro', { type: 'Melody', key: 'C', bpm: '60-80', categoryId: funk }],
      ['Sample Filtro Cinco', { type: 'Samples', key: 'F#m', bpm: '160-180', categoryId: funk }],
    ];
    sounds = {};
    for (const [name, fields] of made) sounds[name] = await api.sound(maker, { name, ...fields });
  }, 60_000);

  const list = (query: string, user: TestUser = other) =>
    api.as(user, 'GET', `/sounds?uploader=${maker.id}${query ? `&${query}` : ''}`);

  test('each filter alone, newest first, with the total', async () => {
    expect(names(await list(''))).toEqual([
      'Sample Filtro Cinco',
      'Melodia Filtro Quatro',
      'Beat Filtro Três',
      'Beat Filtro Dois',
      'Acápela Filtro Um',
    ]);
    expect(names(await list('type=Beats'))).toEqual(['Beat Filtro Três', 'Beat Filtro Dois']);
    expect(names(await list('key=C'))).toEqual(['Melodia Filtro Quatro', 'Beat Filtro Três']);
    expect(names(await list('bpm=160-180'))).toEqual(['Sample Filtro Cinco']);
    expect(names(await list(`drumKit=${kit}`))).toEqual(['Beat Filtro Dois', 'Acápela Filtro Um']);
    const funk = (sounds['Acápela Filtro Um'].category as { id: string }).id;
    expect((await list(`category=${funk}`)).body.total).toBe(3);
    expect(names(await api.as(other, 'GET', '/sounds?search=mc filtros unicos&type=Acapelas'))).toEqual([
      'Acápela Filtro Um',
    ]);
  });

  test('filters combine', async () => {
    expect(names(await list('type=Beats&key=Am'))).toEqual(['Beat Filtro Dois']);
    const trap = (sounds['Beat Filtro Dois'].category as { id: string }).id;
    expect(names(await list(`type=Beats&bpm=130-150&category=${trap}&key=C`))).toEqual(['Beat Filtro Três']);
    // A search inside filters reads one index list per combination; the uuid's case changes nothing.
    const searched = await list(`search=filtro&type=Beats&bpm=130-150&category=${trap.toUpperCase()}&key=C`);
    expect(names(searched)).toEqual(['Beat Filtro Três']);
    expect(searched.body.total).toBe(1);
    expect(names(await list('search=filtro&type=Beats&key=Am'))).toEqual(['Beat Filtro Dois']);
    expect((await list('type=Samples&key=Am')).body).toMatchObject({ items: [], total: 0 });
  });

  test('text search ignores accents and case, over name, artist, drum kit and category', async () => {
    expect(names(await api.as(other, 'GET', '/sounds?search=ACAPELA filtro'))).toEqual(['Acápela Filtro Um']);
    expect(names(await api.as(other, 'GET', '/sounds?search=tres'))).toContain('Beat Filtro Três');
    expect(names(await api.as(other, 'GET', '/sounds?search=cantora filtrada'))).toEqual(['Beat Filtro Três']);
    expect(names(await api.as(other, 'GET', '/sounds?search=kit verao filtrado'))).toEqual([
      'Beat Filtro Dois',
      'Acápela Filtro Um',
    ]);
    expect((await api.as(other, 'GET', '/sounds?search=trap filtro')).body).toMatchObject({
      total: 2,
      totalIsEstimate: false,
    });
    // LIKE wildcards are taken literally.
    expect((await api.as(other, 'GET', '/sounds?search=%25')).body.total).toBe(0);
    // A word typed in part finds the words it begins ('filtr': Filtro, Filtros, Filtrada, Filtrado).
    expect(names(await list('search=filtr'))).toHaveLength(5);
    expect(names(await list('search=cantora filtr'))).toEqual(['Beat Filtro Três']);
    // A word no name begins is read as a typo of the words a letter away ('filtrx': filtro,
    // filtra); two letters off a short word, it finds nothing.
    expect(names(await list('search=filtrx'))).toContain('Beat Filtro Três');
    expect((await list('search=filtrxq')).body).toMatchObject({ items: [], total: 0 });
  });

  test('a part that begins many words still finds them, and words of new sounds are found at once', async () => {
    const many = 'abcdefghijklmnopq'
      .split('')
      .map((letter) => `Zeta${letter}`)
      .join(' ');
    await api.sound(owner, { name: many });
    expect(names(await api.as(other, 'GET', '/sounds?search=zetab'))).toEqual([many]);
    const solo = await api.sound(owner, { name: 'Zetaz Sozinho' });
    expect(names(await api.as(other, 'GET', '/sounds?search=zeta'))).toEqual([solo.name, many]);
    expect(names(await api.as(other, 'GET', '/sounds?search=sozin'))).toEqual([solo.name]);
    // A renamed sound is found by its new words, even where the part typed began other words before.
    const kept = await api.sound(owner, { name: 'Quasar Um' });
    const renamed = await api.sound(owner, { name: 'Quasar Dois' });
    await api.db.query(`UPDATE catalogue.sounds SET name = 'Quasarino Dois' WHERE id = $1`, [renamed.id]);
    // A whole word ranks above a word it begins (musician-search.integration.test.ts), newer or not.
    expect(names(await api.as(other, 'GET', '/sounds?search=quasar'))).toEqual([kept.name, 'Quasarino Dois']);
  });

  test('paging: pages of the asked size, the total on every page, an empty page past the end', async () => {
    const first = await list('pageSize=2&page=1');
    const second = await list('pageSize=2&page=2');
    const third = await list('pageSize=2&page=3');
    const past = await list('pageSize=2&page=4');
    expect([first, second, third, past].map((answer) => answer.body.total)).toEqual([5, 5, 5, 5]);
    expect([...names(first), ...names(second), ...names(third)]).toEqual(names(await list('')));
    expect(names(past)).toEqual([]);
    const bad = await list('page=0&pageSize=500');
    expect(bad.status).toBe(400);
    expect((bad.body.details as { fields: { field: string }[] }).fields.map((entry) => entry.field)).toEqual([
      'page',
      'pageSize',
    ]);
    expect((await list('type=Jazz')).body).toMatchObject({ statusCode: 400, message: expect.any(String) });
  });

  test('Próxima and Anterior seek from a sound the reader saw: the same pages as their numbers', async () => {
    const lastOf = (answer: ApiAnswer) => (answer.body.items as SoundJson[]).at(-1)!.id;
    const first = await list('pageSize=2&page=1');
    const second = await list(`pageSize=2&page=2&after=${lastOf(first)}`);
    const third = await list(`pageSize=2&page=3&after=${lastOf(second)}`);
    expect(names(second)).toEqual(names(await list('pageSize=2&page=2')));
    expect(third.body).toMatchObject({ page: 3, total: 5 });
    expect(names(third)).toEqual(['Acápela Filtro Um']);
    const firstOfThird = (third.body.items as SoundJson[])[0].id;
    expect(names(await list(`pageSize=2&page=2&before=${firstOfThird}`))).toEqual(names(second));
    expect(names(await list(`pageSize=2&page=4&after=${firstOfThird}`))).toEqual([]);
    // The anchor, not the number, places the page (sounds may have come or gone since).
    const newest = sounds['Sample Filtro Cinco'].id;
    expect(names(await list(`pageSize=2&page=2&after=${newest}`))).toEqual([
      'Melodia Filtro Quatro',
      'Beat Filtro Três',
    ]);
    expect(names(await list(`pageSize=2&page=2&before=${sounds['Beat Filtro Três'].id}`))).toEqual([
      'Sample Filtro Cinco',
      'Melodia Filtro Quatro',
    ]);
    // Filters hold from the anchor on.
    expect(names(await list(`type=Beats&key=Am&pageSize=1&page=2&after=${newest}`))).toEqual(['Beat Filtro Dois']);
    // An anchor no longer in the list (deleted, say) places nothing: the page number stands.
    expect(names(await list(`pageSize=2&page=2&after=${randomUUID()}`))).toEqual(names(second));

    const both = await list(`after=${firstOfThird}&before=${firstOfThird}`);
    expect(both.status).toBe(400);
    expect(both.body.details).toEqual({
      fields: [{ field: 'before', messages: ['Informe after ou before, não os dois.'] }],
    });
    expect((await list('after=ultimo')).body.details).toEqual({
      fields: [{ field: 'after', messages: ['Som de referência da página inválido.'] }],
    });
  });

  test('facets count each value under the other filters', async () => {
    const facets = (await api.as(other, 'GET', `/sounds/facets?uploader=${maker.id}&type=Beats`)).body as Record<
      string,
      { value: string; label: string; count: number }[]
    >;
    // The type facet ignores the type filter itself: every type this artist has, in the spec's order.
    expect(facets.type).toEqual([
      { value: 'Samples', label: 'Samples', count: 1 },
      { value: 'Acapelas', label: 'Acapelas', count: 1 },
      { value: 'Beats', label: 'Beats', count: 2 },
      { value: 'Melody', label: 'Melody', count: 1 },
    ]);
    expect(facets.key).toEqual([
      { value: 'C', label: 'C', count: 1 },
      { value: 'Am', label: 'Am', count: 1 },
    ]);
    expect(facets.category).toEqual([expect.objectContaining({ label: 'trap filtro', count: 2 })]);
    expect(facets.uploader).toEqual([{ value: maker.id, label: 'Mc Filtros Únicos', count: 2 }]);
    // Inside a search too: each facet's own filter is left out of the index token as well.
    const searched = (await api.as(other, 'GET', `/sounds/facets?uploader=${maker.id}&type=Beats&key=C&search=filtro`))
      .body as typeof facets;
    expect(searched.type).toEqual([
      { value: 'Beats', label: 'Beats', count: 1 },
      { value: 'Melody', label: 'Melody', count: 1 },
    ]);
    expect(searched.key).toEqual(facets.key);
  });

  test('the artist and drum kit pages: who they are, their categories, produced sounds apart', async () => {
    const artist = await api.as(other, 'GET', `/artists/by-name/${encodeURIComponent('mc filtros únicos')}`);
    expect(artist.body).toMatchObject({ id: maker.id, name: 'Mc Filtros Únicos' });
    expect(await api.as(other, 'GET', '/artists/by-name/Ninguém%20Aqui')).toMatchObject({
      status: 404,
      body: { message: 'Artista não encontrado' },
    });
    const categories = await api.as(other, 'GET', `/categories?uploader=${maker.id}`);
    expect((categories.body as unknown as { name: string }[]).map((category) => category.name)).toEqual([
      'funk filtro',
      'trap filtro',
    ]);
    await api.db.query('UPDATE catalogue.sounds SET is_produced = true WHERE id = $1', [sounds['Beat Filtro Dois'].id]);
    expect(names(await list('produced=true'))).toEqual(['Beat Filtro Dois']);
    expect(await list('produced=false')).toMatchObject({ body: { total: 4 } });

    const details = await api.as(other, 'GET', `/drum-kits/${kit}`);
    expect(details.body).toMatchObject({ name: 'Kit Verão Filtrado', artists: [{ id: maker.id }] });
    expect(await api.as(other, 'GET', `/drum-kits/${randomUUID()}`)).toMatchObject({
      status: 404,
      body: { message: 'Drum Kit não encontrado' },
    });
    expect((await api.as(other, 'GET', `/drum-kits/nao-e-id`)).status).toBe(404);
  });
});

describe('totals without a narrowing filter', () => {
  test("follow publishing, privacy and deletion, and include the viewer's own private sounds", async () => {
    const total = async (user: TestUser, query: string) =>
      Number((await api.as(user, 'GET', `/sounds?${query}`)).body.total);
    const query = 'key=G%23m&type=Melody&bpm=60-80';
    const before = { owner: await total(owner, query), other: await total(other, query) };

    const mine = await api.sound(owner, { name: 'Contado', key: 'G#m', type: 'Melody', bpm: '60-80' }, false);
    expect(await total(owner, query)).toBe(before.owner + 1);
    expect(await total(other, query)).toBe(before.other);

    await api.db.query(`UPDATE catalogue.sounds SET status = 'public' WHERE id = $1`, [mine.id]);
    expect(await total(owner, query)).toBe(before.owner + 1);
    expect(await total(other, query)).toBe(before.other + 1);
    expect(await total(other, 'key=G%23m')).toBeGreaterThanOrEqual(before.other + 1);

    await api.db.query(`UPDATE catalogue.sounds SET key = 'Am' WHERE id = $1`, [mine.id]);
    expect(await total(other, query)).toBe(before.other);
    await api.db.query(`UPDATE catalogue.sounds SET key = 'G#m' WHERE id = $1`, [mine.id]);
    await api.as(owner, 'DELETE', `/sounds/${mine.id}`);
    expect(await total(owner, query)).toBe(before.owner);
    expect(await total(other, query)).toBe(before.other);
    // The sum matches a plain count of what the viewer may see (produced songs have their own lists).
    const { rows } = await api.db.query(
      `SELECT count(*)::int AS n FROM catalogue.sounds WHERE (status = 'public' OR owner_id = $1) AND NOT is_produced`,
      [other.id],
    );
    expect(await total(other, '')).toBe(rows[0].n);
  });
});

describe('categories', () => {
  test('stored lower-case; the same name in any case is refused with the spec message and changes nothing', async () => {
    const created = await api.as(owner, 'POST', '/categories', { name: '  Brega   Funk ' });
    expect(created).toMatchObject({
      status: 201,
      body: { category: { name: 'brega funk' }, message: 'Categoria criada com sucesso!' },
    });
    const again = await api.as(other, 'POST', '/categories', { name: 'BREGA FUNK' });
    expect(again).toMatchObject({
      status: 409,
      body: {
        code: 'CATEGORY_EXISTS',
        message: 'Essa categoria já existe',
        details: { category: created.body.category },
      },
    });
    // Still one, shown to its creator (others see it once a public sound uses it: shared-taxonomy).
    const all = (await api.as(owner, 'GET', '/categories')).body as unknown as { name: string }[];
    expect(all.filter((category) => category.name === 'brega funk')).toHaveLength(1);
  });
});

describe('credited artists', () => {
  test('two people crediting the same new artist at once both succeed, with the same artist', async () => {
    const categoryId = await api.category(owner, 'produzidas');
    const produced = async (user: TestUser, artists: string) => {
      const imageId = await api.uploadedImage(user);
      return api.as(user, 'POST', '/sounds/produced', {
        audioId: await api.processedAudio(user),
        imageId,
        imageUrl: `/api/media/images/${imageId}`,
        name: `Produzida por ${user.name}`,
        artists,
        key: 'C',
        bpm: '85-100',
        categoryId,
      });
    };
    // A gate: a transaction that takes the name first and holds it, so both requests wait on it.
    // Once it rolls back one of them inserts and the other waits on that one's uncommitted row.
    const gate = new Client({ connectionString: api.environment.databaseUrl });
    await gate.connect();
    try {
      await gate.query('BEGIN');
      await gate.query(`INSERT INTO catalogue.artists (name) VALUES ('MC Ao Mesmo Tempo')`);
      const answers = Promise.all([
        produced(owner, 'MC Ao Mesmo Tempo'),
        produced(other, 'mc ao mesmo tempo'),
        api.as(other, 'POST', '/artists/credited', { name: 'Mc Ao Mesmo Tempo' }),
      ]);
      await eventually(async () => {
        const { rows } = await api.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%INTO catalogue.artists%'`,
        );
        expect(rows[0].n).toBe(3);
      });
      await gate.query('ROLLBACK');
      const [first, second, credited] = await answers;
      expect([first.status, second.status]).toEqual([201, 201]);
      // 201 when this one created the artist, 200 when it found it.
      expect([200, 201]).toContain(credited.status);
      const artist = (answer: ApiAnswer) => (answer.body.sound as SoundJson & { artist: { id: string } }).artist.id;
      expect(artist(second)).toBe(artist(first));
      expect((credited.body.artist as { id: string }).id).toBe(artist(first));
    } finally {
      await gate.end();
    }
    const { rows } = await api.db.query(`SELECT name FROM catalogue.artists WHERE lower(name) = 'mc ao mesmo tempo'`);
    expect(rows).toHaveLength(1);
  });
});

describe('likes', () => {
  test('setting the same state twice is one like; the liked list and the count follow', async () => {
    const sound = await api.sound(owner, { name: 'Curtível' });
    const like = () => api.as(other, 'PUT', `/sounds/${sound.id}/like`, { liked: true });
    const [a, b] = await Promise.all([like(), like()]);
    expect([a.body, b.body]).toEqual([
      { liked: true, likes: 1 },
      { liked: true, likes: 1 },
    ]);
    expect(names(await api.as(other, 'GET', '/library/likes'))).toEqual(['Curtível']);
    expect((await api.as(other, 'GET', `/sounds/${sound.id}`)).body).toMatchObject({ liked: true, likes: 1 });
    expect((await api.as(owner, 'GET', `/sounds/${sound.id}`)).body).toMatchObject({ liked: false, likes: 1 });

    const unlike = () => api.as(other, 'PUT', `/sounds/${sound.id}/like`, { liked: false });
    expect((await unlike()).body).toEqual({ liked: false, likes: 0 });
    expect((await unlike()).body).toEqual({ liked: false, likes: 0 });
    expect(names(await api.as(other, 'GET', '/library/likes'))).toEqual([]);
  });

  test('the liked list pages by when each sound was liked, with anchors too', async () => {
    const fan = await api.user('Fã Paginado');
    const liked: SoundJson[] = [];
    for (const name of ['Curtida Um', 'Curtida Dois', 'Curtida Três']) {
      const sound = await api.sound(owner, { name });
      expect((await api.as(fan, 'PUT', `/sounds/${sound.id}/like`, { liked: true })).status).toBe(200);
      liked.push(sound);
    }
    const first = await api.as(fan, 'GET', '/library/likes?pageSize=2');
    expect(names(first)).toEqual(['Curtida Três', 'Curtida Dois']);
    const next = await api.as(fan, 'GET', `/library/likes?pageSize=2&page=2&after=${liked[1].id}`);
    expect(next.body).toMatchObject({ total: 3, page: 2 });
    expect(names(next)).toEqual(['Curtida Um']);
    expect(names(await api.as(fan, 'GET', `/library/likes?pageSize=2&page=2&after=${liked[2].id}`))).toEqual([
      'Curtida Dois',
      'Curtida Um',
    ]);
    // A sound the fan never liked is no place in their list: the page number stands.
    const stranger = await api.sound(owner, { name: 'Nunca Curtida' });
    expect(names(await api.as(fan, 'GET', `/library/likes?pageSize=2&page=2&after=${stranger.id}`))).toEqual([
      'Curtida Um',
    ]);
  });

  test('a private sound of someone else cannot be liked (it is not there for them)', async () => {
    const hidden = await api.sound(owner, { name: 'Escondido' }, false);
    expect((await api.as(other, 'PUT', `/sounds/${hidden.id}/like`, { liked: true })).status).toBe(404);
  });
});

describe('downloads', () => {
  test('a link counts nothing; the file served counts once per user and sound, however often; sound.downloaded once', async () => {
    const sound = await api.sound(owner, { name: 'Batida: de/verão?' });
    const audioId = (sound.audio as { id: string }).id;
    const answers = await Promise.all([1, 2, 3].map(() => api.as(other, 'POST', `/sounds/${sound.id}/downloads`)));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ fileName: 'Batida de verão.mp3', downloads: 0 });
      const link = new URL(String(answer.body.url), 'http://x');
      expect(link.pathname).toBe(`/api/media/audio/${audioId}/download`);
      expect(Object.fromEntries(link.searchParams)).toMatchObject({ sound: sound.id, user: other.id });
    }
    expect((await api.as(other, 'GET', `/sounds/${sound.id}`)).body).toMatchObject({ downloads: 0, downloaded: false });

    // Media serves the file (twice: a second click, and the same event delivered again).
    const publisher = api.platform.app.get(EventPublisher);
    const served = createEnvelope('media', 'media.download.served', {
      audioId,
      soundId: sound.id,
      userId: other.id,
      servedAt: new Date().toISOString(),
    });
    await publisher.publish(served);
    await publisher.publish(served);
    await publisher.publish({ ...served, id: randomUUID() });
    await eventually(async () =>
      expect((await api.as(other, 'GET', `/sounds/${sound.id}`)).body).toMatchObject({
        downloads: 1,
        downloaded: true,
      }),
    );
    expect(names(await api.as(other, 'GET', '/library/downloads'))).toEqual(['Batida: de/verão?']);
    await eventually(async () =>
      expect(await api.outboxed('sound.downloaded', sound.id)).toEqual([
        expect.objectContaining({ soundId: sound.id, userId: other.id, ownerUserId: owner.id }),
      ]),
    );
    expect((await api.as(other, 'POST', `/sounds/${sound.id}/downloads`)).body).toMatchObject({ downloads: 1 });
  });

  test("'Meus Downloads' lists by when each file was served, whatever order the events arrive in", async () => {
    const listener = await api.user('Ouvinte Ordenado');
    const [first, second] = [
      await api.sound(owner, { name: 'Servido Antes' }),
      await api.sound(owner, { name: 'Servido Depois' }),
    ];
    const publisher = api.platform.app.get(EventPublisher);
    const served = (sound: SoundJson, servedAt: string) =>
      createEnvelope('media', 'media.download.served', {
        audioId: (sound.audio as { id: string }).id,
        soundId: sound.id,
        userId: listener.id,
        servedAt,
      });
    // The later download's event is handled first.
    await publisher.publish(served(second, '2026-11-26T10:00:05.000Z'));
    await eventually(async () =>
      expect(names(await api.as(listener, 'GET', '/library/downloads'))).toEqual(['Servido Depois']),
    );
    await publisher.publish(served(first, '2026-11-26T10:00:01.000Z'));
    await eventually(async () =>
      expect(names(await api.as(listener, 'GET', '/library/downloads'))).toEqual(['Servido Depois', 'Servido Antes']),
    );
  });

  test('a paid sound needs a paid plan (free sounds stay open); the owner always downloads their own', async () => {
    const paid = await api.sound(owner, { name: 'Exclusivo' });
    await api.db.query('UPDATE catalogue.sounds SET is_free = false WHERE id = $1', [paid.id]);
    const refused = await api.as(other, 'POST', `/sounds/${paid.id}/downloads`);
    expect(refused).toMatchObject({
      status: 403,
      body: {
        code: 'PLAN_REQUIRED',
        message: 'Este som é exclusivo dos planos pagos. Assine um plano para baixá-lo.',
        details: { plansUrl: '/profile/plan' },
      },
    });
    expect((await api.as(owner, 'POST', `/sounds/${paid.id}/downloads`)).status).toBe(200);

    const publisher = api.platform.app.get(EventPublisher);
    const plan = (tier: string, status: string) =>
      createEnvelope('billing', 'billing.entitlement-changed', {
        userId: other.id,
        tier,
        status,
        subscriptionId: 'sub_1',
        currentPeriodEnd: null,
      });
    await publisher.publish(plan('basic', 'active'));
    await eventually(async () =>
      expect((await api.as(other, 'POST', `/sounds/${paid.id}/downloads`)).status).toBe(200),
    );
    await publisher.publish(plan('free', 'none'));
    await eventually(async () =>
      expect((await api.as(other, 'POST', `/sounds/${paid.id}/downloads`)).status).toBe(403),
    );
  });

  test('a sound still processing cannot be downloaded yet', async () => {
    const sound = await api.sound(owner, { name: 'Em processamento' });
    await api.db.query(`UPDATE catalogue.audio_files SET status = 'processing' WHERE audio_id = $1`, [
      (sound.audio as { id: string }).id,
    ]);
    expect((await api.as(other, 'POST', `/sounds/${sound.id}/downloads`)).body).toMatchObject({
      statusCode: 409,
      message: 'Problema ao tentar fazer o Download',
    });
  });
});

describe('deleting', () => {
  test('only the owner deletes; the sound leaves every list and sound.deleted is published', async () => {
    const sound = await api.sound(owner, { name: 'Para excluir' });
    await api.as(other, 'PUT', `/sounds/${sound.id}/like`, { liked: true });
    expect(await api.as(other, 'DELETE', `/sounds/${sound.id}`)).toMatchObject({
      status: 403,
      body: { code: 'SOUND_NOT_OWNER' },
    });
    const removed = await api.as(owner, 'DELETE', `/sounds/${sound.id}`);
    expect(removed).toMatchObject({ status: 200, body: { message: 'Som removido com sucesso!' } });
    expect((await api.as(owner, 'GET', `/sounds/${sound.id}`)).status).toBe(404);
    expect(names(await api.as(other, 'GET', '/library/likes'))).not.toContain('Para excluir');
    expect(await api.outboxed('sound.deleted', sound.id)).toEqual([
      expect.objectContaining({ soundId: sound.id, audioId: (sound.audio as { id: string }).id }),
    ]);
    expect((await api.as(owner, 'DELETE', `/sounds/${sound.id}`)).status).toBe(404);
  });
});

describe('the producer page (admins)', () => {
  test('lists every sound of a producer, private ones too; others are refused', async () => {
    const producer = await api.user('Produtora Admin Vê');
    await api.sound(producer, { name: 'Público do produtor' });
    await api.sound(producer, { name: 'Privado do produtor' }, false);
    const query = `/admin/sounds?filter=${encodeURIComponent(JSON.stringify({ owner: producer.id }))}&range=[0,19]`;
    expect((await api.as(other, 'GET', query)).status).toBe(403);
    const admin = await api.admin(await api.user('Admin Catálogo'));
    const answer = await api.as(admin, 'GET', query);
    expect(answer.status).toBe(200);
    expect((answer.body as unknown as { name: string }[]).map((sound) => sound.name)).toEqual([
      'Privado do produtor',
      'Público do produtor',
    ]);
    expect(answer.headers.get('content-range')).toBe('sounds 0-1/2');
  });
});
