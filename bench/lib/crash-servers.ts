import { spawn, type ChildProcess } from 'node:child_process';
import { openSync } from 'node:fs';
import type { Sql } from './crash-store.js';
import { repoRoot } from './server.js';

/** The crash bench's (crash.ts) server processes, started, killed and stopped. */

export interface CrashTarget {
  dialect: 'sqlite' | 'postgres';
  dataDir: string;
  env: Record<string, string>;
  openSql(): Promise<Sql>;
}

export class ServerProcess {
  child: ChildProcess | null = null;
  up = false;
  constructor(
    readonly port: number,
    private readonly target: CrashTarget,
    private readonly logFile: string,
  ) {}

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const log = openSync(this.logFile, 'a');
    const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        DATA_DIR: this.target.dataDir,
        NODE_ENV: 'production',
        DEMO_SEED: '1',
        LOG_LEVEL: 'warn',
        WRITE_RATE_LIMIT: '0',
        // Jobs that are not under test stay off, so a restart is quick.
        STATS_ROLLUP_MS: '0',
        REMINDER_TICK_MS: '0',
        REPORT_PUSH_MS: '0',
        HOMEWORK_POLL_MS: '0',
        ...this.target.env,
      },
      stdio: ['ignore', log, log],
    });
    this.child = child;
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`server on ${this.port} exited with ${child.exitCode}`);
      try {
        if ((await fetch(`${this.url}/health`)).ok) {
          this.up = true;
          return;
        }
      } catch {
        // not listening yet
      }
      await sleep(100);
    }
    throw new Error(`server on ${this.port} did not answer within 120 s`);
  }

  private async signal(sig: NodeJS.Signals): Promise<void> {
    const child = this.child;
    this.up = false;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill(sig);
    });
  }

  kill9 = () => this.signal('SIGKILL');
  stop = () => this.signal('SIGTERM');
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export const pick = <T>(a: readonly T[]): T => a[Math.floor(Math.random() * a.length)] as T;
export const between = (lo: number, hi: number) => lo + Math.floor(Math.random() * (hi - lo));
