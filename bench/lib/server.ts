import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface RunningProcess {
  url: string;
  stop(): Promise<void>;
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server at ${url} did not answer within ${timeoutMs} ms`);
}

function stopper(child: ChildProcess, cleanup: () => void) {
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) {
        cleanup();
        resolve();
        return;
      }
      child.once('exit', () => {
        cleanup();
        resolve();
      });
      child.kill('SIGTERM');
    });
}

/** The real, built server on a fresh SQLite store with the demo seed. */
export async function startAppServer(
  port: number,
  env: Record<string, string> = {},
  /** How long the start may take (a big store's first rollup runs before the server listens). */
  startTimeoutMs = 60_000,
): Promise<RunningProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'jc-bench-'));
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      DEMO_SEED: '1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(`${url}/health`, child, startTimeoutMs);
  return { url, stop: stopper(child, () => rmSync(dataDir, { recursive: true, force: true })) };
}

/** The baseline: a raw node:http server sending fixed bytes from memory, in its own process. */
export async function startRawServer(
  port: number,
  body: Buffer,
  contentType: string,
): Promise<RunningProcess> {
  const script = `
    const http = require('node:http');
    const body = Buffer.from(process.env.BODY_B64, 'base64');
    http.createServer((req, res) => {
      res.writeHead(200, { 'content-type': process.env.CT, 'content-length': body.length });
      res.end(body);
    }).listen(Number(process.env.PORT), '127.0.0.1');
  `;
  const child = spawn(process.execPath, ['-e', script], {
    env: { ...process.env, PORT: String(port), BODY_B64: body.toString('base64'), CT: contentType },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child);
  return { url, stop: stopper(child, () => undefined) };
}
