import { ConfigError, loadConfig } from '@sampleteca/config';

test('the defaults run on one machine with every service and role', () => {
  const config = loadConfig({});
  expect(config.PORT).toBe(3000);
  expect(config.SERVICES).toEqual(['identity', 'catalogue', 'media', 'billing', 'distribution']);
  expect(config.ROLES).toEqual(['api', 'worker']);
  expect(config.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/sampleteca');
  expect(config.jwksUrl).toBe('http://127.0.0.1:3000/api/auth/jwks.json');
  expect(config.MIGRATIONS_RUN).toBe(true);
});

test('every bad variable is listed in one error', () => {
  let error: unknown;
  try {
    loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', SERVICES: 'identity,pagamentos', MIGRATIONS_RUN: 'talvez' });
  } catch (caught) {
    error = caught;
  }
  expect(error).toBeInstanceOf(ConfigError);
  const problems = (error as ConfigError).problems.map((problem) => problem.split(':')[0]);
  expect(problems.sort()).toEqual(['DATABASE_URL', 'MIGRATIONS_RUN', 'PORT', 'SERVICES']);
  expect((error as ConfigError).message).toContain('pagamentos');
});

test('a service subset and a role are read from comma-separated lists', () => {
  const config = loadConfig({ SERVICES: ' media , catalogue', ROLES: 'worker' });
  expect(config.SERVICES).toEqual(['media', 'catalogue']);
  expect(config.ROLES).toEqual(['worker']);
});

test('blank values fall back to the default', () => {
  expect(loadConfig({ PORT: '', REDIS_URL: '' }).REDIS_URL).toBe('redis://127.0.0.1:6379');
});

test('production refuses to start without METRICS_TOKEN, naming it beside the other problems', () => {
  let error: unknown;
  try {
    loadConfig({ NODE_ENV: 'production', PORT: 'abc', SERVICES: 'pagamentos' });
  } catch (caught) {
    error = caught;
  }
  expect(error).toBeInstanceOf(ConfigError);
  const problems = (error as ConfigError).problems;
  expect(problems.map((problem) => problem.split(':')[0]).sort()).toEqual(['METRICS_TOKEN', 'PORT', 'SERVICES']);
  expect(problems.find((problem) => problem.startsWith('METRICS_TOKEN'))).toMatch(
    /obrigatório em produção.*\/api\/metrics/,
  );
  expect(() => loadConfig({ NODE_ENV: 'production', METRICS_TOKEN: '' })).toThrow(ConfigError);
  expect(loadConfig({ NODE_ENV: 'production', METRICS_TOKEN: 'segredo-prometheus' }).isProduction).toBe(true);
  // Outside production an empty token still means open metrics on one machine.
  expect(loadConfig({}).METRICS_TOKEN).toBe('');
});

test('TRUST_PROXY trusts no proxy by default, or a hop count, or listed addresses and subnets', () => {
  expect(loadConfig({}).TRUST_PROXY).toBe(false);
  expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
  expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
  expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8,fd00::/8, 192.168.1.7' }).TRUST_PROXY).toEqual([
    'loopback',
    '10.0.0.0/8',
    'fd00::/8',
    '192.168.1.7',
  ]);
  for (const value of ['true', 'everyone', '10.0.0.0/33', '1.2.3']) {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: valores inválidos/);
  }
});
