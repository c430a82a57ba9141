import { CatalogueApi, names, type TestUser } from './support/catalogue-api';

// Issue #44: the search reads what a musician types (instrument words in Portuguese and English,
// the four kinds by their everyday names, typos, a tempo, a key), says what it understood, and
// ranks by how well each sound matches, then newest. Real PostgreSQL through the HTTP API.
const api = new CatalogueApi();
let user: TestUser;

type Extra = { family?: string | null; tempo?: number | null };

/** A public sound; its family and exact tempo set as the analysis (another part of #44) would. */
async function sound(name: string, fields: Record<string, unknown> = {}, { family = null, tempo = null }: Extra = {}) {
  const created = await api.sound(user, { name, ...fields });
  await api.db.query(`UPDATE catalogue.sounds SET instrument_family = $2, tempo = $3 WHERE id = $1`, [
    created.id,
    family,
    tempo,
  ]);
  return created.id;
}

const search = (text: string, more = '') =>
  api.as(
    user,
    'GET',
    `/sounds?search=${encodeURIComponent(text)}${more.includes('pageSize') ? '' : '&pageSize=50'}${more}`,
  );
const found = async (text: string, more = '') => names(await search(text, more));
const understood = async (text: string, more = '') =>
  ((await search(text, more)).body.understood as { label: string }[]).map((part) => part.label);

beforeAll(async () => {
  await api.start();
  user = await api.user('Produtora Musical');
  // Oldest first: lists are newest first within a rank.
  await sound('Tamborzão Pesado', { type: 'Beats', bpm: '130-150', key: 'Cm' }, { tempo: 150 });
  await sound('Kick Seco', { type: 'Samples', key: null, bpm: null }, { family: 'kick' });
  await sound('Bumbo Grave', { type: 'Samples', key: null, bpm: null });
  await sound('Pancada Estalada', { type: 'Samples', key: null, bpm: null }, { family: 'kick' });
  await sound('Voz Suave', { type: 'Acapelas', key: 'Am', bpm: '85-100' }, { tempo: 92, family: 'vocal' });
  await sound('Caixa Funk', { type: 'Samples', key: 'Dm', bpm: '85-100' }, { tempo: 96, family: 'snare' });
  await sound('Caixa 96 Graus', { type: 'Samples', key: 'Dm', bpm: '110-130' }, { tempo: 120, family: 'snare' });
  await sound('Loop Trap Cheio', { type: 'Beats', key: 'C#m', bpm: '130-150' }, { tempo: 140 });
  await sound('Loop Trap Lento', { type: 'Beats', key: 'C#m', bpm: '85-100' }, { tempo: 100 });
  await sound('Trap Sem Andamento', { type: 'Beats', key: 'F#', bpm: '130-150' });
  await sound('Teclas Dó Sustenido', { type: 'Melody', key: 'C#', bpm: '110-130' }, { family: 'keys', tempo: 124 });
  await sound('Fanfarra Dourada', { type: 'Samples', key: null, bpm: null }, { family: 'brass' });
  await sound('Grave Profundo', { type: 'Samples', key: 'Am', bpm: '60-80' }, { tempo: 70 });
  await sound('Graveto Seco', { type: 'Samples', key: 'Am', bpm: '60-80' }, { tempo: 72 });
  await api.db.query('ANALYZE catalogue.sounds');
}, 120_000);

afterAll(() => api.stop());

test('a one-letter typo still finds a name, accents and case folded as before', async () => {
  for (const typed of ['tamborzão', 'tamborzao', 'TAMBORZAO', 'tambor', 'tamborzai', 'tanborzão', 'TAMBORZAL'])
    expect(await found(typed)).toEqual(['Tamborzão Pesado']);
  // Two letters off a long word too; a short word's typo stays one letter.
  expect(await found('tamborzxx')).toEqual(['Tamborzão Pesado']);
  expect(await found('pancxdz')).toEqual([]);
});

test('instrument words in Portuguese or English match the family tag and names alike, names first', async () => {
  // Names holding a kick word (newest first), then the sound tagged kick whose name says nothing.
  const kicks = ['Bumbo Grave', 'Kick Seco', 'Pancada Estalada'];
  expect(await found('bumbo')).toEqual(kicks);
  expect(await found('bombo')).toEqual(kicks);
  expect(await found('kick')).toEqual(kicks);
  expect(await understood('bumbo')).toEqual(['Kick']);
  expect(await found('caixa')).toEqual(['Caixa 96 Graus', 'Caixa Funk']);
  expect(await found('snare')).toEqual(['Caixa 96 Graus', 'Caixa Funk']);
  expect(await found('teclado')).toEqual(['Teclas Dó Sustenido']);
  expect(await found('piano')).toEqual(['Teclas Dó Sustenido']);
  // No name holds a brass word: the tag alone finds it.
  expect(await found('metais')).toEqual(['Fanfarra Dourada']);
  expect(await found('trompete')).toEqual(['Fanfarra Dourada']);
});

test('the four kinds by the words people use', async () => {
  expect(await found('acapela')).toEqual(['Voz Suave']);
  expect(await found('acapella')).toEqual(['Voz Suave']);
  expect(await found('a capella')).toEqual(['Voz Suave']);
  expect(await understood('a capella')).toEqual(['Acapelas']);
  expect(await found('vocal')).toEqual(['Voz Suave']);
  expect(await found('melodia')).toEqual(['Teclas Dó Sustenido']);
  expect(await found('loop melódico')).toEqual(['Teclas Dó Sustenido']);
  const beats = ['Trap Sem Andamento', 'Loop Trap Lento', 'Loop Trap Cheio', 'Tamborzão Pesado'];
  expect(await found('batida')).toEqual(beats);
  expect(await found('instrumental')).toEqual(beats);
  expect(await understood('beat')).toEqual(['Beats']);
  // Under a type filter the kind word is settled: the same kind narrows nothing more, another
  // kind leaves only names holding the word.
  expect(await found('acapela', '&type=Acapelas')).toEqual(['Voz Suave']);
  expect(await understood('acapela', '&type=Acapelas')).toEqual(['Acapelas']);
  expect(await found('acapela', '&type=Beats')).toEqual([]);
  expect(await found('batida', '&type=Samples')).toEqual([]);
});

