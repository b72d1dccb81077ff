import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

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
    // Endpoint descriptors reach their input schemas through `input: (s) => s.name` only: a value
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
              message: 'Reach schemas through the input selector; import only types here.',
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
);
