import { ConfigError, loadConfig } from '@sampleteca/config';

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

test('by default the queues stay classic (what existing installs have) and the inbox outlives the outbox', () => {
  const config = loadConfig({});
  expect(config.EVENTS_QUEUE_TYPE).toBe('classic');
  expect(config.EVENTS_INBOX_RETENTION_DAYS).toBeGreaterThan(config.EVENTS_OUTBOX_RETENTION_DAYS);
  expect(config.EVENTS_OUTBOX_RETENTION_DAYS).toBeGreaterThan(0);
});

test('quorum is accepted; another queue type is refused', () => {
  expect(loadConfig({ EVENTS_QUEUE_TYPE: 'quorum' }).EVENTS_QUEUE_TYPE).toBe('quorum');
  expect(problemsOf({ EVENTS_QUEUE_TYPE: 'stream' }).map((problem) => problem.split(':')[0])).toEqual([
    'EVENTS_QUEUE_TYPE',
  ]);
});

test('an inbox kept shorter than the outbox is refused, since events:redeliver could apply an event twice', () => {
  const [problem] = problemsOf({ EVENTS_OUTBOX_RETENTION_DAYS: '30', EVENTS_INBOX_RETENTION_DAYS: '10' });
  expect(problem).toMatch(/^EVENTS_INBOX_RETENTION_DAYS: .*EVENTS_OUTBOX_RETENTION_DAYS.*events:redeliver/);
  // Forever (0) is never too short; an outbox kept forever needs an inbox kept forever.
  expect(problemsOf({ EVENTS_OUTBOX_RETENTION_DAYS: '30', EVENTS_INBOX_RETENTION_DAYS: '0' })).toEqual([]);
  expect(problemsOf({ EVENTS_OUTBOX_RETENTION_DAYS: '0', EVENTS_INBOX_RETENTION_DAYS: '400' })).toHaveLength(1);
  expect(problemsOf({ EVENTS_OUTBOX_RETENTION_DAYS: '7', EVENTS_INBOX_RETENTION_DAYS: '7' })).toEqual([]);
});

test('a pruning period past what a timer can wait is refused', () => {
  expect(problemsOf({ EVENTS_PRUNE_EVERY_SECONDS: String(30 * 24 * 3600) }).map((p) => p.split(':')[0])).toEqual([
    'EVENTS_PRUNE_EVERY_SECONDS',
  ]);
});
