// Builds the mini program into dist/ (docs/native.md): each page's and the app's TypeScript bundled
// by esbuild into one CommonJS file (the contract's rules and @noble/ciphers inlined: a mini program
// resolves no npm packages without the developer tool's "build npm"), their .json/.wxml/.wxss and the
// static files copied. Settings from the environment: JC_H5_ORIGIN (the H5 app's https origin, also
// the API's), NONCE_KEY / NONCE_IV (the server's), JC_TEMPLATE_ACTIVE (the subscription template id).
import { build } from 'esbuild';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const src = join(root, 'src');
const out = join(root, 'dist');

const walk = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });

const files = walk(src);
const entries = files.filter(
  (f) => f.endsWith('.ts') && (f === join(src, 'app.ts') || f.startsWith(join(src, 'pages'))),
);

const origin = process.env.JC_H5_ORIGIN || 'https://jc.example.com';
if (!/^https:\/\/[^/\s]+$/.test(origin) && !process.env.JC_ALLOW_HTTP)
  throw new Error(
    `JC_H5_ORIGIN must be an https origin without a path (the web-view's business domain): ${origin}`,
  );

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
await build({
  entryPoints: entries,
  outdir: out,
  outbase: src,
  bundle: true,
  format: 'cjs',
  platform: 'neutral',
  target: 'es2018',
  conditions: ['source'],
  mainFields: ['module', 'main'],
  minify: true,
  legalComments: 'none',
  // The runtime has no URL API: the contract's rules get this class wherever they say URLSearchParams.
  inject: [join(src, 'lib', 'url-search-params.ts')],
  logLevel: 'warning',
  define: {
    __JC_H5_ORIGIN__: JSON.stringify(origin),
    __JC_NONCE_KEY__: JSON.stringify(process.env.NONCE_KEY || 'hy7Qm2Kd9Lp4Xs6B'),
    __JC_NONCE_IV__: JSON.stringify(process.env.NONCE_IV || 'Vt3Rw8Zn5Jc1Fg0E'),
    __JC_TEMPLATE_ACTIVE__: JSON.stringify(process.env.JC_TEMPLATE_ACTIVE || 'TEMPLATE_ID_ACTIVE'),
  },
});
for (const file of files.filter((f) => /\.(json|wxml|wxss|png|jpg)$/.test(f))) {
  const to = join(out, relative(src, file));
  mkdirSync(dirname(to), { recursive: true });
  cpSync(file, to);
}
const missing = entries
  .map((f) => relative(src, f).replace(/\.ts$/, ''))
  .filter((page) => page !== 'app' && !existsSync(join(out, `${page}.wxml`)));
if (missing.length) throw new Error(`pages without a .wxml: ${missing.join(', ')}`);
console.log(
  `mini program built into ${relative(process.cwd(), out) || out}: ${entries.length} scripts (H5 ${origin})`,
);
