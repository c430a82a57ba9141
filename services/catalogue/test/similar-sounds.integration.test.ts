import type { AudioDescribed } from '@sampleteca/contracts';
import { TimbreCellsBuilder } from '@sampleteca/catalogue';
import { CatalogueApi, names, type SoundJson, type TestUser } from './support/catalogue-api';
import { timbreSound, type TimbreShape } from './support/timbre-sounds';

// 'Sons parecidos' and search with a sound (#34): the nearest sounds by timbre, one-shots with
// one-shots and loops with loops, only public sounds and the viewer's own, never the sound itself.
const api = new CatalogueApi();
let producer: TestUser;
let listener: TestUser;
let other: TestUser;
let categoryId: string;
let reference: SoundJson;
let undescribed: SoundJson;
let nearest: SoundJson;

/** A sound whose file media described as `timbre` (null: not described yet). */
const sound = (owner: TestUser, name: string, timbre: number[] | null, shape: TimbreShape = {}) =>
  timbreSound(api, owner, categoryId, name, timbre, shape);

const similar = (viewer: TestUser, soundId: string, query = '') =>
  api.as(viewer, 'GET', `/sounds/${soundId}/similar${query}`);
const similarTo = (viewer: TestUser, body: Record<string, unknown>) =>
  api.as(viewer, 'POST', '/sounds/similar-to', body);

beforeAll(async () => {
  // Cells from ten described sounds on, so the test sees both the exact path and the cells.
  await api.start({ CATALOGUE_TIMBRE_CELLS_FROM: '10' });
  producer = await api.user('Quem Produz');
  listener = await api.user('Quem Procura');
  other = await api.user('Quem Guarda');
  categoryId = await api.category(producer, 'timbres');
  reference = await sound(producer, 'Caixa de referência', [0, 0, 0, 0]);
  nearest = await sound(producer, 'Caixa quase igual', [0.1, 0, 0, 0]);
  await sound(producer, 'Caixa parecida', [0.5, 0, 0, 0]);
  await sound(producer, 'Caixa distante', [2, 0, 0, 0]);
  await sound(other, 'Rascunho de outra pessoa', [0.05, 0, 0, 0], { published: false });
  await sound(listener, 'Meu rascunho', [0.3, 0, 0, 0], { published: false });
  await sound(producer, 'Loop do mesmo timbre', [0.01, 0, 0, 0], { loop: true });
  await sound(producer, 'Beat de um tiro', [0.02, 0, 0, 0], { type: 'Beats' });
  await sound(producer, 'Caixa em Dó', [0.2, 0, 0, 0], { key: 'C' });
  undescribed = await sound(producer, 'Ainda sem timbre', null);
});

afterAll(() => api.stop());

