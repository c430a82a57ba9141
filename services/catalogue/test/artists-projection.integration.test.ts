import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Client } from 'pg';
import { catalogueService } from '@sampleteca/catalogue';
import { BARE_PUBLIC_PROFILE } from '@sampleteca/contracts';
import { createEnvelope, EventPublisher } from '@sampleteca/messaging';
import type { RunningPlatform } from '@sampleteca/runtime';
import { eventually, ServiceBesidePlatform, signupBody, type TestEnvironment } from '@sampleteca/testing';

// The catalogue here, identity in a built platform beside it: artists come from real sign-ups,
// confirmations and profile edits.
const api = new ServiceBesidePlatform(catalogueService, ['identity']);
let environment: TestEnvironment;
let platform: RunningPlatform;
let db: Client;

/** Where a path under /api is served: identity's in the platform beside, the catalogue's here. */
const at = (path: string) => `${api.urlFor(path)}/api${path}`;

type ArtistPage = { items: { id: string; name: string; avatarUrl: string | null }[]; total: number };
const artists = async (query = '') => (await (await fetch(at(`/artists${query}`))).json()) as ArtistPage;

/** The path (under /api) of the link in the mail identity sent `email`. */
async function mailLink(email: string): Promise<string> {
  return eventually(async () => {
    const messages = (await (await fetch(at('/auth/dev/mailbox'))).json()) as {
      to: string[];
      links: string[];
    }[];
    const message = messages.find((candidate) => candidate.to.includes(email));
    if (!message) throw new Error('sem e-mail ainda');
    const link = new URL(message.links[0]);
    return `${link.pathname.replace(/^\/api/, '')}${link.search}`;
  });
}

beforeAll(async () => {
  await api.start();
  ({ environment, platform, db } = api);
});

afterAll(() => api.stop());

test('an artist appears in the catalogue once identity confirms the account, and follows profile changes', async () => {
  const body = signupBody({ fullName: 'Mc Projeção' });
  const signup = await fetch(at('/auth/signup'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const { user } = (await signup.json()) as { user: { id: string } };

  // Registered but not confirmed: known to the catalogue, not listed.
  await eventually(async () => {
    const { rows } = await db.query('SELECT email_confirmed FROM catalogue.profiles WHERE user_id = $1', [user.id]);
    expect(rows).toEqual([{ email_confirmed: false }]);
  });
  expect((await artists('?q=Projeção')).items).toEqual([]);

  await fetch(at(await mailLink(String(body.email))), { redirect: 'manual' });
  await eventually(async () =>
    expect((await artists('?q=projeção')).items.map((artist) => artist.name)).toEqual(['Mc Projeção']),
  );

  const login = await fetch(at('/auth/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: body.email, password: body.password }),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  await fetch(at('/users/me'), {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ fullName: 'Mc Projeção Renomeado' }),
  });
  await eventually(async () =>
    expect((await artists('?q=renomeado')).items.map((artist) => artist.id)).toEqual([user.id]),
  );
  // The listing never exposes private fields.
  expect(Object.keys((await artists('?q=renomeado')).items[0]).sort()).toEqual(['avatarUrl', 'id', 'name', 'producer']);
});

test('a late, older profile event does not overwrite a newer one', async () => {
  const publisher = platform.app.get(EventPublisher);
  const userId = '3f0c8a7e-1111-4222-8333-444455556666';
  const profile = (fullName: string) => ({
    userId,
    fullName,
    ...BARE_PUBLIC_PROFILE,
  });
  const newer = createEnvelope('identity', 'user.profile-updated', {
    ...profile('Nome Novo'),
    email: 'x@example.com',
    isAdmin: false,
  });
  const older = {
    ...createEnvelope('identity', 'user.registered', {
      ...profile('Nome Antigo'),
      email: 'x@example.com',
      provider: 'email',
      emailConfirmed: true,
    }),
    occurredAt: new Date(Date.now() - 60_000).toISOString(),
  };
  await publisher.publish(newer);
  await eventually(async () => {
    const { rows } = await db.query('SELECT full_name FROM catalogue.profiles WHERE user_id = $1', [userId]);
    expect(rows).toEqual([{ full_name: 'Nome Novo' }]);
  });
  await publisher.publish(older);
  await eventually(async () => {
    const { rows } = await db.query(`SELECT count(*)::int AS count FROM catalogue.inbox_events WHERE event_id = $1`, [
      older.id,
    ]);
    expect(rows[0].count).toBe(1);
  });
  const { rows } = await db.query('SELECT full_name FROM catalogue.profiles WHERE user_id = $1', [userId]);
  expect(rows).toEqual([{ full_name: 'Nome Novo' }]);
});

test('the artists list is paged and refuses a page size over the limit', async () => {
  const page = await fetch(`${platform.url}/api/artists?page=1&pageSize=2`);
  expect(page.status).toBe(200);
  expect(await page.json()).toMatchObject({ page: 1, pageSize: 2 });
  expect((await fetch(`${platform.url}/api/artists?pageSize=500`)).status).toBe(400);
});

test('a catalogue that missed past events rebuilds its profiles with events:redeliver', async () => {
  // An event identity published while catalogue had no queue yet (its outbox keeps it).
  const userId = '9a9e4d1c-2222-4333-8444-555566667777';
  await db.query(
    `INSERT INTO identity.outbox_events (id, type, envelope, published_at) VALUES ($1, 'user.registered', $2, now())`,
    [
      'b1c2d3e4-0000-4000-8000-000000000001',
      JSON.stringify({
        ...createEnvelope('identity', 'user.registered', {
          userId,
          fullName: 'Artista Antiga',
          ...BARE_PUBLIC_PROFILE,
          email: 'antiga@example.com',
          provider: 'email',
          emailConfirmed: true,
        }),
        id: 'b1c2d3e4-0000-4000-8000-000000000001',
      }),
    ],
  );
  const run = promisify(execFile);
  const redeliver = () =>
    run(process.execPath, [resolve('libs/messaging/dist/cli/redeliver-outbox.js'), 'identity', 'catalogue', 'user.*'], {
      env: { ...process.env, ...environment.env },
    });
  expect((await redeliver()).stdout).toMatch(/\d+ evento\(s\) de identity \(user\.\*\) reenviado\(s\)/);
  await eventually(async () => expect((await artists('?q=antiga')).items.map((artist) => artist.id)).toEqual([userId]));
  // Twice is harmless: every event is already in the inbox.
  await redeliver();
  const { rows } = await db.query('SELECT count(*)::int AS count FROM catalogue.profiles WHERE user_id = $1', [userId]);
  expect(rows[0].count).toBe(1);
});
