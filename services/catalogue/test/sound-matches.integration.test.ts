import { randomUUID } from 'node:crypto';
import type { ApiAnswer } from '@sampleteca/testing';
import { CatalogueApi, names, type SoundJson, type TestUser } from './support/catalogue-api';

// 'Combina com este' (#18 §2): sounds in a compatible key (same, relative, a fifth either way and
// their relatives) and a near tempo (±6 %, or half/double), best fit first, then by popularity;
// only what the viewer may see, never the sound itself.
const api = new CatalogueApi();
let producer: TestUser;
let listener: TestUser;
let fan: TestUser;
let another: TestUser;
let categoryId: string;
let reference: SoundJson;
let untimedReference: SoundJson;

/** A sound by `owner`; `likers` like it (popularity), `tempo: null` has none (a one-shot, an old sound). */
async function sound(
  owner: TestUser,
  name: string,
  fields: { key: string; tempo: number | null; bpm: string; type?: string },
  likers: TestUser[] = [],
  published = true,
): Promise<SoundJson> {
  const { tempo, ...rest } = fields;
  const created = await api.sound(
    owner,
    { name, categoryId, type: 'Beats', ...rest, ...(tempo === null ? {} : { tempo }) },
    published,
  );
  // The test audio measures 120 BPM: a sound saved without a tempo would take it where its range holds it.
  if (tempo === null) await api.db.query('UPDATE catalogue.sounds SET tempo = NULL WHERE id = $1', [created.id]);
  for (const liker of likers) await api.as(liker, 'PUT', `/sounds/${created.id}/like`, { liked: true });
  return created;
}

const matches = (viewer: TestUser, soundId: string, query = '') =>
  api.as(viewer, 'GET', `/sounds/${soundId}/matches${query}`);

beforeAll(async () => {
  await api.start();
  producer = await api.user('Quem Produz');
  listener = await api.user('Quem Procura');
  fan = await api.user('Quem Curte');
  another = await api.user('Quem Também Curte');
  categoryId = await api.category(producer, 'combinações');
  const all = [producer, listener, fan, another];
  reference = await sound(producer, 'Referência', { key: 'Am', tempo: 90, bpm: '85-100' });
  untimedReference = await sound(producer, 'Referência sem andamento', { key: 'Am', tempo: null, bpm: '85-100' });
  // Fit 0: same key, same tempo.
  await sound(producer, 'Mesmo tom e andamento', { key: 'Am', tempo: 90, bpm: '85-100' }, [fan]);
  await sound(listener, 'Meu rascunho', { key: 'Am', tempo: 90.5, bpm: '85-100' }, [], false);
  // Fit 1: the relative key at the same tempo, or the same key up to 6 % away or without a tempo.
  await sound(producer, 'Mais 6%', { key: 'Am', tempo: 95.4, bpm: '85-100' }, all);
  await sound(producer, 'Relativa', { key: 'C', tempo: 90, bpm: '85-100' }, [fan, listener, another]);
  await sound(producer, 'Menos 6%', { key: 'Am', tempo: 84.6, bpm: '85-100' }, [fan, another]);
  await sound(producer, 'Sem andamento', { key: 'Am', tempo: null, bpm: '85-100' }, [fan]);
  // Fit 2: half or double time in the same key, or a fifth away at the same tempo.
  await sound(producer, 'Quinta acima', { key: 'Em', tempo: 90, bpm: '85-100' }, all);
  await sound(producer, 'Dobro', { key: 'Am', tempo: 180, bpm: '160-180' }, [fan, listener, another]);
  await sound(producer, 'Metade', { key: 'Am', tempo: 45, bpm: '60-80' }, [fan, another]);
  await sound(producer, 'Quinta abaixo', { key: 'Dm', tempo: 91, bpm: '85-100' }, [fan]);
  // Fit 3: a fifth away and the other mode.
  await sound(producer, 'Relativa da quinta', { key: 'G', tempo: 90, bpm: '85-100' });
  // Left out: a tempo 10 % away, clashing keys, another type, somebody else's private sound.
  await sound(producer, 'Mais 10%', { key: 'Am', tempo: 99, bpm: '85-100' }, all);
  await sound(producer, 'Menos 10%', { key: 'Am', tempo: 81, bpm: '60-80' }, all);
  await sound(producer, 'Trítono', { key: 'D#m', tempo: 90, bpm: '85-100' }, all);
  await sound(producer, 'Modo paralelo', { key: 'A', tempo: 90, bpm: '85-100' }, all);
  await sound(producer, 'Sample no tom', { key: 'Am', tempo: 90, bpm: '85-100', type: 'Samples' });
  await sound(producer, 'Rascunho alheio', { key: 'Am', tempo: 90, bpm: '85-100' }, [], false);
}, 120_000);

