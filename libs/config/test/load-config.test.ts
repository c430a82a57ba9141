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
