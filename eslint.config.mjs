import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Who may import whom (docs/architecture.md): a service never imports another (they talk through
// events; platform assembles them and holds the tests that cross them), libs import no service,
// and the front ends import nothing of the server.
const SERVICES = ['identity', 'catalogue', 'media', 'billing', 'distribution'];
const packageOf = (names) => `^@sampleteca/(${names.join('|')})(/.*)?$`;
const folderOf = (names) => `(^|/)\\.\\./(.*/)?(${names.join('|')})/`;

const servicePatterns = (service) => {
  const others = [...SERVICES.filter((name) => name !== service), 'platform'];
  return [
    {
      regex: packageOf(others),
      message: 'Um serviço não importa outro: eles conversam por eventos (libs/contracts).',
    },
    {
      regex: folderOf(others),
      message:
        'Um serviço não importa arquivos de outro. O teste de um serviço fica no test/ dele, com os outros numa plataforma ao lado (ServiceBesidePlatform) e o que os testes compartilham em @sampleteca/testing; só o que cruza serviços (backbone, HTTP, processo) fica em services/platform/test.',
    },
  ];
};

// Controllers route, authorize and describe; the rules sit in services, the queries in repositories.
const controllerPatterns = [
  { regex: '\\.repository$', message: 'Um controller não usa repositórios: chame o serviço do recurso.' },
  { regex: '^(typeorm|@nestjs/typeorm)$', message: 'Um controller não consulta o banco: chame o serviço do recurso.' },
  {
    regex: '^@sampleteca/database$',
    importNames: ['TransactionRunner'],
    message: 'Um controller não consulta o banco: chame o serviço do recurso.',
  },
];

// Repositories hold every query: elsewhere a transaction's manager is only handed on to them.
const repositoryOnly = 'Consultas ficam nos repositórios (*.repository.ts): passe o manager ao repositório.';
const queriesOutsideRepositories = [
  'error',
  {
    selector:
      'CallExpression[callee.object.name=/^(manager|dataSource)$/][callee.property.name=/^(query|createQueryBuilder|getRepository|find\\w*|save|insert|update|delete|exists\\w*|count\\w*|upsert|increment)$/]',
    message: repositoryOnly,
  },
  { selector: "CallExpression[callee.object.property.name='dataSource']", message: repositoryOnly },
];
const repositoryPatterns = [
  { regex: '^@nestjs/typeorm$', importNames: ['InjectRepository', 'InjectDataSource'], message: repositoryOnly },
];
// Where queries belong (and seeds and migrations, which are SQL by nature).
const queryHomes = ['**/*.repository.ts', '**/*.database.ts', '**/migrations/**', '**/cli/**'];

// clients/shared (@sampleteca/clients-shared) is the front ends' own: the generated API client, and
// the contract's public routes (libs/contracts/src/public-routes.ts imports nothing) re-exported.
const frontEndPatterns = [
  { regex: '^@sampleteca/(?!clients-shared/)', message: 'Os front ends não importam pacotes do servidor: usam a API.' },
  { regex: folderOf(['libs', 'services', 'standins']), message: 'Os front ends não importam o servidor.' },
];

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

const importBoundaries = [
  ...SERVICES.flatMap((service) => [
    { files: [`services/${service}/**/*.ts`], rules: restrict(servicePatterns(service)) },
    {
      files: [`services/${service}/src/**/*.ts`],
      ignores: [...queryHomes, '**/*.controller.ts'],
      rules: {
        ...restrict([...servicePatterns(service), ...repositoryPatterns]),
        'no-restricted-syntax': queriesOutsideRepositories,
      },
    },
    {
      files: [`services/${service}/src/**/*.controller.ts`],
      rules: {
        ...restrict([...servicePatterns(service), ...controllerPatterns]),
        'no-restricted-syntax': queriesOutsideRepositories,
      },
    },
  ]),
  {
    files: ['libs/**/*.ts'],
    rules: restrict([
      { regex: packageOf([...SERVICES, 'platform']), message: 'Uma lib não importa um serviço.' },
      { regex: folderOf(['services']), message: 'Uma lib não importa um serviço.' },
    ]),
  },
  { files: ['portal/**/*.{ts,tsx}', 'console/**/*.{ts,tsx}'], rules: restrict(frontEndPatterns) },
  {
    // The portal's api/ is its lowest floor: screens use it, it uses no screen.
    files: ['portal/src/api/**/*.{ts,tsx}'],
    rules: restrict([
      ...frontEndPatterns,
      { regex: '(^|/)(components|routes|hooks)/', message: 'api/ não importa telas.' },
    ]),
  },
  {
    // The portal's HTTP calls live in api/ (the auth middleware and session manager sit beside it).
    files: ['portal/src/**/*.{ts,tsx}'],
    ignores: ['portal/src/api/**', 'portal/src/auth/**'],
    rules: {
      ...restrict([
        ...frontEndPatterns,
        { regex: '(^|/)api/client$', message: 'Chamadas HTTP ficam em api/: use a função do recurso.' },
      ]),
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Chamadas HTTP ficam em api/.' },
        { name: 'XMLHttpRequest', message: 'Chamadas HTTP ficam em api/.' },
      ],
    },
  },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'var/**', 'coverage/**', 'clients/shared/src/api/schema.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.mjs', '**/*.cjs'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'no-console': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      // Nest's DI and TypeORM hand us Function-typed class lists.
      '@typescript-eslint/no-unsafe-function-type': 'off',
    },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['portal/src/**/*.{ts,tsx}', 'console/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...importBoundaries,
  prettier,
);