afterAll(() => api.stop());

test('compatible keys at a near tempo, best fit first and the most liked first within a fit', async () => {
  const answer = await matches(listener, reference.id, '?type=Beats');
  expect(answer.status).toBe(200);
  expect(answer.body.reference).toEqual({ key: 'Am', tempo: 90, bpm: '85-100' });
  // Likes set the order within a fit: 4 are the most, the reference's own likes do not count.
  expect(names(answer)).toEqual([
    'Mesmo tom e andamento', // fit 0, 1 like
    'Meu rascunho', // fit 0: the viewer's own private sound, which they see in every list
    'Mais 6%', // fit 1 (same key, 6 % faster), 4 likes
    'Relativa', // fit 1 (C for Am, same tempo), 3
    'Menos 6%', // fit 1, 2
    'Sem andamento', // fit 1 (same key, its range holds the tempo), 1
    'Referência sem andamento', // the same, 0
    'Quinta acima', // fit 2 (Em at the same tempo), 4
    'Dobro', // fit 2 (same key, double time), 3
    'Metade', // fit 2 (half time), 2
    'Quinta abaixo', // fit 2 (Dm, 1 % off), 1
    'Relativa da quinta', // fit 3 (G)
  ]);
  // Items are cards as the viewer sees them.
  const relative = (answer.body.items as SoundJson[]).find((item) => item.name === 'Relativa')!;
  expect(relative).toMatchObject({ key: 'C', tempo: 90, likes: 3, liked: true, mine: false, type: 'Beats' });
});

test("the reference's type by default; another type when chosen; a limit", async () => {
  const byDefault = await matches(listener, reference.id);
  expect(names(byDefault)).toHaveLength(12);
  expect(names(byDefault)[0]).toBe('Mesmo tom e andamento');
  expect(names(await matches(listener, reference.id, '?type=Samples'))).toEqual(['Sample no tom']);
  expect(names(await matches(listener, reference.id, '?type=Acapelas'))).toEqual([]);
  expect(names(await matches(listener, reference.id, '?limit=3'))).toEqual([
    'Mesmo tom e andamento',
    'Meu rascunho',
    'Mais 6%',
  ]);
});

test('private sounds are listed to their owner only', async () => {
  const forProducer = names(await matches(producer, reference.id));
  expect(forProducer).toContain('Rascunho alheio');
  expect(forProducer).not.toContain('Meu rascunho');
  const forFan = names(await matches(fan, reference.id));
  expect(forFan).not.toContain('Rascunho alheio');
  expect(forFan).not.toContain('Meu rascunho');
});

test('a reference without tempo matches by its BPM range, and its half and double', async () => {
  const answer = await matches(listener, untimedReference.id);
  expect(answer.body.reference).toEqual({ key: 'Am', tempo: null, bpm: '85-100' });
  const listed = names(answer);
  // 85–100: 'Mais 10%' (99) is in the range; 'Menos 6%' (84.6) and 'Menos 10%' (81) are not.
  for (const name of ['Referência', 'Mesmo tom e andamento', 'Mais 6%', 'Mais 10%', 'Sem andamento', 'Relativa'])
    expect(listed).toContain(name);
  for (const name of ['Menos 6%', 'Menos 10%', 'Trítono', 'Modo paralelo', 'Referência sem andamento'])
    expect(listed).not.toContain(name);
  // Half and double time come after the same tempo in the same key.
  expect(listed.indexOf('Dobro')).toBeGreaterThan(listed.indexOf('Sem andamento'));
  expect(listed.indexOf('Metade')).toBeGreaterThan(listed.indexOf('Mais 10%'));
});

