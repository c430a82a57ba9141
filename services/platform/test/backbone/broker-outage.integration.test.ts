import { jest } from '@jest/globals';
import type { Client } from 'pg';
import { AmqpConnection, EventPublisher } from '@sampleteca/messaging';
import type { RunningPlatform } from '@sampleteca/runtime';
import { eventually, type TcpProxy } from '@sampleteca/testing';
import { RegistrationsService } from './backbone-services';
import { platformBehindProxy, type PlatformBehindProxy } from './platform-behind-proxy';

let faulty: PlatformBehindProxy;
let platform: RunningPlatform;
let proxy: TcpProxy;
let db: Client;

beforeAll(async () => {
  faulty = await platformBehindProxy('RABBITMQ_URL', ['identity', 'catalogue'], {
    EVENTS_PUBLISH_TIMEOUT_MS: '300',
  });
  ({ platform, proxy, db } = faulty);
});

afterAll(() => faulty?.stop());

test('an event committed while the broker is unreachable is delivered once it is back', async () => {
  await proxy.cut();
  await eventually(() => expect(platform.app.get(AmqpConnection).isConnected()).toBe(false));
  const ready = await fetch(`${platform.url}/api/ready`);
  expect(ready.status).toBe(503);

  // The business transaction does not depend on the broker: it commits.
  const publishing = jest.spyOn(platform.app.get(EventPublisher), 'publish');
  const event = await platform.app.get(RegistrationsService).register('Dani Samples');
  // The relay has tried to publish it and failed for want of the broker: past that point, not
  // before, the event is checked to be still waiting in the outbox.
  await eventually(async () => {
    const tries = publishing.mock.calls.flatMap(([envelope], call) =>
      envelope.id === event.id ? [publishing.mock.results[call].value] : [],
    );
    expect(tries.length).toBeGreaterThan(0);
    expect((await Promise.allSettled(tries)).map((outcome) => outcome.status)).not.toContain('fulfilled');
  });
  publishing.mockRestore();
  const pending = await db.query('SELECT published_at FROM identity.outbox_events WHERE id = $1', [event.id]);
  expect(pending.rows).toEqual([{ published_at: null }]);

  await proxy.restore();

  await eventually(async () => {
    const handled = await db.query('SELECT event_id FROM catalogue.test_effects WHERE user_id = $1', [
      event.data.userId,
    ]);
    expect(handled.rows).toEqual([{ event_id: event.id }]);
  }, 30000);
  const published = await db.query('SELECT published_at FROM identity.outbox_events WHERE id = $1', [event.id]);
  expect(published.rows[0].published_at).not.toBeNull();
  await eventually(async () => expect((await fetch(`${platform.url}/api/ready`)).status).toBe(200));
});
