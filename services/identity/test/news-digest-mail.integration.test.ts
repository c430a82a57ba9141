// Issue #33 §2: the catalogue's daily digest reaches a follower as one e-mail (identity holds the
// address), listing the sounds with their links, with RFC 8058's one-click List-Unsubscribe; the
// same event again sends nothing more, and an unconfirmed address gets nothing.
import { CatalogueEvents, type NewsDigestDue } from '@sampleteca/contracts';
import { createEnvelope, EventPublisher } from '@sampleteca/messaging';
import { eventually } from '@sampleteca/testing';
import { IdentityApi, signupBody } from './support/identity-api';

const api = new IdentityApi();

beforeAll(() => api.start(), 90_000);
afterAll(() => api.stop());

const userIdOf = async (email: string) =>
  (await api.db.query('SELECT id FROM identity.users WHERE email = $1', [email])).rows[0].id as string;

const digestFor = (userId: string): NewsDigestDue => ({
  userId,
  sounds: [
    { name: 'Batida <Nova>', producerName: 'Nina Produz', url: 'http://localhost:3000/s/1111' },
    { name: 'Voz do Morro', producerName: 'Caio MC', url: 'http://localhost:3000/s/2222' },
  ],
  more: 3,
  newsUrl: 'http://localhost:3000/profile/news',
  unsubscribeUrl: `http://localhost:3000/news/unsubscribe?user=${userId}&token=abc`,
  oneClickUnsubscribeUrl: `http://localhost:3000/api/notifications/digest/one-click-unsubscribe?user=${userId}&token=abc`,
  dueAt: new Date().toISOString(),
});

/** Publishes the event as the catalogue's relay does, and waits until identity has handled it. */
async function deliver(event: ReturnType<typeof createEnvelope<NewsDigestDue>>) {
  await api.platform.app.get(EventPublisher).publish(event);
  await eventually(async () => {
    const { rows } = await api.db.query('SELECT 1 FROM identity.inbox_events WHERE event_id = $1', [event.id]);
    expect(rows).toHaveLength(1);
  });
}

test('one e-mail, the sounds listed and linked, one-click unsubscribe; the event again sends nothing', async () => {
  const { email } = await api.signUpConfirmed();
  const userId = await userIdOf(String(email));
  const event = createEnvelope<NewsDigestDue>('catalogue', CatalogueEvents.NewsDigestDue, digestFor(userId));
  await deliver(event);

  const mail = (await api.mailTo(String(email), /Novidades de quem você segue/)) as Awaited<
    ReturnType<IdentityApi['mailTo']>
  > & { listUnsubscribe?: string; listUnsubscribePost?: string };
  expect(mail.text).toContain('Saíram 5 sons novos de quem você segue');
  expect(mail.text).toContain('Batida <Nova>, de Nina Produz: http://localhost:3000/s/1111');
  expect(mail.html).toContain('Batida &lt;Nova&gt;, de Nina Produz');
  expect(mail.links).toEqual(
    expect.arrayContaining([
      'http://localhost:3000/s/1111',
      'http://localhost:3000/profile/news',
      digestFor(userId).unsubscribeUrl,
    ]),
  );
  expect(mail.listUnsubscribe).toBe(`<${digestFor(userId).oneClickUnsubscribeUrl}> (Cancelar o resumo)`);
  expect(mail.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');

  // Redelivered: the inbox has it already. Another digest sent after it is handled after it.
  await api.platform.app.get(EventPublisher).publish(event);
  const { email: later } = await api.signUpConfirmed();
  await deliver(
    createEnvelope<NewsDigestDue>('catalogue', CatalogueEvents.NewsDigestDue, digestFor(await userIdOf(String(later)))),
  );
  await api.mailTo(String(later), /Novidades de quem você segue/);
  expect(await api.mailCount(String(email))).toBe(2); // the sign-up's confirmation and one digest
});

test('an address never confirmed gets no digest', async () => {
  const body = signupBody();
  expect((await api.call('POST', '/auth/signup', { body })).status).toBe(201);
  const userId = await userIdOf(String(body.email));
  await deliver(createEnvelope<NewsDigestDue>('catalogue', CatalogueEvents.NewsDigestDue, digestFor(userId)));
  expect((await api.call('GET', '/auth/dev/mailbox')).body).not.toContainEqual(
    expect.objectContaining({ to: [body.email], subject: expect.stringMatching(/Novidades/) }),
  );
});
