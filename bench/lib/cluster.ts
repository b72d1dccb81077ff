import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './server.js';

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
  mkdirSync(runDir, { recursive: true });
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
