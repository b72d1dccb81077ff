import { defineConfig, devices } from '@playwright/test';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { chromiumArgs, chromiumPath } from './chromium';

// End-to-end tests run the built server (which serves the built web app) on a fresh SQLite store
// seeded with the demo content, and drive Debian's Chromium at a phone viewport. Each worker has a server
// and a store of its own (app-test.ts), so spec files run side by side without sharing demo accounts.
// This file is loaded by the runner and again by every worker; Playwright gives each worker its slot
// (TEST_PARALLEL_INDEX, 0 … workers-1), from which its port, store and mail port follow.
// A worker is a browser and a server; the tests mostly wait (on the network, on animations), so one a
// core pays, up to four. On a quiet 2-core machine two workers ran the suite in 12–14 min and one in
// 35 min; only a machine already busy with other work makes two of them thrash.
const WORKERS = Number(process.env.E2E_WORKERS ?? Math.min(4, Math.max(1, availableParallelism())));
const SLOT = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
/** The worker's server port, and the base of ports a spec may open beside it (E2E_PORT + 10·slot …). */
export const SERVER_PORT = Number(process.env.E2E_PORT ?? 3210) + 10 * SLOT;
// The reminders' scheduler is off under NODE_ENV=test unless given a period; the push test needs it (and
// reads the same variable, which the test workers inherit from here).
process.env.REMINDER_TICK_MS ??= '2000';
/** The local mail server of teacher-books.spec.ts: the worker's app mails download links to it. */
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526) + SLOT;
export const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The worker's store: its SQLite database and uploads, read by some specs (helpers.ts `withStore`). */
export const E2E_DATA_DIR = `${
  process.env.E2E_DATA_DIR ?? fileURLToPath(new URL('../.tmp/e2e-data', import.meta.url))
}-${SLOT}`;
/** Developers working side by side can run the server from source and their own web build. */
export const SERVER_COMMAND = process.env.E2E_SERVER_COMMAND ?? 'node apps/server/dist/main.js';
export const SERVER_ENV: Record<string, string> = {
  PORT: String(SERVER_PORT),
  DATA_DIR: E2E_DATA_DIR,
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  REMINDER_TICK_MS: process.env.REMINDER_TICK_MS ?? '2000',
  // The statistics rollup job (off under NODE_ENV=test unless given a period): stats.spec sees its edits.
  STATS_ROLLUP_MS: process.env.STATS_ROLLUP_MS ?? '2000',
  SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
  // Resolved tokens are kept 1 s instead of 30: a spec that writes the store by hand (an expired token)
  // sees its change after that, as it would in production after TOKEN_CACHE_MS.
  TOKEN_CACHE_MS: '1000',
  ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
};

/**
 * The phone the tests drive: a 390×844 touch screen, in Chinese, on China's clock. It draws at 1× by
 * default: on these two cores the suite's rasterising at 2× cost about a sixth of its time (book and shop
 * specs: 136 s and 165 s at 2×, 113 s and 139 s at 1×, runs interleaved). `E2E_DPR=2` (or 3) draws like a
 * real phone, for screenshots to look at.
 */
export const phone = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: Number(process.env.E2E_DPR ?? 1),
  isMobile: true,
  hasTouch: true,
  locale: 'zh-CN',
  timezoneId: 'Asia/Shanghai',
};

export default defineConfig({
  testDir: './tests',
  // Files are shared out between the workers; the tests of one file run in order, in one worker.
  fullyParallel: false,
  workers: WORKERS,
  // The suite must pass without retries (developers run it so). CI keeps one retry as a guard for the
  // landing, and the summary names any test that passed only on it ("flaky"): a defect to fix, not to keep.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  // A page's first, cold load (its chunks fetched one import level at a time) takes 5–8 s while two
  // workers share two cores with their browsers and servers; a check waits up to 10 s for it.
  expect: { timeout: 10_000 },
  // The JSON report the test command sums up; the Node 24 smoke writes its own (E2E_JSON).
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON ?? '../.tmp/playwright.json' }]],
  // Traces and screenshots of failures; the Node 24 smoke keeps its own (E2E_OUTPUT_DIR), so it does not
  // wipe the main run's.
  outputDir: process.env.E2E_OUTPUT_DIR ?? '../.tmp/test-results',
  use: {
    // baseURL is the worker's own server (app-test.ts).
    // Traces cost: the DOM snapshot at every step of every test took about an eighth of the suite's CPU
    // (four specs: 146 s of CPU with them, 125 s without), and the screencast a fifth more. So a run
    // records none by default: a failure leaves its screenshot and error-context.md (the page's
    // accessibility tree at the failure). CI retries a failed test once, and the retry records the DOM
    // trace, to read a flake by. E2E_TRACE=on keeps a DOM trace of every failure in any run; E2E_TRACE=full
    // adds the screencast.
    trace:
      process.env.E2E_TRACE === 'full'
        ? 'retain-on-failure'
        : {
            mode: process.env.E2E_TRACE === 'on' ? 'retain-on-failure' : 'on-first-retry',
            screenshots: false,
            snapshots: true,
            sources: false,
          },
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    {
      name: 'phone',
      use: {
        ...devices['Pixel 7'],
        browserName: 'chromium',
        ...phone,
      },
    },
  ],
});
