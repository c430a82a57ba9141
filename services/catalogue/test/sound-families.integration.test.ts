import type { AudioDescribed, SoundReading } from '@sampleteca/contracts';
import { CatalogueApi, names, type SoundJson, type TestUser } from './support/catalogue-api';

// #44: sounds tagged by how they sound. media reads each upload (an instrument family, one-shot or
// loop); the wizard offers that reading as chips, the producer keeps or changes it, and the
// producer's choice is never overwritten by a later reading (the timbre backfill's re-tagging).
const api = new CatalogueApi();
let producer: TestUser;
let listener: TestUser;
let categoryId: string;

beforeAll(async () => {
  await api.start();
  producer = await api.user('Quem Etiqueta');
  listener = await api.user('Quem Filtra');
  categoryId = await api.category(producer, 'etiquetas');
}, 60_000);

afterAll(() => api.stop());

const read = (family: SoundReading['family'], shape: SoundReading['shape'], familyConfidence = 0.8): SoundReading => ({
  family,
  familyConfidence,
  shape,
});

const body = (audioId: string, fields: Record<string, unknown> = {}) => ({
  name: 'Som etiquetado',
  description: 'Uma descrição',
  audioId,
  key: null,
  type: 'Samples',
  bpm: null,
  plan: 'free',
  categoryId,
  ...fields,
});

async function saved(audioId: string, fields: Record<string, unknown> = {}): Promise<SoundJson> {
  const answer = await api.as(producer, 'POST', '/sounds', body(audioId, fields));
  expect(answer.status).toBe(201);
  return answer.body.sound as SoundJson;
}

const shown = async (id: string) => (await api.as(producer, 'GET', `/sounds/${id}`)).body;

async function describedAgain(audioId: string, reading: SoundReading | null): Promise<void> {
  await api.fromMedia<AudioDescribed>('media.audio.described', {
    audioId,
    ownerUserId: producer.id,
    timbre: { version: 2, values: [0.1, 0.2, 0.3, 0.4] },
    reading,
    describedAt: new Date().toISOString(),
  });
}

test("the wizard reads the upload's suggestion: processing first, then media's reading; only for its uploader", async () => {
  const audioId = await api.uploadedAudio(producer);
  const path = `/sounds/uploads/${audioId}/reading`;
  expect((await api.as(producer, 'GET', path)).body).toEqual({
    status: 'processing',
    family: null,
    familyConfidence: null,
    shape: null,
  });
  await api.processedAudio(producer, { audioId, reading: read('snare', 'one-shot', 0.7) });
  const answer = await api.as(producer, 'GET', path);
  expect(answer.status).toBe(200);
  expect(answer.body).toMatchObject({ status: 'ready', family: 'snare', shape: 'one-shot' });
  expect(answer.body.familyConfidence).toBeCloseTo(0.7);

  const stranger = await api.as(listener, 'GET', path);
  expect(stranger.status).toBe(404);
  expect(stranger.body.message).toBe('Arquivo de áudio não encontrado: envie-o novamente.');
  expect((await api.as(producer, 'GET', '/sounds/uploads/nao-e-um-id/reading')).status).toBe(404);
});

test("a sound saved as suggested keeps the analysis' word; a changed chip is the producer's", async () => {
  const kept = await saved(await api.processedAudio(producer, { reading: read('kick', 'one-shot') }));
  expect(kept).toMatchObject({ instrumentFamily: 'kick', shape: 'one-shot', familySource: 'analysis' });
  const sentAsRead = await saved(await api.processedAudio(producer, { reading: read('kick', 'one-shot') }), {
    instrumentFamily: 'kick',
    shape: 'one-shot',
  });
  expect(sentAsRead).toMatchObject({ familySource: 'analysis' });
  const changed = await saved(await api.processedAudio(producer, { reading: read('snare', 'one-shot') }), {
    instrumentFamily: 'clap',
  });
  expect(changed).toMatchObject({ instrumentFamily: 'clap', shape: 'one-shot', familySource: 'producer' });
  // An older media sends no reading: untagged, until a reading comes.
  const unread = await saved(await api.processedAudio(producer));
  expect(unread).toMatchObject({ instrumentFamily: null, shape: null, familySource: null });
});

test('a sound saved before the analysis ended is tagged when the reading arrives, unless its producer chose', async () => {
  const early = await api.uploadedAudio(producer);
  const waiting = await saved(early);
  expect(waiting).toMatchObject({ instrumentFamily: null, familySource: null });
  await api.processedAudio(producer, { audioId: early, reading: read('bass', 'loop') });
  expect(await shown(waiting.id)).toMatchObject({ instrumentFamily: 'bass', shape: 'loop', familySource: 'analysis' });

  const chosenEarly = await api.uploadedAudio(producer);
  const chosen = await saved(chosenEarly, { instrumentFamily: 'vocal', shape: 'loop' });
  expect(chosen).toMatchObject({ familySource: 'producer' });
  await api.processedAudio(producer, { audioId: chosenEarly, reading: read('keys', 'one-shot') });
  expect(await shown(chosen.id)).toMatchObject({ instrumentFamily: 'vocal', shape: 'loop', familySource: 'producer' });
});

