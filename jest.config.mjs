// jest runs in ESM mode (NestJS 12 is ESM-only): see STACK-NOTES.md.
const packages = {
  libs: ['config', 'database', 'messaging', 'jobs', 'auth', 'http', 'observability', 'contracts', 'testing', 'runtime'],
  services: ['identity', 'catalogue', 'media', 'billing', 'distribution', 'platform'],
};

const moduleNameMapper = {
  ...Object.fromEntries(
    Object.entries(packages).flatMap(([folder, names]) =>
      names.map((name) => [`^@sampleteca/${name}$`, `<rootDir>/${folder}/${name}/src/index.ts`]),
    ),
  ),
  // Stand-ins of outside providers (standins/*): package @sampleteca/standin-<name>.
  ...Object.fromEntries(
    ['common', 'zapsign', 'stripe', 'oauth', 'mail'].map((name) => [
      `^@sampleteca/standin-${name}$`,
      `<rootDir>/standins/${name}/src/index.ts`,
    ]),
  ),
};

const base = {
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper,
  transform: { '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: '<rootDir>/tsconfig.jest.json' }] },
  testEnvironment: 'node',
  // Same path in every project: jest runs it once per run.
  globalSetup: '<rootDir>/libs/testing/src/jest/global-setup.ts',
  globalTeardown: '<rootDir>/libs/testing/src/jest/global-teardown.ts',
};

/** @type {import('jest').Config} */
export default {
  projects: [
    {
      ...base,
      displayName: 'unit',
      testMatch: [
        '<rootDir>/{libs,services}/*/test/**/*.test.ts',
        '<rootDir>/standins/*/test/**/*.test.ts',
        '<rootDir>/k8s/**/*.test.ts',
        // The portal's pure parts (filters, form schemas, query keys); its screens are tested in Chromium.
        '<rootDir>/portal/test/**/*.test.ts',
      ],
      testPathIgnorePatterns: ['/node_modules/', '/dist/', '\\.integration\\.test\\.ts$'],
    },
    {
      ...base,
      displayName: 'integration',
      testMatch: ['<rootDir>/{libs,services}/*/test/**/*.integration.test.ts'],
    },
    {
      // Attacks on the running platform, the way issue #12's findings were found.
      ...base,
      displayName: 'security',
      testMatch: ['<rootDir>/tests/security/**/*.test.ts'],
    },
    {
      ...base,
      displayName: 'browser',
      testMatch: ['<rootDir>/tests/browser/**/*.test.ts'],
    },
  ],
  testTimeout: 60000,
  maxWorkers: 2,
};
