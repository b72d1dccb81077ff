import { execFile, execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

// A clone of the repository alone must build and pass its tests: nothing may read a path outside it
// (docs/spec/api-conventions.md). The wire contract the tests check lives in docs/spec/.
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' })
  .split('\0')
  .filter((f) => f && existsSync(join(ROOT, f)));

const CODE = /\.(ts|tsx|mts|cts|js|mjs|cjs|sh|json|jsonc)$/;
const CODE_DIRS = ['apps/', 'packages/', 'e2e/', 'bench/', 'scripts/', '.ci/'];
// Not scanned: this file (its probe below names such a path on purpose) and the lint configuration
// (its `../` are import patterns, not paths).
const NOT_SCANNED = new Set(['scripts/self-contained.test.ts', 'eslint.config.js']);
const codeFiles = tracked.filter(
  (f) => (CODE_DIRS.some((d) => f.startsWith(d)) || !f.includes('/')) && CODE.test(f) && !NOT_SCANNED.has(f),
);

/** The relative paths a file names (`'../../x'`, `"../y"`) that lead above the repository's root. */
function pathsLeavingRoot(file: string, text = readFileSync(join(ROOT, file), 'utf8')): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/['"`]((?:\.\.\/)+[^'"`\s]*)/g)) {
    const target = resolve(ROOT, dirname(file), match[1]!);
    if (relative(ROOT, target).startsWith(`..${sep}`) || relative(ROOT, target) === '..')
      found.push(match[1]!);
  }
  for (const match of text.matchAll(/\/work\/shared\/|(?<![\w/])shared\/(?:spec|design)\//g))
    found.push(match[0]);
  return found;
}

describe('the repository stands alone', () => {
  it('holds the wire contract the tests read (docs/spec/)', () => {
    const tsv = readFileSync(join(ROOT, 'docs/spec/api-endpoints.tsv'), 'utf8').trim().split('\n');
    expect(tsv[0]).toBe('method\tpath\tbody\tauth\tpurpose');
    expect(tsv.length).toBeGreaterThan(160);
    expect(existsSync(join(ROOT, 'docs/spec/api-conventions.md'))).toBe(true);
  });

  it('names no path outside itself in code, scripts or configuration', () => {
    expect(codeFiles.length).toBeGreaterThan(500);
    const leaving = codeFiles.flatMap((f) => pathsLeavingRoot(f).map((p) => `${f}: ${p}`));
    expect(leaving).toEqual([]);
  });

  it('finds such a path when one is there (the check can fail)', () => {
    const file = 'packages/contract/src/endpoints.test.ts';
    const inside = "readFileSync(new URL('../../../docs/spec/api-endpoints.tsv', import.meta.url))";
    // The probe's path is put together here, so that this file itself names no path outside the repository.
    const leaving = `${'../'.repeat(4)}${['shared', 'spec', 'api-endpoints.tsv'].join('/')}`;
    const outside = `readFileSync(new URL('${leaving}', import.meta.url))`;
    expect(pathsLeavingRoot(file, inside)).toEqual([]);
    expect(pathsLeavingRoot(file, outside)).toEqual([leaving]);
    expect(pathsLeavingRoot('apps/server/src/x.ts', "const docs = '/work/shared/design/';")).toEqual([
      '/work/shared/',
    ]);
  });

  describe('a copy of the tracked files in an empty folder', () => {
    const copy = mkdtempSync(join(tmpdir(), 'jc-clone-'));
    afterAll(() => rmSync(copy, { recursive: true, force: true }));

    // The run is awaited, not synchronous: a worker blocked for long misses its own calls to the runner,
    // which Vitest then reports as an unhandled timeout after every test has passed.
    it('passes the contract test against the call table', async () => {
      for (const f of tracked) cpSync(join(ROOT, f), join(copy, f));
      // The installed packages are not part of a clone's files: the copy borrows them.
      symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'), 'dir');
      const { stdout: out } = await promisify(execFile)(
        process.execPath,
        [
          join(ROOT, 'node_modules/vitest/vitest.mjs'),
          'run',
          '--project',
          'contract',
          'packages/contract/src/endpoints.test.ts',
        ],
        { cwd: copy, encoding: 'utf8', env: { ...process.env, CI: '' } },
      );
      expect(out).toMatch(/Tests\s+.*\d+ passed/);
      expect(out).not.toMatch(/failed/);
    }, 120_000);
  });
});