test("the backfill's new reading re-tags the analysis' sounds, never a producer's choice, and again changes nothing", async () => {
  const analysed = await api.processedAudio(producer, { reading: read('snare', 'one-shot') });
  const byAnalysis = await saved(analysed);
  const untagged = await api.processedAudio(producer);
  const byNobody = await saved(untagged);
  const corrected = await api.processedAudio(producer, { reading: read('snare', 'one-shot') });
  const byProducer = await saved(corrected);
  const patched = await api.as(producer, 'PATCH', `/sounds/${byProducer.id}/musical`, { instrumentFamily: 'tom' });
  expect(patched.status).toBe(200);
  expect(patched.body).toMatchObject({ instrumentFamily: 'tom', shape: 'one-shot', familySource: 'producer' });

  for (let run = 0; run < 2; run++) {
    await describedAgain(analysed, read('clap', 'one-shot'));
    await describedAgain(untagged, read('hi-hat', 'one-shot'));
    await describedAgain(corrected, read('clap', 'loop'));
    expect(await shown(byAnalysis.id)).toMatchObject({ instrumentFamily: 'clap', familySource: 'analysis' });
    expect(await shown(byNobody.id)).toMatchObject({ instrumentFamily: 'hi-hat', familySource: 'analysis' });
    expect(await shown(byProducer.id)).toMatchObject({
      instrumentFamily: 'tom',
      shape: 'one-shot',
      familySource: 'producer',
    });
  }
  // The upload keeps the newest reading too.
  expect((await api.as(producer, 'GET', `/sounds/uploads/${corrected}/reading`)).body).toMatchObject({
    family: 'clap',
    shape: 'loop',
  });
  // An event from before readings (none in it) leaves the tags alone.
  await api.fromMedia<AudioDescribed>('media.audio.described', {
    audioId: analysed,
    ownerUserId: producer.id,
    timbre: { version: 2, values: [0.1, 0.2, 0.3, 0.4] },
    describedAt: new Date().toISOString(),
  });
  expect(await shown(byAnalysis.id)).toMatchObject({ instrumentFamily: 'clap', familySource: 'analysis' });
});

test('bad tags are refused in Portuguese and nothing changes', async () => {
  const audioId = await api.processedAudio(producer, { reading: read('kick', 'one-shot') });
  const family = await api.as(producer, 'POST', '/sounds', body(audioId, { instrumentFamily: 'banjo' }));
  expect(family.status).toBe(400);
  expect(JSON.stringify(family.body)).toContain('Selecione um instrumento válido.');
  const shape = await api.as(producer, 'POST', '/sounds', body(audioId, { shape: 'longo' }));
  expect(shape.status).toBe(400);
  expect(JSON.stringify(shape.body)).toContain('Selecione o formato: one-shot ou loop.');
  const { rows } = await api.db.query('SELECT 1 FROM catalogue.sounds WHERE audio_id = $1', [audioId]);
  expect(rows).toHaveLength(0);

  const sound = await saved(audioId);
  const patch = await api.as(producer, 'PATCH', `/sounds/${sound.id}/musical`, { instrumentFamily: 'Kick' });
  expect(patch.status).toBe(400);
  expect(JSON.stringify(patch.body)).toContain('Selecione um instrumento válido.');
  expect(await shown(sound.id)).toMatchObject({ instrumentFamily: 'kick', familySource: 'analysis' });

  const filter = await api.as(listener, 'GET', '/sounds?family=banjo');
  expect(filter.status).toBe(400);
  expect(JSON.stringify(filter.body)).toContain('Instrumento inválido.');
  const shapeFilter = await api.as(listener, 'GET', '/sounds/facets?shape=longo');
  expect(shapeFilter.status).toBe(400);
  expect(JSON.stringify(shapeFilter.body)).toContain('Formato inválido: use one-shot ou loop.');
});

