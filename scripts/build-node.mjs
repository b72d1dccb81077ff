// Builds a Node workspace (the server, the contract): each `src/**/*.ts` file becomes `dist/**/*.js` with
// its source map, one file for one, as tsc would write it, but without a second type check: the types
// are checked once, by `npm run typecheck` (run by `npm test`). The tsconfig's isolatedModules and
// verbatimModuleSyntax make every file translatable on its own. Tests, fixtures and `src/test` stay out.
// 2 s against tsc's 30–50 s for the server on this machine.
//
// Usage, from the workspace's folder: node ../../scripts/build-node.mjs
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const SKIP = /(\.test\.ts|\.fixtures\.ts|\.d\.ts)$/;
const entryPoints = readdirSync('src', { recursive: true })
  .map((p) => join('src', String(p)))
  .filter((p) => p.endsWith('.ts') && !SKIP.test(p) && !p.startsWith(join('src', 'test', '')));

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints,
  outdir: 'dist',
  outbase: 'src',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
});
console.log(`built ${entryPoints.length} files into dist/`);