test("a number with or without 'bpm' narrows to that tempo: ±3 of an exact tempo, else the range holding it", async () => {
  // 140: the exact 140, and the sound without a tempo saved in 130-150; not 100, not 150.
  expect(await found('trap 140')).toEqual(['Trap Sem Andamento', 'Loop Trap Cheio']);
  expect(await understood('trap 140')).toEqual(['140 BPM']);
  // 92 is four off 96: left out; 94 holds both.
  expect(await found('96bpm')).toEqual(['Caixa Funk']);
  expect(await found('94 bpm')).toEqual(['Caixa Funk', 'Voz Suave']);
  expect(await found('caixa 96 BPM')).toEqual(['Caixa Funk']);
});

test('a key typed as words narrows to that key', async () => {
  for (const typed of ['Am', 'A minor', 'lá menor', 'La menor'])
    expect(await found(`grave ${typed}`)).toEqual(['Grave Profundo', 'Graveto Seco']);
  expect(await found('trap C#m')).toEqual(['Loop Trap Lento', 'Loop Trap Cheio']);
  expect(await found('dó sustenido maior')).toEqual(['Teclas Dó Sustenido']);
  expect(await found('trap F# major')).toEqual(['Trap Sem Andamento']);
  expect(await understood('caixa 96 ré menor')).toEqual(['Caixa', '96 BPM', 'Ré menor']);
  expect(await found('caixa 96 ré menor')).toEqual(['Caixa Funk']);
});

test('ranked by how well they match: whole word, then word beginning, then newest', async () => {
  // 'Graveto Seco' is newer, but 'grave' is a whole word of 'Grave Profundo' (and of 'Bumbo Grave').
  expect(await found('grave')).toEqual(['Grave Profundo', 'Bumbo Grave', 'Graveto Seco']);
});

test('pages seek by rank then date: Próxima and Anterior walk the ranked list whole', async () => {
  const whole = await found('grave');
  const walked: { id: string; name: string }[] = [];
  let page = await search('grave', '&pageSize=1');
  expect(page.body).toMatchObject({ total: 3 });
  while (page.body.items && (page.body.items as unknown[]).length) {
    const [item] = page.body.items as { id: string; name: string }[];
    walked.push(item);
    page = await search('grave', `&pageSize=1&after=${item.id}`);
  }
  expect(walked.map((item) => item.name)).toEqual(whole);
  // Back from the last: the same list, backwards (Anterior).
  const before = await search('grave', `&pageSize=2&before=${walked[2].id}`);
  expect(names(before)).toEqual(whole.slice(0, 2));
  expect(names(await search('grave', `&pageSize=1&before=${walked[1].id}`))).toEqual([whole[0]]);
  // A page number alone skips within the ranked list.
  expect(names(await search('grave', '&pageSize=1&page=2'))).toEqual([whole[1]]);
  expect((await search('grave')).body.total).toBe(whole.length);
});

test('a word inside a type and a key pages by Próxima and Anterior as by its numbers', async () => {
  // Few matches: the window reads them all through the filters' one list (FEW_MATCHES), anchors included.
  const inside = '&type=Beats&key=C%23m';
  expect(await found('loop', inside)).toEqual(['Loop Trap Lento', 'Loop Trap Cheio']);
  const first = await search('loop', `${inside}&pageSize=1`);
  expect(first.body).toMatchObject({ total: 2, totalIsEstimate: false });
  const [newest] = first.body.items as { id: string }[];
  const second = await search('loop', `${inside}&pageSize=1&page=2&after=${newest.id}`);
  expect(names(second)).toEqual(['Loop Trap Cheio']);
  expect(names(second)).toEqual(names(await search('loop', `${inside}&pageSize=1&page=2`)));
  const [older] = second.body.items as { id: string }[];
  expect(names(await search('loop', `${inside}&pageSize=1&before=${older.id}`))).toEqual(['Loop Trap Lento']);
});

test('the response says what it understood; a reading taken off searches its words as words', async () => {
  const answer = await search('caixa 96');
  expect(answer.body.understood).toEqual([
    { id: 'family:snare', kind: 'family', value: 'snare', label: 'Caixa', words: 'caixa' },
    { id: 'tempo:96', kind: 'tempo', value: '96', label: '96 BPM', words: '96' },
  ]);
  expect(names(answer)).toEqual(['Caixa Funk']);
  // Without the tempo reading, 96 is a word of a name.
  const literal = await search('caixa 96', '&literal=tempo:96');
  expect(literal.body.understood).toEqual([expect.objectContaining({ id: 'family:snare' })]);
  expect(names(literal)).toEqual(['Caixa 96 Graus']);
  // Without the instrument reading, 'caixa' is only a word of names.
  expect(await found('bumbo', '&literal=family:kick')).toEqual(['Bumbo Grave']);
  // No search: nothing understood.
  expect((await api.as(user, 'GET', '/sounds')).body.understood).toEqual([]);
});

test('a malformed reading to take off is refused in Portuguese', async () => {
  const answer = await api.as(user, 'GET', `/sounds?search=caixa&literal=${encodeURIComponent("'; drop")}`);
  expect(answer.status).toBe(400);
  expect(JSON.stringify(answer.body)).toContain('Leituras da busca inválidas.');
});
