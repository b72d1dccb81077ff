import { defineConfig, devices } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { chromiumArgs, chromiumPath } from './chromium';

// End-to-end tests run the built server (which serves the built web app) on a fresh SQLite store
// seeded with the demo content, and drive Debian's Chromium at a phone viewport.
const PORT = Number(process.env.E2E_PORT ?? 3210);
// The reminders' scheduler is off under NODE_ENV=test unless given a period; the push test needs it (and
// reads the same variable, which the test workers inherit from here).
process.env.REMINDER_TICK_MS ??= '2000';
// The local mail server of teacher-books.spec.ts: the app mails download links to it.
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
const root = fileURLToPath(new URL('..', import.meta.url));
export const E2E_DATA_DIR =
  process.env.E2E_DATA_DIR ?? fileURLToPath(new URL('../.tmp/e2e-data', import.meta.url));
// Developers working side by side can run the server from source and their own web build.
const serverCommand = process.env.E2E_SERVER_COMMAND ?? 'node apps/server/dist/main.js';
const webDist: Record<string, string> = process.env.E2E_WEB_DIST
  ? { WEB_DIST: process.env.E2E_WEB_DIST }
  : {};

/** The phone the tests drive: a 390×844 touch screen at 2×, in Chinese, on China's clock. */
export const phone = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: 'zh-CN',
  timezoneId: 'Asia/Shanghai',
};

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['json', { outputFile: '../.tmp/playwright.json' }]],
  outputDir: '../.tmp/test-results',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
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
  webServer: {
    command: `rm -rf "${E2E_DATA_DIR}" && ${serverCommand}`,
    cwd: root,
    url: `http://127.0.0.1:${PORT}/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      DATA_DIR: E2E_DATA_DIR,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      REMINDER_TICK_MS: process.env.REMINDER_TICK_MS,
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      ...webDist,
    },
  },
});
