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

const importBoundaries = [
  ...SERVICES.map((service) => {
    const others = [...SERVICES.filter((name) => name !== service), 'platform'];
    return {
      files: [`services/${service}/**/*.ts`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                regex: packageOf(others),
                message: 'Um serviço não importa outro: eles conversam por eventos (libs/contracts).',
              },
              {
                regex: folderOf(others),
                message:
                  'Um serviço não importa arquivos de outro; testes entre serviços ficam em services/platform/test.',
              },
            ],
          },
        ],
      },
    };
  }),
  {
    files: ['libs/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: packageOf([...SERVICES, 'platform']), message: 'Uma lib não importa um serviço.' },
            { regex: folderOf(['services']), message: 'Uma lib não importa um serviço.' },
          ],
        },
      ],
    },
  },
  {
    files: ['portal/**/*.{ts,tsx}', 'console/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@sampleteca/', message: 'Os front ends não importam pacotes do servidor: usam a API.' },
            { regex: folderOf(['libs', 'services', 'standins']), message: 'Os front ends não importam o servidor.' },
          ],
        },
      ],
    },
  },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'var/**', 'coverage/**', 'portal/src/api/schema.ts'] },
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
