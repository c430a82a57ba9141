import { randomUUID } from 'node:crypto';
import { createEnvelope, EventPublisher } from '@sampleteca/messaging';
import { eventually } from '@sampleteca/testing';
import type { TestUser } from '@sampleteca/testing';
import { DistributionApi, type RequestJson } from './support/distribution-api';

const api = new DistributionApi();
let producer: TestUser;
let listener: TestUser;
let admin: TestUser;

beforeAll(async () => {
  await api.start();
  producer = await api.producer('Bia Produtora');
  listener = await api.user('Caio Ouvinte');
  admin = await api.admin(await api.user('Dora Admin'));
}, 90_000);

afterAll(() => api.stop());

/** What another signed-in user finds of a sound: the list, a search, the facets, the artist page. */
async function seenBy(user: TestUser, sound: { id: string; name: string }, categoryId: string) {
  const [list, search, facets, artistPage] = await Promise.all([
    api.as(user, 'GET', '/sounds?pageSize=100'),
    api.as(user, 'GET', `/sounds?search=${encodeURIComponent(sound.name)}`),
    api.as(user, 'GET', `/sounds/facets?search=${encodeURIComponent(sound.name)}`),
    api.as(user, 'GET', `/sounds?uploader=${producer.id}`),
  ]);
  const ids = (answer: typeof list) => (answer.body.items as { id: string }[]).map((item) => item.id);
  const categories = facets.body.category as { value: string; count: number }[];
  return {
    list: ids(list).includes(sound.id),
    search: ids(search).includes(sound.id),
    facets: categories.find((entry) => entry.value === categoryId)?.count ?? 0,
    artistPage: ids(artistPage).includes(sound.id),
  };
}

