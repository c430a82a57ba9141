// jest runs in ESM mode (NestJS 12 is ESM-only): see STACK-NOTES.md.
const packages = {
  libs: [
    'config',
    'database',
    'messaging',
    'jobs',
    'auth',
    'http',
    'observability',
    'contracts',
    'testing',
    'topology',
    'runtime',
  ],
  services: ['identity', 'catalogue', 'media', 'billing', 'distribution', 'platform'],
};

// The front ends' shared package (clients/shared): its TypeScript sources, as Vite reads them.
const clientsShared = {
  '^@sampleteca/clients-shared/api$': '<rootDir>/clients/shared/src/api/index.ts',
  '^@sampleteca/clients-shared/chunks$': '<rootDir>/clients/shared/src/chunks/importOrReload.ts',
  '^@sampleteca/clients-shared/days$': '<rootDir>/clients/shared/src/days/days.ts',
  '^@sampleteca/clients-shared/routes$': '<rootDir>/clients/shared/src/routes/publicRoutes.ts',
  '^@sampleteca/clients-shared/vocabulary$': '<rootDir>/clients/shared/src/vocabulary/soundFamilies.ts',
};

const moduleNameMapper = {
  ...Object.fromEntries(
    Object.entries(packages).flatMap(([folder, names]) =>
      names.map((name) => [`^@sampleteca/${name}$`, `<rootDir>/${folder}/${name}/src/index.ts`]),
    ),
  ),
  ...clientsShared,
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

/**
 * @swc/jest for the front ends' TypeScript and JSX (React's automatic runtime), as Vite compiles
 * them; Vite's import.meta.env reads process.env here (the tests' modules are CommonJS).
 */
const swc = (parser) => [
  '@swc/jest',
  {
    swcrc: false,
    jsc: {
      parser,
      target: 'es2022',
      transform: {
        react: { runtime: 'automatic' },
        optimizer: { globals: { vars: { 'import.meta.env': 'process.env' } } },
      },
    },
  },
];

/** @type {import('jest').Config} */
export default {
  projects: [
    {
      ...base,
      displayName: 'unit',
      testMatch: [
        // A rule's unit test stands beside it (name-rules.ts, name-rules.test.ts), as Immich's specs do.
        '<rootDir>/{libs,services}/*/src/**/*.test.ts',
        '<rootDir>/{libs,services}/*/test/**/*.test.ts',
        '<rootDir>/standins/*/test/**/*.test.ts',
        '<rootDir>/k8s/**/*.test.ts',
        // The scripts' pure parts (test:fast's selection).
        '<rootDir>/scripts/**/*.test.mjs',
        // The portal's pure parts (filters, form schemas, query keys); its screens are tested in Chromium.
        '<rootDir>/portal/test/**/*.test.ts',
      ],
      // portal/test/components holds the 'components' project's screens (.tsx): never here.
      testPathIgnorePatterns: ['/node_modules/', '/dist/', '\\.integration\\.test\\.ts$', '/portal/test/components/'],
    },
    {
      ...base,
      displayName: 'integration',
      testMatch: ['<rootDir>/{libs,services}/*/test/**/*.integration.test.ts'],
    },
    {
      // The front ends' forms and screens in jsdom (React DOM, Testing Library), the API stubbed
      // behind the global fetch (test-support/components). CommonJS through swc: no server code here.
      displayName: 'components',
      testMatch: ['<rootDir>/portal/test/components/**/*.test.tsx', '<rootDir>/console/test/**/*.test.tsx'],
      testEnvironment: '<rootDir>/test-support/components/environment.cjs',
      testEnvironmentOptions: { url: 'http://localhost/' },
      setupFilesAfterEnv: ['<rootDir>/test-support/components/setup.ts'],
      transform: {
        '^.+\\.tsx?$': swc({ syntax: 'typescript', tsx: true }),
        '^.+\\.m?jsx?$': swc({ syntax: 'ecmascript', jsx: true }),
      },
      // react-hotkeys-hook (react-admin) is published as ES modules only.
      transformIgnorePatterns: ['/node_modules/(?!react-hotkeys-hook/)'],
      moduleNameMapper: {
        ...clientsShared,
        '\\.css$': '<rootDir>/test-support/components/style-mock.cjs',
        '\\.(svg|png|jpe?g|gif|webp|avif|woff2?)$': '<rootDir>/test-support/components/file-mock.cjs',
      },
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
  // Generous: a test waits for conditions, and a platform starting beside a busy suite can take a minute.
  testTimeout: 120_000,
  // Three on this machine's two cores: a worker spends much of a browser or fault test waiting on
  // processes of its own (Chromium, a platform, a cluster), and a third fills that (measured:
  // idle 18 % → 10 %, jest 1,070 → 934 s).
  maxWorkers: 3,
};