test('an unknown or hidden sound is a 404, a type that is none a 400, in Portuguese', async () => {
  const hidden = (await api.db.query<{ id: string }>(`SELECT id FROM catalogue.sounds WHERE name = 'Rascunho alheio'`))
    .rows[0].id;
  for (const id of [randomUUID(), 'nao-e-um-id', hidden]) {
    const answer = await matches(listener, id);
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('Problema ao tentar achar música!');
  }
  const badType = await matches(listener, reference.id, '?type=Loops');
  expect(badType.status).toBe(400);
  expect(JSON.stringify(badType.body)).toContain('Tipo de som inválido');
  const badLimit = await matches(listener, reference.id, '?limit=500');
  expect(badLimit.status).toBe(400);
  expect(JSON.stringify(badLimit.body)).toContain('O limite vai até 50.');
});

test('matches shared between viewers stay exact: likes, a new fitting sound, a deletion and a hidden reference show at once', async () => {
  type Item = { id: string; name: string; likes: number; liked: boolean };
  const item = (answer: ApiAnswer, name: string) => (answer.body.items as Item[]).find((one) => one.name === name);
  // fan and another have no private sound: the second answer comes from what the first read.
  const first = await matches(fan, reference.id);
  const shared = await matches(another, reference.id);
  expect(names(shared)).toEqual(names(first));
  const liked = item(first, 'Mesmo tom e andamento') as Item;
  expect(liked.liked).toBe(true);
  expect(item(shared, 'Mesmo tom e andamento')?.liked).toBe(false);

  await api.as(another, 'PUT', `/sounds/${liked.id}/like`, { liked: true });
  expect(item(await matches(fan, reference.id), 'Mesmo tom e andamento')).toMatchObject({
    likes: liked.likes + 1,
    liked: true,
  });
  expect(item(await matches(another, reference.id), 'Mesmo tom e andamento')).toMatchObject({ liked: true });

  const fresh = await sound(producer, 'Recém-publicado', { key: 'Am', tempo: 90, bpm: '85-100' }, [fan, another]);
  expect(names(await matches(another, reference.id))).toContain('Recém-publicado');
  expect((await api.as(producer, 'DELETE', `/sounds/${fresh.id}`)).status).toBe(200);
  expect(names(await matches(fan, reference.id))).not.toContain('Recém-publicado');

  await api.db.query(`UPDATE catalogue.sounds SET status = 'private' WHERE id = $1`, [reference.id]);
  try {
    expect((await matches(another, reference.id)).status).toBe(404);
  } finally {
    await api.db.query(`UPDATE catalogue.sounds SET status = 'public' WHERE id = $1`, [reference.id]);
  }
});

test('sounds with the same key, tempo and range list each other, each leaving itself out', async () => {
  const ofReference = await matches(fan, reference.id);
  const twin = (ofReference.body.items as { id: string; name: string }[]).find(
    (one) => one.name === 'Mesmo tom e andamento',
  ) as { id: string };
  const ofTwin = await matches(another, twin.id);
  expect(ofTwin.body.reference).toEqual(ofReference.body.reference);
  expect(names(ofReference)).not.toContain('Referência');
  expect(names(ofTwin)).not.toContain('Mesmo tom e andamento');
  // Otherwise the same list, each in the other's place.
  const without = (answer: ApiAnswer, name: string) => names(answer).filter((one) => one !== name);
  expect(without(ofTwin, 'Referência')).toEqual(without(ofReference, 'Mesmo tom e andamento'));
  expect(names(ofTwin)).toContain('Referência');
  // A limit counts after the sound itself is left out.
  expect(names(await matches(fan, twin.id, '?limit=1'))).toHaveLength(1);
});
