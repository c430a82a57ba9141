import { eventually } from '@sampleteca/testing';
import type { TestUser } from '@sampleteca/testing';
import { DistributionApi } from './support/distribution-api';

// Distribution keeps the name and credited artist of the sounds it reviews (the console's
// Solicitações shows them). An administrator renaming either in the catalogue reaches that copy.
const api = new DistributionApi();
let producer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  await api.start();
  producer = await api.producer('Produtora Renomeada');
  admin = await api.admin(await api.user('Admin Renomeia'));
}, 120_000);

afterAll(() => api.stop());

const copyOf = async (soundId: string) =>
  (
    await api.db.query<{ name: string; artist_name: string | null }>(
      'SELECT name, artist_name FROM distribution.sounds WHERE sound_id = $1',
      [soundId],
    )
  ).rows[0];

test('a sound renamed in the console is renamed on its review card', async () => {
  const sound = await api.sound(producer, { name: 'Nome Antigo' }, false);
  await api.pendingRequestOf(sound.id);
  expect((await api.as(admin, 'PUT', `/admin/sounds/${sound.id}`, { name: 'Nome Novo' })).status).toBe(200);
  await eventually(async () => expect((await copyOf(sound.id)).name).toBe('Nome Novo'));
  const listed = await api.as(
    admin,
    'GET',
    `/admin/distribution-requests?filter=${encodeURIComponent('{"q":"Nome Novo"}')}`,
  );
  expect((listed.body as unknown as { sound: { name: string } }[]).map((request) => request.sound.name)).toEqual([
    'Nome Novo',
  ]);
});

test('a credited artist renamed in the console is renamed on every sound distribution keeps', async () => {
  const sound = await api.producedSound(producer, { artists: 'MC Nome Velho' });
  await eventually(async () => expect((await copyOf(sound.id))?.artist_name).toBe('MC Nome Velho'));
  const { rows } = await api.db.query<{ artist_id: string }>('SELECT artist_id FROM catalogue.sounds WHERE id = $1', [
    sound.id,
  ]);
  const renamed = await api.as(admin, 'PUT', `/admin/artists/${rows[0].artist_id}`, { name: 'MC Nome Novo' });
  expect(renamed.status).toBe(200);
  await eventually(async () => expect((await copyOf(sound.id)).artist_name).toBe('MC Nome Novo'));
});