describe('a sound from the upload wizard', () => {
  test('awaits review, and only an admin makes it public to everyone, or private again', async () => {
    const name = `Revisão ${randomUUID().slice(0, 6)}`;
    const categoryId = await api.category(producer, `categoria ${randomUUID().slice(0, 6)}`);
    const sound = await api.sound(producer, { name, categoryId }, false);
    expect(sound).toMatchObject({ status: 'private', review: 'pending' });

    const requestId = await api.pendingRequestOf(sound.id);
    const hidden = { list: false, search: false, facets: 0, artistPage: false };
    expect(await seenBy(listener, sound, categoryId)).toEqual(hidden);

    // The producer (not an admin) cannot approve their own request: 403 and nothing changes.
    for (const action of ['approve', 'cancel']) {
      const refused = await api.as(producer, 'POST', `/distribution-requests/${requestId}/${action}`);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('Só administradores aprovam ou cancelam solicitações.');
    }
    const consoleRefused = await api.as(producer, 'PUT', `/admin/distribution-requests/${requestId}`, {
      status: 'approved',
    });
    expect(consoleRefused.status).toBe(403);
    expect(await api.requestsOf(sound.id)).toEqual([{ id: requestId, status: 'pending', kind: 'publication' }]);
    expect(await api.visibleSound(listener, sound.id)).toBeUndefined();

    const approved = await api.as(admin, 'POST', `/distribution-requests/${requestId}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body.message).toBe('Solicitação aprovada!');
    const started = Date.now();
    await eventually(async () =>
      expect(await seenBy(listener, sound, categoryId)).toEqual({
        list: true,
        search: true,
        facets: 1,
        artistPage: true,
      }),
    );
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await api.visibleSound(producer, sound.id)).toMatchObject({ status: 'public', review: 'approved' });

    // Taken down from the console: private again, for everyone but its producer.
    const cancelled = await api.as(admin, 'PUT', `/admin/distribution-requests/${requestId}`, { status: 'cancelled' });
    expect(cancelled.body).toMatchObject({ id: requestId, status: 'cancelled' });
    await eventually(async () => expect(await seenBy(listener, sound, categoryId)).toEqual(hidden));
    expect(await api.visibleSound(producer, sound.id)).toMatchObject({ status: 'private', review: 'cancelled' });
    expect((await api.distributionEvents(sound.id)).map((event) => [event.type, event.version])).toEqual([
      ['distribution.requested', 1],
      ['distribution.approved', 2],
      ['distribution.cancelled', 3],
    ]);
  });

  test("the console's 'Desfazer' undoes a decision on the server: pending again, the sound private again", async () => {
    const name = `Desfeita ${randomUUID().slice(0, 6)}`;
    const categoryId = await api.category(producer, `categoria ${randomUUID().slice(0, 6)}`);
    const sound = await api.sound(producer, { name, categoryId }, false);
    const requestId = await api.pendingRequestOf(sound.id);
    const undo = (user: TestUser) => api.as(user, 'POST', `/admin/distribution-requests/${requestId}/undo`);

    const notDecided = await undo(admin);
    expect(notDecided.status).toBe(409);
    expect(notDecided.body).toMatchObject({
      code: 'REQUEST_NOT_DECIDED',
      message: 'Não há decisão a desfazer: essa solicitação ainda está pendente.',
    });

    await api.as(admin, 'PUT', `/admin/distribution-requests/${requestId}`, { status: 'approved' });
    await eventually(async () => expect(await api.visibleSound(listener, sound.id)).toBeDefined());
    expect((await undo(producer)).status).toBe(403);

    const undone = await undo(admin);
    expect(undone.status).toBe(200);
    expect(undone.body).toMatchObject({ id: requestId, status: 'pending', decidedAt: null });
    await eventually(async () =>
      expect(await api.visibleSound(producer, sound.id)).toMatchObject({ status: 'private', review: 'pending' }),
    );
    expect(await api.visibleSound(listener, sound.id)).toBeUndefined();
    expect((await api.distributionEvents(sound.id)).map((event) => [event.type, event.version])).toEqual([
      ['distribution.requested', 1],
      ['distribution.approved', 2],
      ['distribution.reopened', 3],
    ]);

    // A refusal undone while the producer has sent the sound again would open a second request: refused.
    await api.as(admin, 'PUT', `/admin/distribution-requests/${requestId}`, { status: 'cancelled' });
    await eventually(async () => expect((await api.visibleSound(producer, sound.id))?.review).toBe('cancelled'));
    expect((await api.as(producer, 'POST', '/distribution-requests', { soundId: sound.id })).status).toBe(201);
    const twoOpen = await undo(admin);
    expect(twoOpen.status).toBe(409);
    expect(twoOpen.body.code).toBe('REQUEST_ALREADY_EXISTS');
    expect((await api.requestsOf(sound.id)).map((request) => request.status).sort()).toEqual(['cancelled', 'pending']);
  });

  test('a refused sound can be sent again; a pending or approved one cannot be requested twice', async () => {
    const sound = await api.sound(producer, { name: 'Reenvio' }, false);
    const first = await api.pendingRequestOf(sound.id);

    const twice = await api.as(producer, 'POST', '/distribution-requests', { soundId: sound.id });
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({
      code: 'REQUEST_ALREADY_EXISTS',
      message: 'A distribuição dessa música já foi solicitada!',
    });

    await api.as(admin, 'POST', `/distribution-requests/${first}/cancel`);
    await eventually(async () => expect((await api.visibleSound(producer, sound.id))?.review).toBe('cancelled'));
    const again = await api.as(producer, 'POST', '/distribution-requests', { soundId: sound.id });
    expect(again.status).toBe(201);
    expect(again.body.message).toBe('Solicitação de distribuição enviada com sucesso!');
    await eventually(async () => expect((await api.visibleSound(producer, sound.id))?.review).toBe('pending'));

    const secondId = (again.body.request as RequestJson).id;
    await api.as(admin, 'POST', `/distribution-requests/${secondId}/approve`);
    const afterApproval = await api.as(producer, 'POST', '/distribution-requests', { soundId: sound.id });
    expect(afterApproval.body.message).toBe('A distribuição dessa música já foi solicitada!');
    const decidedTwice = await api.as(admin, 'POST', `/distribution-requests/${first}/approve`);
    expect(decidedTwice.status).toBe(409);

    // Someone else's sound reads as missing (the same 404 as an unknown id), as does their request.
    const notMine = await api.as(listener, 'POST', '/distribution-requests', { soundId: sound.id });
    const unknown = await api.as(listener, 'POST', '/distribution-requests', { soundId: randomUUID() });
    expect(notMine.status).toBe(404);
    expect(notMine.body).toEqual(unknown.body);
    expect(notMine.body).toMatchObject({ code: 'SOUND_NOT_FOUND', message: 'Problema ao tentar achar música!' });
    expect((await api.as(listener, 'GET', `/distribution-requests/${secondId}`)).status).toBe(404);
  });

  test('the requests screen lists pending requests: all for admins, their own for others, paged', async () => {
    const mine = await api.sound(producer, { name: 'Lista minha' }, false);
    const theirs = await api.sound(listener, { name: 'Lista deles' }, false);
    await Promise.all([api.pendingRequestOf(mine.id), api.pendingRequestOf(theirs.id)]);

    const own = await api.as(producer, 'GET', '/distribution-requests?pageSize=100');
    const ownSounds = (own.body.items as RequestJson[]).map((request) => request.sound.id);
    expect(ownSounds).toContain(mine.id);
    expect(ownSounds).not.toContain(theirs.id);
    expect((own.body.items as RequestJson[]).every((request) => request.status === 'pending')).toBe(true);

    const all = await api.as(admin, 'GET', '/distribution-requests?pageSize=1&page=1');
    expect(all.body).toMatchObject({ page: 1, pageSize: 1 });
    expect(all.body.total as number).toBeGreaterThanOrEqual(2);
    const card = (await api.as(admin, 'GET', '/distribution-requests?pageSize=100')).body.items as RequestJson[];
    expect(card.find((request) => request.sound.id === theirs.id)).toMatchObject({
      kind: 'publication',
      producer: { id: listener.id, name: 'Caio Ouvinte' },
      // Signed for the admin: the bare address plays nothing (issue #12, private previews).
      sound: {
        name: 'Lista deles',
        previewUrl: expect.stringMatching(
          new RegExp(`^/api/media/audio/${(theirs.audio as { id: string }).id}/preview\\?expires=\\d+&signature=`),
        ) as string,
      },
    });

    const admins = await api.call('GET', '/admin/distribution-requests?range=[0,4]&filter={"status":"pending"}', {
      token: admin.token,
    });
    expect(admins.headers.get('content-range')).toMatch(/^distribution-requests 0-\d+\/\d+$/);
    expect((await api.as(listener, 'GET', '/admin/distribution-requests')).status).toBe(403);

    const link = await api.as(admin, 'POST', `/distribution-requests/${(card[0] as RequestJson).id}/download-link`);
    expect(link.body.url).toMatch(/^\/api\/media\/audio\/[0-9a-f-]+\/download\?name=.+&expires=\d+&signature=/);
  });

  test('deleting a sound cancels its open request', async () => {
    const sound = await api.sound(producer, { name: 'Apagado' }, false);
    const requestId = await api.pendingRequestOf(sound.id);
    expect((await api.as(producer, 'DELETE', `/sounds/${sound.id}`)).status).toBe(200);
    await eventually(async () =>
      expect(await api.requestsOf(sound.id)).toEqual([{ id: requestId, status: 'cancelled', kind: 'publication' }]),
    );
    const listed = await api.as(admin, 'GET', '/distribution-requests?pageSize=100');
    expect((listed.body.items as RequestJson[]).map((request) => request.id)).not.toContain(requestId);
  });
});

describe("the catalogue's projection of reviews", () => {
  test('a redelivered or late (older) event changes nothing', async () => {
    const sound = await api.sound(producer, { name: 'Fora de ordem' }, false);
    const requestId = await api.pendingRequestOf(sound.id);
    await api.as(admin, 'POST', `/distribution-requests/${requestId}/approve`);
    await eventually(async () => expect((await api.visibleSound(producer, sound.id))?.status).toBe('public'));

    // The 'requested' event (version 1) arrives again, after the approval (version 2).
    const stale = createEnvelope('distribution', 'distribution.requested', {
      requestId,
      soundId: sound.id,
      userId: producer.id,
      kind: 'publication',
      status: 'pending',
      version: 1,
      occurredAt: new Date().toISOString(),
    });
    await api.platform.app.get(EventPublisher).publish(stale);
    await eventually(async () => {
      const { rows } = await api.db.query('SELECT 1 FROM catalogue.inbox_events WHERE event_id = $1', [stale.id]);
      expect(rows).toHaveLength(1);
    });
    expect(await api.visibleSound(listener, sound.id)).toMatchObject({ status: 'public' });
    expect(await api.visibleSound(producer, sound.id)).toMatchObject({ review: 'approved' });
  });
});
