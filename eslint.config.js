import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Boundaries (docs/architecture.md): imports flow shared → features → app; a web feature or a server
// module reaches another only through its index.ts. Generated per folder depth, because a relative
// import escapes its feature or module after as many `../` as the file is deep in it.
const up = (n) => '../'.repeat(n);
const webShared = {
  group: ['@/features/**', '@/app/**'],
  message: 'Shared code (lib, components, styles) must not import a feature or the app.',
};
const webFeatureConfigs = [0, 1, 2].map((depth) => ({
  files: [`apps/web/src/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: [`${up(depth + 1)}**`],
            message: 'Leave the feature by the @/ alias (@/lib/…, @/components/…, @/features/<name>).',
          },
          {
            group: ['@/features/*/**', '@/app/**'],
            message: 'Reach another feature only through its index.ts (@/features/<name>); never the app.',
          },
        ],
      },
    ],
  },
}));
const serverModuleConfigs = [0, 1].map((depth) => ({
  files: [`apps/server/src/modules/*/${'*/'.repeat(depth)}*.ts`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: [
              `${up(depth + 1)}*/*`,
              `!${up(depth + 1)}*/index.js`,
              // A module's test fixtures are its public face for other modules' tests.
              `!${up(depth + 1)}*/*.fixtures.js`,
              `!${up(depth + 2)}**`,
            ],
            message: 'Reach another module only through its index.ts.',
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
      'apps/server/assets/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Endpoint descriptors name their input schemas (`input: 'loginInput'`): a value
    // import of a schema module would pull zod into every page that calls the endpoint.
    files: ['packages/contract/src/endpoints/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../api/*', '../schemas*', '../paging*', 'zod'],
              allowTypeImports: true,
              message: "Name the input schema (input: '…'); import only types here.",
            },
          ],
        },
      ],
    },
  },
  {
    // The web never imports the schema namespace statically (zod stays off first screens).
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@jc/contract/schemas',
              allowTypeImports: true,
              message: 'Load the schemas with import() where a form checks its input.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/{lib,components,styles}/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [webShared] }] },
  },
  ...webFeatureConfigs,
  ...serverModuleConfigs,
);
