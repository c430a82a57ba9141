import { ConfigError, loadConfig, redisConnectionOptions } from '@sampleteca/config';

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    loadConfig(env);
  } catch (error) {
    return (error as ConfigError).problems.map((problem) => problem.split(':')[0]);
  }
  return [];
};

test('RABBITMQ_URL takes every node of a cluster, and refuses a list with one bad entry', () => {
  const nodes = 'amqp://guest:guest@mq-0:5672, amqp://guest:guest@mq-1:5672,amqps://u:p@mq-2:5671';
  expect(loadConfig({ RABBITMQ_URL: nodes }).RABBITMQ_URL).toBe(nodes);
  expect(problemsOf({ RABBITMQ_URL: 'amqp://mq-0:5672,http://mq-1' })).toEqual(['RABBITMQ_URL']);
  expect(problemsOf({ RABBITMQ_URL: ' , ' })).toEqual(['RABBITMQ_URL']);
});

test('without Sentinels, Redis is REDIS_URL itself', () => {
  const config = loadConfig({ REDIS_URL: 'redis://:segredo@cache:6390/2' });
  expect(redisConnectionOptions(config)).toEqual({
    username: undefined,
    password: 'segredo',
    db: 2,
    host: 'cache',
    port: 6390,
  });
});

test('with Sentinels, the master is asked of them by name and REDIS_URL gives only password and database', () => {
  const config = loadConfig({
    REDIS_URL: 'rediss://:segredo@ignored:6379/1',
    REDIS_SENTINELS: 'sentinel-0:26379,10.0.0.7:26380',
    REDIS_SENTINEL_MASTER: 'jobs',
    REDIS_SENTINEL_PASSWORD: 'vigia',
  });
  const options = redisConnectionOptions(config);
  expect(options).toMatchObject({
    name: 'jobs',
    sentinels: [
      { host: 'sentinel-0', port: 26379 },
      { host: '10.0.0.7', port: 26380 },
    ],
    sentinelPassword: 'vigia',
    password: 'segredo',
    db: 1,
    tls: {},
    enableTLSForSentinelMode: true,
    failoverDetector: true,
  });
  expect(options).not.toHaveProperty('host');
  // A write that meets a demoted master reconnects (to the new one) and is sent again.
  const reconnect = (options as { reconnectOnError: (error: Error) => unknown }).reconnectOnError;
  expect(reconnect(new Error("READONLY You can't write against a read only replica."))).toBe(2);
  expect(reconnect(new Error('ERR wrong number of arguments'))).toBe(false);
});

test('REDIS_SENTINELS must be host:port entries', () => {
  expect(problemsOf({ REDIS_SENTINELS: 'sentinel-0' })).toEqual(['REDIS_SENTINELS']);
  expect(problemsOf({ REDIS_SENTINELS: 'sentinel-0:26379,' })).toEqual([]);
});
