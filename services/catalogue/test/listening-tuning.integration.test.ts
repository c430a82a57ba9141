import { CatalogueApi, type TestUser } from './support/catalogue-api';

// The header's session tempo and key: kept per user on the server, so it follows them to another
// browser and survives signing out; refused when it is no tempo or key, changing nothing.
const api = new CatalogueApi();
let producer: TestUser;
let other: TestUser;

beforeAll(async () => {
  await api.start();
  producer = await api.user('Quem Ensaia');
  other = await api.user('Outra Pessoa');
}, 60_000);

afterAll(() => api.stop());

test('Original until chosen, then what was chosen, for that person only', async () => {
  expect((await api.as(producer, 'GET', '/library/tuning')).body).toEqual({ tempo: null, key: null });
  const saved = await api.as(producer, 'PUT', '/library/tuning', { tempo: 120, key: 'Am' });
  expect(saved.status).toBe(200);
  expect(saved.body).toEqual({ tempo: 120, key: 'Am' });
  expect((await api.as(producer, 'GET', '/library/tuning')).body).toEqual({ tempo: 120, key: 'Am' });
  expect((await api.as(other, 'GET', '/library/tuning')).body).toEqual({ tempo: null, key: null });

  // Back to the original tempo, keeping the key.
  expect((await api.as(producer, 'PUT', '/library/tuning', { tempo: null, key: 'Am' })).body).toEqual({
    tempo: null,
    key: 'Am',
  });
});

test('no tempo or key it cannot be: 400 in Portuguese, nothing changes', async () => {
  await api.as(other, 'PUT', '/library/tuning', { tempo: 92.5, key: 'F#m' });
  const slow = await api.as(other, 'PUT', '/library/tuning', { tempo: 12, key: 'F#m' });
  expect(slow.status).toBe(400);
  expect(JSON.stringify(slow.body)).toContain('O andamento deve estar entre 40 e 300 BPM.');
  const key = await api.as(other, 'PUT', '/library/tuning', { tempo: 100, key: 'H' });
  expect(key.status).toBe(400);
  expect(JSON.stringify(key.body)).toContain('Selecione uma tonalidade válida');
  expect((await api.as(other, 'GET', '/library/tuning')).body).toEqual({ tempo: 92.5, key: 'F#m' });
  expect((await api.call('GET', '/library/tuning', {})).status).toBe(401);
});
