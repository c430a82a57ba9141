// The envelope every event travels in: who sent it, when, which request caused it.
import { withCorrelationId } from '@sampleteca/observability';
import { createEnvelope, isEnvelope } from '@sampleteca/messaging';

test('an event carries a fresh id, its producer, version 1 and when it happened', () => {
  const before = Date.now();
  const first = createEnvelope('catalogue', 'sound.created', { soundId: 's1' });
  const second = createEnvelope('catalogue', 'sound.created', { soundId: 's1' });
  expect(first).toMatchObject({ type: 'sound.created', producer: 'catalogue', version: 1, data: { soundId: 's1' } });
  expect(first.id).not.toBe(second.id);
  expect(Date.parse(first.occurredAt)).toBeGreaterThanOrEqual(before);
});

test('an event raised while handling a request carries that request’s correlation id', () => {
  const envelope = withCorrelationId('pedido-42', () => createEnvelope('identity', 'user.registered', {}));
  expect(envelope.correlationId).toBe('pedido-42');
  expect(createEnvelope('identity', 'user.registered', {}).correlationId).toBeUndefined();
});

test('an id and a version can be given (a redelivery keeps its id)', () => {
  expect(createEnvelope('media', 'media.processed', {}, { id: 'fixo', version: 2 })).toMatchObject({
    id: 'fixo',
    version: 2,
  });
});

test.each([
  [createEnvelope('billing', 'billing.entitlement-changed', null), true],
  [{ id: 'x', type: 'y', producer: 'z' }, false],
  [{ type: 'y', producer: 'z', data: {} }, false],
  ['sound.created', false],
  [null, false],
])('a message is recognised as an envelope only when whole (%#)', (message, expected) => {
  expect(isEnvelope(message)).toBe(expected);
});
