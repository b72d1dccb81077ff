import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// One Vitest run, six projects: the repository's own checks, the shared rules, the web app (happy-dom),
// the mini program (its components under miniprogram-simulate, happy-dom), the native app's project
// scripts and the API server (real SQLite, and PostgreSQL when one answers). Everything resolves the
// contract from source.
const contractSrc = (file: string) =>
  fileURLToPath(new URL(`./packages/contract/src/${file}`, import.meta.url));
const alias = [
  { find: /^@jc\/contract$/, replacement: contractSrc('index.ts') },
  { find: /^@jc\/contract\/schemas$/, replacement: contractSrc('schemas.ts') },
  { find: /^@jc\/contract\/rules$/, replacement: contractSrc('rules/index.ts') },
];

export default defineConfig({
  test: {
    // A worker a core. Vitest's default leaves one core free, which on a 2-core machine runs every file
    // in one worker: 422 s against 265 s with two, since the API files wait on their stores much of the time.
    maxWorkers: availableParallelism(),
    projects: [
      {
        resolve: { alias },
        test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'] },
      },
      {
        // The repository itself: it stands alone (scripts/self-contained.test.ts) and keeps its source files
        // to 500 lines (scripts/file-size.test.ts).
        test: { name: 'repo', include: ['scripts/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve: {
          alias: [
            ...alias,
            { find: /^@\//, replacement: fileURLToPath(new URL('./apps/web/src/', import.meta.url)) },
          ],
        },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test-setup.ts'],
        },
      },
      {
        // The web app's logic (no component rendered) runs without a document: happy-dom's window cost
        // most of each file's start. A file that needs one says so in its first line
        // (`// @vitest-environment happy-dom`).
        resolve: {
          alias: [
            ...alias,
            { find: /^@\//, replacement: fileURLToPath(new URL('./apps/web/src/', import.meta.url)) },
          ],
        },
        test: {
          name: 'web-logic',
          include: ['apps/web/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'miniprogram',
          include: ['apps/miniprogram/test/**/*.test.ts'],
          environment: 'happy-dom',
        },
      },
      {
        test: {
          name: 'native',
          include: ['apps/native/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          environment: 'node',
          // The files share one module graph per worker instead of importing the server afresh each: the
          // import was most of a file's start (20 server files: 299 s isolated, 164 s shared). Each file
          // still builds its own app and store, so nothing but the modules is shared. The web project stays
          // isolated: its files mock modules and share one document.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
