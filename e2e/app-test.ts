import { expect, test as base } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { E2E_DATA_DIR, ROOT, SERVER_COMMAND, SERVER_ENV, SERVER_PORT } from './playwright.config';

export { expect } from '@playwright/test';

/** Starts the app on a fresh store (the worker's data directory emptied first) and waits for /health. */
async function startServer(): Promise<ChildProcess> {
  // Another run's server on the port would answer /health for ours, and the specs would test it (with
  // its store, not this worker's): refuse at once, naming the way out.
  const taken = await fetch(`http://127.0.0.1:${SERVER_PORT}/health`).then(
    () => true,
    () => false,
  );
  if (taken)
    throw new Error(
      `port ${SERVER_PORT} already answers (another e2e run or server?): stop it, or give this run other ports (E2E_PORT=4210 E2E_SMTP_PORT=4526)`,
    );
  rmSync(E2E_DATA_DIR, { recursive: true, force: true });
  const server = spawn('sh', ['-c', `exec ${SERVER_COMMAND}`], {
    cwd: ROOT,
    env: { ...process.env, ...SERVER_ENV },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<never>((_, reject) =>
    server.once('exit', (code) => reject(new Error(`the e2e server exited with code ${code}`))),
  );
  const deadline = Date.now() + 60_000;
  for (;;) {
    const healthy = fetch(`http://127.0.0.1:${SERVER_PORT}/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (await Promise.race([healthy, exited])) return server;
    if (Date.now() > deadline) {
      server.kill();
      throw new Error(`the e2e server did not answer /health on port ${SERVER_PORT} within 60 s`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * The `test` of every spec: Playwright's, with the app's server of the worker (one a worker, started
 * before its first test, stopped after its last) as the base URL of pages and API requests.
 */
export const test = base.extend<{ cspViolations: string[] }, { appServer: { url: string } }>({
  appServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
    async ({}, use) => {
      const server = await startServer();
      await use({ url: `http://127.0.0.1:${SERVER_PORT}` });
      const stopped = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await stopped;
    },
    { scope: 'worker', auto: true, timeout: 90_000 },
  ],
  baseURL: async ({ appServer }, use) => {
    await use(appServer.url);
  },
  /**
   * Every test fails on a Content-Security-Policy violation in its pages (docs/security.md): the
   * server's policy must let the app do all it does. The browser reports each one as a
   * `securitypolicyviolation` event, which the pages log for this fixture to collect.
   */
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          console.error(
            `CSP violation: ${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} in ${e.sourceFile}:${e.lineNumber}`,
          );
        });
      });
      context.on('console', (msg) => {
        if (msg.text().startsWith('CSP violation:')) violations.push(msg.text());
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
