import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createClient } from 'redis';
import { repoRoot } from './server.js';

const PG_ADMIN = process.env.CLUSTER_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Where Debian's package puts nginx; else the one on PATH. */
export function findNginx(): string | null {
  if (existsSync('/usr/sbin/nginx')) return '/usr/sbin/nginx';
  try {
    return execFileSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

/** nginx, installed from Debian's package when missing and we may (root); else null with the reason printed. */
export function ensureNginx(): string | null {
  const found = findNginx();
  if (found) return found;
  if (process.getuid?.() !== 0) {
    console.error('nginx is not installed: run `sudo apt-get install -y nginx` (Debian) and try again.');
    return null;
  }
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'nginx'], { stdio: 'inherit' });
  return findNginx();
}

const render = (file: string, values: Record<string, string>) =>
  Object.entries(values).reduce(
    (text, [name, value]) => text.replaceAll(`@${name}@`, value),
    readFileSync(join(repoRoot, 'deploy/nginx', file), 'utf8'),
  );

export interface RunningNginx {
  url: string;
  stop(): Promise<void>;
}

/**
 * The repo's nginx config (deploy/nginx/standalone.conf around the production site file jc-api.conf)
 * rendered into `runDir`, listening on `port` in front of `upstreams`, run in the foreground as a child.
 */
export async function startNginx(
  nginx: string,
  runDir: string,
  port: number,
  upstreams: string[],
): Promise<RunningNginx> {
  mkdirSync(runDir, { recursive: true, mode: 0o755 });
  const values = { RUN_DIR: runDir, LISTEN: `127.0.0.1:${port}`, UPSTREAMS: join(runDir, 'upstreams.conf') };
  // max_fails=0: a process that refused a connection is tried again at the next request (nginx goes on
  // to the next one at once), not set aside for fail_timeout while it is already back.
  writeFileSync(join(runDir, 'upstreams.conf'), upstreams.map((u) => `server ${u} max_fails=0;\n`).join(''));
  writeFileSync(join(runDir, 'jc-api.conf'), render('jc-api.conf', values));
  writeFileSync(join(runDir, 'nginx.conf'), render('standalone.conf', values));
  const args = ['-p', runDir, '-c', join(runDir, 'nginx.conf'), '-e', join(runDir, 'error.log')];
  execFileSync(nginx, [...args, '-t', '-q'], { stdio: 'inherit' });
  const child: ChildProcess = spawn(nginx, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode}`);
    try {
      await fetch(`${url}/health`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error('nginx did not answer within 10 s');
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGQUIT');
      }),
  };
}

export interface ApiProcess {
  port: number;
  child: ChildProcess;
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

async function startApi(port: number, env: Record<string, string>): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(`http://127.0.0.1:${port}/health`, child);
  return { port, child };
}

/** SIGTERM, as systemd or a deploy script sends it: the process finishes what it has and exits. */
function stopApi(p: ApiProcess): Promise<void> {
  return new Promise((resolve) => {
    if (p.child.exitCode !== null) return resolve();
    p.child.once('exit', () => resolve());
    p.child.kill('SIGTERM');
  });
}

export interface RunningCluster {
  /** nginx's address. */
  url: string;
  /** The API processes, by position (a restart replaces its entry). */
  processes: ApiProcess[];
  databaseUrl: string;
  describe: string;
  /** Settles when every process answers (nginx answers once the first does). */
  ready: Promise<void>;
  /** Stops a process with SIGTERM, waits for its exit, starts it again on its port and waits for /health. */
  restart(i: number): Promise<{ port: number; downMs: number; backMs: number }>;
  /** Stops nginx and the processes, drops the database and the Redis keys. */
  stop(): Promise<void>;
}

/**
 * nginx (the repo's config) on `nginxPort` in front of `processes` built servers (ports `apiPort`…) on a
 * fresh PostgreSQL database and a Redis key prefix of their own, sharing one DATA_DIR (`env.DATA_DIR`,
 * or a temporary folder). The first process migrates and seeds the empty database; nginx starts once it
 * answers, and the others join as they come up (nginx sends their share to the first meanwhile).
 */
export async function startCluster(
  nginx: string,
  opts: {
    nginxPort: number;
    apiPort: number;
    processes: number;
    env: Record<string, string>;
    /** The new database's address, before the first process starts (serve-cluster.ts tells the tests). */
    onDatabase?: (databaseUrl: string, dataDir: string) => void;
  },
): Promise<RunningCluster> {
  const runDir = mkdtempSync(join(tmpdir(), 'jc-cluster-'));
  // Run as root, nginx's workers are `nobody`: they must reach their temporary folders in here.
  chmodSync(runDir, 0o755);
  const dbName = `jc_cluster_${randomBytes(4).toString('hex')}`;
  const prefix = `jc-cluster-${randomBytes(4).toString('hex')}:`;
  const admin = new pg.Client({ connectionString: PG_ADMIN });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const dbUrl = new URL(PG_ADMIN);
  dbUrl.pathname = `/${dbName}`;
  const env = {
    DATA_DIR: join(runDir, 'data'),
    ...opts.env,
    DATABASE_URL: dbUrl.toString(),
    REDIS_URL,
    REDIS_PREFIX: prefix,
    // The client's address comes from nginx's X-Forwarded-For.
    TRUST_PROXY: '1',
  };
  const processes: ApiProcess[] = [];
  let proxy: RunningNginx | null = null;
  let stopping = false;
  const stop = async () => {
    stopping = true;
    await proxy?.stop();
    await Promise.all(processes.map(stopApi));
    await admin.query(`drop database if exists ${dbName} with (force)`).catch(() => undefined);
    await admin.end();
    const redis = createClient({ url: REDIS_URL });
    await redis.connect();
    for await (const keys of redis.scanIterator({ MATCH: `${prefix}*`, COUNT: 500 }))
      if (keys.length > 0) await redis.del(keys);
    await redis.close();
    rmSync(runDir, { recursive: true, force: true });
  };
  try {
    opts.onDatabase?.(env.DATABASE_URL, env.DATA_DIR);
    processes.push(await startApi(opts.apiPort, env));
    const ports = Array.from({ length: opts.processes }, (_, i) => opts.apiPort + i);
    proxy = await startNginx(
      nginx,
      join(runDir, 'nginx'),
      opts.nginxPort,
      ports.map((p) => `127.0.0.1:${p}`),
    );
  } catch (err) {
    await stop();
    throw err;
  }
  const ready = (async () => {
    for (const port of Array.from({ length: opts.processes - 1 }, (_, i) => opts.apiPort + 1 + i)) {
      if (stopping) return;
      processes.push(await startApi(port, env));
    }
  })();
  return {
    url: proxy.url,
    processes,
    databaseUrl: env.DATABASE_URL,
    describe: `PostgreSQL ${dbName}, Redis prefix ${prefix}`,
    ready,
    restart: async (i) => {
      const old = processes[i]!;
      const t0 = Date.now();
      await stopApi(old);
      const down = Date.now();
      processes[i] = await startApi(old.port, env);
      return { port: old.port, downMs: down - t0, backMs: Date.now() - down };
    },
    stop,
  };
}
