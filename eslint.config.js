import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tseslint from 'typescript-eslint';

// Boundaries (docs/architecture.md): imports flow shared → features → app; a web feature or a server
// module reaches another only through its index.ts. Generated per folder depth, because a relative
// import escapes its feature or module after as many `../` as the file is deep in it.
const up = (n) => '../'.repeat(n);
const webShared = {
  group: ['@/features/**', '@/app/**'],
  message: 'Shared code (lib, components, styles) must not import a feature or the app.',
};
// The operator console (docs/console.md): antd and the console's own layers are for src/console,
// src/console-kit and src/features/*/console only, so nothing of them reaches the pupils' app.
const consoleOnly = {
  regex: '^(antd|@ant-design/[^/]+|@/console|@/console-kit)(/.*)?$',
  message:
    'antd and the console are used only under src/console, src/console-kit and src/features/*/console.',
};
// The shells' SDKs (docs/native.md): Capacitor's plugins and the messenger's JS-SDK load only with their
// platform's own chunk (lib/platform/native, lib/platform/miniprogram), never with a pupil's page.
const shellOnly = {
  regex: '^(@capacitor/[^/]+|@capacitor-community/[^/]+|capacitor-native-settings|weixin-js-sdk)(/.*)?$',
  message:
    'Capacitor and the JS-SDK are imported only under src/lib/platform/native and src/lib/platform/miniprogram.',
};
const notTheConsoleApp = {
  regex: '^@/(console|app)(/.*)?$',
  message: 'The console app and the pupil app import features and the kit, never the other way round.',
};
const CONSOLE_FOLDERS = ['apps/web/src/features/*/console/**'];
const webFeatureConfigs = [0, 1, 2].map((depth) => ({
  files: [`apps/web/src/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
  ignores: CONSOLE_FOLDERS,
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
          consoleOnly,
          shellOnly,
        ],
      },
    ],
  },
}));
// A feature's console pages (features/<name>/console/): the same feature rules, with antd and the kit.
const webFeatureConsoleConfigs = [1, 2].map((depth) => ({
  files: [`apps/web/src/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
  ignores: ['apps/web/src/features/*/*.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: [`${up(depth + 1)}**`],
            message: 'Leave the feature by the @/ alias (@/lib/…, @/console-kit, @/features/<name>).',
          },
          {
            group: ['@/features/*/**'],
            message: 'Reach another feature only through its index.ts (@/features/<name>).',
          },
          notTheConsoleApp,
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
// The server's plumbing (docs/server.md): everything under src/ but modules/ never imports a module, so
// the modules stay removable and the dependency points from a feature to the plumbing. What the plumbing
// needs of a module it names as an interface (manifest.ts: `resolveTokenHash`, `fileStore`; db/schema.ts:
// the tables each module adds); the module fills it in. Only app.ts reads the list (modules/index.ts).
// Left out: tests and test helpers (they exercise the modules), and cli/ (entry points that run the
// modules' jobs).
const plumbingOnly = (allowed = []) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          group: ['**/modules/**', ...allowed.map((path) => `!${path}`)],
          message:
            'Plumbing never imports a module: name an interface here (manifest.ts, shared/) and let the module provide it.',
        },
      ],
    },
  ],
});
const serverPlumbingConfigs = [
  {
    files: ['apps/server/src/*.ts', 'apps/server/src/{plugins,shared,db,ops}/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/server/src/app.ts'],
    rules: plumbingOnly(),
  },
  { files: ['apps/server/src/app.ts'], rules: plumbingOnly(['**/modules/index.js']) },
  {
    // Each module adds its tables to the store's Database (db/schema.ts) with `interface Database extends
    // <its tables> {}`, a declaration merged into the one there.
    files: ['apps/server/src/modules/*/tables.ts'],
    rules: {
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
      'apps/server/assets/**',
      // Node 24 and its better-sqlite3 are prepared here while lint runs (scripts/node24.mjs).
      '.tmp/**',
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
    // import of a schema module (the feature's own `./types`, another feature's, `../shared/…`) would
    // pull zod into every page that calls the endpoint. Only `../endpoint` is imported as a value.
    files: ['packages/contract/src/*/*endpoints.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['./*', '../*/*', '../schemas*', '../paging*', 'zod'],
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
    rules: { 'no-restricted-imports': ['error', { patterns: [webShared, consoleOnly, shellOnly] }] },
  },
  {
    // A shell's platform: its SDK is allowed here alone.
    files: ['apps/web/src/lib/platform/{native,miniprogram}/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [webShared, consoleOnly] }] },
  },
  {
    // The pupils' app, its entry and the service worker.
    files: ['apps/web/src/*.{ts,tsx}', 'apps/web/src/{app,sw}/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [consoleOnly, shellOnly] }] },
  },
  {
    // The console's kit is shared code: lib/ only, never a feature or either app.
    files: ['apps/web/src/console-kit/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { ...webShared, message: 'The console kit must not import a feature or an app.' },
            notTheConsoleApp,
          ],
        },
      ],
    },
  },
  {
    // The console app reads features' console routes, never the pupils' app.
    files: ['apps/web/src/console/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/app/**'], message: "The console never imports the pupils' app." }] },
      ],
    },
  },
  {
    // No import loops (docs/architecture.md): a loop makes the order in which modules start depend on
    // which file is imported first. Type-only imports are left out (they vanish from the running code),
    // and so is a lazy import() back into a loaded file (api-client → api-download, permission-flow →
    // permission-ui): it runs after both have started, which is the point of loading it late.
    files: ['apps/{server,web,miniprogram}/src/**/*.{ts,tsx}', 'packages/contract/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // How import-x reads the files it follows: TypeScript's parser, TypeScript's resolution.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: [
            'apps/server/tsconfig.json',
            'apps/web/tsconfig.json',
            'apps/miniprogram/tsconfig.json',
            'packages/contract/tsconfig.json',
          ],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }],
    },
  },
  ...webFeatureConfigs,
  ...webFeatureConsoleConfigs,
  ...serverModuleConfigs,
  ...serverPlumbingConfigs,
);
