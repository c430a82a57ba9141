import { jest } from '@jest/globals';
import { HttpStatus } from '@nestjs/common';
import type { Response } from 'express';
import type { Config } from '@sampleteca/config';
import { ReadinessRegistry } from '@sampleteca/observability';
import { HealthController } from '../src/health.controller';

// Each pod's readiness asks only what its roles need (issue #17): one RabbitMQ blip must not take
// every api pod out of its Service, while a worker, whose consumers read RabbitMQ, goes unready.

type Roles = Config['ROLES'];
const up = async () => undefined;
const down = async () => {
  throw new Error('connection refused');
};

/** A registry as the platform fills it: a schema, the broker and Redis, the broker down. */
function registryFor(roles: Roles, checks: Record<string, () => Promise<void>> = {}) {
  const registry = new ReadinessRegistry({ ROLES: roles });
  registry.register('postgres:media', up);
  registry.register('rabbitmq', down);
  registry.register('redis', up);
  for (const [name, check] of Object.entries(checks)) registry.register(name, check);
  return registry;
}

/** The few parts of express's Response the probes touch. */
function fakeResponse() {
  const response = { statusCode: HttpStatus.OK, status: (code: number) => ((response.statusCode = code), response) };
  return response;
}

const controllerFor = (registry: ReadinessRegistry) => new HealthController(registry, { METRICS_TOKEN: '' } as Config);

test('an api process stays ready with RabbitMQ down, and still reports it', async () => {
  const report = await registryFor(['api']).report();
  expect(report).toEqual({
    status: 'ok',
    checks: {
      'postgres:media': { status: 'up' },
      rabbitmq: { status: 'down', error: 'connection refused', required: false },
      redis: { status: 'up' },
    },
  });
});

test('a worker process is unavailable with RabbitMQ down: its consumers read it', async () => {
  const report = await registryFor(['worker']).report();
  expect(report.status).toBe('unavailable');
  expect(report.checks.rabbitmq).toEqual({ status: 'down', error: 'connection refused' });
});

test('a process with both roles (npm start) needs every dependency, in the same shape as before', async () => {
  const report = await registryFor(['api', 'worker']).report();
  expect(report.status).toBe('unavailable');
  expect(Object.values(report.checks).some((check) => 'required' in check)).toBe(false);
});

test('an api process is unavailable when its own PostgreSQL or Redis is down', async () => {
  for (const name of ['postgres:media', 'redis']) {
    const report = await registryFor(['api'], { [name]: down }).report();
    expect([name, report.status]).toEqual([name, 'unavailable']);
  }
});

test('a check named after a dependency no role lists counts for every role', async () => {
  const registry = registryFor(['api'], { 'smtp:relay': down });
  expect(registry.isRequired('smtp:relay')).toBe(true);
  expect((await registry.report()).status).toBe('unavailable');
});

test('/api/ready answers 503 only when a required check is down', async () => {
  const apiResponse = fakeResponse();
  await controllerFor(registryFor(['api'])).ready(apiResponse as unknown as Response);
  expect(apiResponse.statusCode).toBe(HttpStatus.OK);

  const workerResponse = fakeResponse();
  const body = await controllerFor(registryFor(['worker'])).ready(workerResponse as unknown as Response);
  expect(workerResponse.statusCode).toBe(HttpStatus.SERVICE_UNAVAILABLE);
  expect(body.status).toBe('unavailable');
});

test('/api/health stays { status: ok } with no vital part registered, whatever the dependencies', async () => {
  const response = fakeResponse();
  const body = await controllerFor(registryFor(['worker'])).health(response as unknown as Response);
  expect(body).toEqual({ status: 'ok' });
  expect(response.statusCode).toBe(HttpStatus.OK);
});

test('/api/health answers 503 naming the vital part that stopped (a job worker, a consumer)', async () => {
  const registry = registryFor(['worker']);
  registry.registerLiveness('jobs:mail', up);
  registry.registerLiveness('events:identity', async () => {
    throw new Error('o consumidor parou');
  });
  const response = fakeResponse();
  const body = await controllerFor(registry).health(response as unknown as Response);
  expect(response.statusCode).toBe(HttpStatus.SERVICE_UNAVAILABLE);
  expect(body).toEqual({
    status: 'unavailable',
    checks: { 'jobs:mail': { status: 'up' }, 'events:identity': { status: 'down', error: 'o consumidor parou' } },
  });
});

test('a check that never answers counts as down after its timeout', async () => {
  jest.useFakeTimers();
  try {
    const registry = registryFor(['api'], { redis: () => new Promise<void>(() => undefined) });
    const pending = registry.report();
    await jest.advanceTimersByTimeAsync(3000);
    expect((await pending).checks.redis).toEqual({ status: 'down', error: 'sem resposta em 3000 ms' });
  } finally {
    jest.useRealTimers();
  }
});