describe('lists filtered by family and shape', () => {
  const marker = 'filtravel';
  beforeAll(async () => {
    const publish = async (name: string, reading: SoundReading, fields: Record<string, unknown> = {}) => {
      const sound = await saved(await api.processedAudio(producer, { reading }), { name, ...fields });
      await api.db.query(`UPDATE catalogue.sounds SET status = 'public' WHERE id = $1`, [sound.id]);
    };
    await publish(`Kick ${marker} 1`, read('kick', 'one-shot'));
    await publish(`Kick ${marker} 2`, read('kick', 'one-shot'), { type: 'Beats' });
    await publish(`Groove ${marker}`, read('kick', 'loop'), { type: 'Beats' });
    await publish(`Baixo ${marker}`, read('bass', 'loop'));
    // Read as a snare, but its producer says clap: the filter follows the producer.
    await publish(`Palmas ${marker}`, read('snare', 'one-shot'), { instrumentFamily: 'clap' });
  });

  const list = (query: string) => api.as(listener, 'GET', `/sounds?search=${marker}&pageSize=50&${query}`);
  const browse = (query: string) => api.as(listener, 'GET', `/sounds?pageSize=50&${query}`);

  test('by family, by shape, both, and beside the other filters, with their totals', async () => {
    expect(names(await list('family=kick')).sort()).toEqual([
      `Groove ${marker}`,
      `Kick ${marker} 1`,
      `Kick ${marker} 2`,
    ]);
    expect(names(await list('shape=loop')).sort()).toEqual([`Baixo ${marker}`, `Groove ${marker}`]);
    expect(names(await list('family=kick&shape=one-shot&type=Beats'))).toEqual([`Kick ${marker} 2`]);
    expect(names(await list('family=clap'))).toEqual([`Palmas ${marker}`]);
    expect(names(await list('family=snare'))).toEqual([]);
    // Browsing without a search is counted from the tag's index, not the untagged public counts.
    const kicks = await browse('family=kick');
    expect(kicks.body.total).toBe((kicks.body.items as unknown[]).length);
    expect(names(kicks).filter((name) => name.includes(marker))).toHaveLength(3);
    const loops = await browse('shape=loop&type=Beats');
    expect(names(loops)).toContain(`Groove ${marker}`);
    expect(loops.body.total).toBe((loops.body.items as unknown[]).length);
  });

  test('facets count each family and shape under the other filters', async () => {
    const facets = (await api.as(listener, 'GET', `/sounds/facets?search=${marker}&shape=one-shot`)).body as {
      family: { value: string; label: string; count: number }[];
      shape: { value: string; label: string; count: number }[];
    };
    expect(facets.family).toEqual([
      { value: 'kick', label: 'Kick', count: 2 },
      { value: 'clap', label: 'Palmas', count: 1 },
    ]);
    expect(facets.shape).toEqual([
      { value: 'one-shot', label: 'One-shot', count: 3 },
      { value: 'loop', label: 'Loop', count: 2 },
    ]);
  });

  test('a retag reaches the filters (the shared pages are retired with it)', async () => {
    const before = names(await list('family=bass'));
    expect(before).toEqual([`Baixo ${marker}`]);
    const { rows } = await api.db.query<{ audio_id: string }>(`SELECT audio_id FROM catalogue.sounds WHERE name = $1`, [
      `Baixo ${marker}`,
    ]);
    await describedAgain(rows[0].audio_id, read('synth-lead', 'loop'));
    expect(names(await list('family=bass'))).toEqual([]);
    expect(names(await list('family=synth-lead'))).toEqual([`Baixo ${marker}`]);
  });
});

test('Operações shows how many files the backfill has read: a file read later counts then, once', async () => {
  const admin = await api.admin(await api.user('Admin Progresso'));
  const progress = async () => {
    const answer = await api.as(admin, 'GET', '/admin/catalogue/backfills');
    return (answer.body as unknown as { id: string; done: number; total: number }[]).find(
      (backfill) => backfill.id === 'sound-tags',
    );
  };
  const before = await progress();
  const old = await api.processedAudio(producer);
  expect(await progress()).toEqual({ id: 'sound-tags', done: before?.done, total: (before?.total ?? 0) + 1 });
  await describedAgain(old, read('cymbal', 'one-shot'));
  await describedAgain(old, read('cymbal', 'one-shot'));
  expect(await progress()).toEqual({
    id: 'sound-tags',
    done: (before?.done ?? 0) + 1,
    total: (before?.total ?? 0) + 1,
  });
});

test('an administrator sets the tags in the console: the producer’s word from then on', async () => {
  const audioId = await api.processedAudio(producer, { reading: read('fx', 'one-shot') });
  const sound = await saved(audioId);
  const admin = await api.admin(await api.user('Admin Etiquetas'));
  const answer = await api.as(admin, 'PUT', `/admin/sounds/${sound.id}`, { instrumentFamily: 'percussion' });
  expect(answer.status).toBe(200);
  expect(answer.body).toMatchObject({ instrumentFamily: 'percussion', shape: 'one-shot', familySource: 'producer' });
  const bad = await api.as(admin, 'PUT', `/admin/sounds/${sound.id}`, { shape: 'loopzinho' });
  expect(bad.status).toBe(400);
  await describedAgain(audioId, read('fx', 'loop'));
  expect(await shown(sound.id)).toMatchObject({ instrumentFamily: 'percussion', shape: 'one-shot' });
});