describe("'Sons parecidos' of a sound", () => {
  it("lists the nearest first, the viewer's own drafts among them, never another's draft, a loop or itself", async () => {
    const answer = await similar(listener, reference.id);
    expect(answer.status).toBe(200);
    expect(names(answer)).toEqual([
      'Caixa quase igual',
      'Caixa em Dó',
      'Meu rascunho',
      'Caixa parecida',
      'Caixa distante',
    ]);
    expect(answer.body.reference).toEqual({ loop: false, described: true });
  });

  it('shows a draft to its owner and to nobody else', async () => {
    expect(names(await similar(other, reference.id))).toContain('Rascunho de outra pessoa');
    expect(names(await similar(producer, reference.id))).not.toContain('Rascunho de outra pessoa');
  });

  it('compares loops with loops, and lists another type when asked', async () => {
    const loop = await similarTo(listener, { timbre: { version: 1, values: [0, 0, 0, 0] }, loop: true });
    expect(names(loop)).toEqual(['Loop do mesmo timbre']);
    expect(names(await similar(listener, reference.id, '?type=Beats'))).toEqual(['Beat de um tiro']);
  });

  it('honours the limit, and refuses a bad one or a bad type in Portuguese, changing nothing', async () => {
    expect(names(await similar(listener, reference.id, '?limit=2'))).toEqual(['Caixa quase igual', 'Caixa em Dó']);
    const zero = await similar(listener, reference.id, '?limit=0');
    expect(zero.status).toBe(400);
    expect(JSON.stringify(zero.body)).toContain('O limite deve ser ao menos 1.');
    const type = await similar(listener, reference.id, '?type=Batidas');
    expect(type.status).toBe(400);
    expect(JSON.stringify(type.body)).toContain('Tipo de som inválido');
  });

  it("answers 404 for another's draft and an unknown sound", async () => {
    const { rows } = await api.db.query<{ id: string }>(`SELECT id FROM catalogue.sounds WHERE name = $1`, [
      'Rascunho de outra pessoa',
    ]);
    expect((await similar(listener, rows[0].id)).status).toBe(404);
    expect((await similar(listener, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('says a sound not described yet is being analysed, and lists it once media describes it', async () => {
    const before = await similar(listener, undescribed.id);
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ items: [], reference: { loop: false, described: false } });
    const { rows } = await api.db.query<{ audio_id: string }>(`SELECT audio_id FROM catalogue.sounds WHERE id = $1`, [
      undescribed.id,
    ]);
    await api.fromMedia<AudioDescribed>('media.audio.described', {
      audioId: rows[0].audio_id,
      ownerUserId: producer.id,
      timbre: { version: 1, values: [0.04, 0, 0, 0] },
      describedAt: new Date().toISOString(),
    });
    expect(names(await similar(listener, reference.id, '?limit=2'))).toEqual(['Ainda sem timbre', 'Caixa quase igual']);
    expect((await similar(listener, undescribed.id)).body.reference).toEqual({ loop: false, described: true });
  });

  it('drops a sound its owner made private, and a removed one', async () => {
    await api.db.query(`UPDATE catalogue.sounds SET status = 'private' WHERE id = $1`, [nearest.id]);
    expect(names(await similar(listener, reference.id))).not.toContain('Caixa quase igual');
    expect(names(await similar(producer, reference.id))).toContain('Caixa quase igual');
    await api.db.query(`UPDATE catalogue.sounds SET status = 'public' WHERE id = $1`, [nearest.id]);
  });
});

describe('search with a sound', () => {
  const mine = { version: 1, values: [0.18, 0, 0, 0] };

  it('answers the nearest public sounds, with key and BPM filters on top', async () => {
    const answer = await similarTo(listener, { timbre: mine, loop: false, limit: 3 });
    expect(answer.status).toBe(200);
    expect(names(answer)).toEqual(['Caixa em Dó', 'Caixa quase igual', 'Meu rascunho']);
    expect(names(await similarTo(listener, { timbre: mine, loop: false, key: 'C' }))).toEqual(['Caixa em Dó']);
    expect(names(await similarTo(listener, { timbre: mine, loop: false, bpm: '60-80' }))).toEqual([]);
  });

  it('refuses a descriptor that is not one, in Portuguese', async () => {
    const refused = [
      { version: 1, values: ['alto'] },
      { version: 1, values: [] },
      { values: [1] },
      null,
      // No version PostgreSQL's smallint column holds (it was a 500), and values out of range.
      { version: 32768, values: [0.18, 0, 0, 0] },
      { version: 1e20, values: [0.18, 0, 0, 0] },
      { version: 1, values: [1e20, 0, 0, 0] },
    ];
    for (const timbre of refused) {
      const answer = await similarTo(listener, { timbre, loop: false });
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.body)).toContain('O som de busca não pôde ser lido');
    }
    const key = await similarTo(listener, { timbre: mine, loop: false, key: 'H' });
    expect(key.status).toBe(400);
    expect(JSON.stringify(key.body)).toContain('Selecione uma tonalidade válida');
  });
});

describe('timbre cells', () => {
  it('groups the vectors into cells and answers as before; a sound described later joins a cell', async () => {
    const before = names(await similar(listener, reference.id));
    const builder = api.platform.app.get(TimbreCellsBuilder);
    await expect(builder.buildIfDue()).resolves.toBe(true);
    const { rows } = await api.db.query<{ unassigned: number; generation: number }>(
      `SELECT (SELECT count(*)::int FROM catalogue.sound_timbres WHERE cell IS NULL) AS unassigned,
              (SELECT active_generation FROM catalogue.timbre_index) AS generation`,
    );
    expect(rows[0]).toEqual({ unassigned: 0, generation: 1 });
    expect(names(await similar(listener, reference.id))).toEqual(before);
    // Not due again until the catalogue grows fourfold.
    await expect(builder.buildIfDue()).resolves.toBe(false);

    const late = await sound(producer, 'Caixa que chegou depois', [0.07, 0, 0, 0]);
    const { rows: cells } = await api.db.query<{ cell: number | null }>(
      `SELECT cell FROM catalogue.sound_timbres WHERE sound_id = $1`,
      [late.id],
    );
    expect(cells[0].cell).not.toBeNull();
    expect(names(await similar(listener, reference.id, '?limit=3'))).toEqual([
      'Ainda sem timbre',
      'Caixa que chegou depois',
      'Caixa quase igual',
    ]);
  });

  it('trains cells of a new descriptor version once ten sounds carry it, and ranks those by it alone', async () => {
    const builder = api.platform.app.get(TimbreCellsBuilder);
    const version2 = (name: string, values: number[]) => sound(producer, name, values, { version: 2 });
    const first = await version2('Versão 2: referência', [0, 0, 1]);
    for (let index = 1; index < 9; index += 1) await version2(`Versão 2: a ${index}`, [index, 0, 1]);
    // Nine of the new version: not enough for cells of their own (CATALOGUE_TIMBRE_CELLS_FROM).
    await expect(builder.buildIfDue()).resolves.toBe(false);
    await version2('Versão 2: a mais próxima', [0.5, 0, 1]);
    await expect(builder.buildIfDue()).resolves.toBe(true);
    const { rows } = await api.db.query<{ trained_version: number; dimensions: number[] }>(
      `SELECT i.trained_version,
              array(SELECT DISTINCT public.cube_dim(c.centroid) FROM catalogue.timbre_cells c
                     WHERE c.generation = i.active_generation) AS dimensions
         FROM catalogue.timbre_index i`,
    );
    expect(rows[0]).toEqual({ trained_version: 2, dimensions: [3] });
    const listed = names(await similar(listener, first.id, '?limit=3'));
    expect(listed).toEqual(['Versão 2: a mais próxima', 'Versão 2: a 1', 'Versão 2: a 2']);
  });
});
