import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// No tracked source file is over 500 lines (docs/architecture.md, "Boundaries"): a longer one is split by
// what its parts do. Only the repository's own tracked files are read.
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const LIMIT = 500;
const SOURCE = /\.(ts|tsx|mts|mjs|js|css)$/;

// Exempt: data rather than code to read.
const EXEMPT: readonly RegExp[] = [
  // Seed data: anything under a seed/ folder, a seed.ts, a *.seed.ts (the generated media tables among it).
  /(^|\/)seed\//,
  /(^|\/)([^/]+\.)?seed\.ts$/,
  // Released migrations, one a file (migrations/NNNN-what.ts): never rewritten (docs/server.md,
  // "Migrations"). A module's migrations.ts, the list that grows, is held to the limit.
  /(^|\/)migrations\/\d{4}-[^/]+\.ts$/,
];
// Over the limit for now; an entry leaves the list when its file is split.
const ALLOWED: ReadonlySet<string> = new Set([]);

const exempt = (file: string) => EXEMPT.some((rule) => rule.test(file));

/** The number of lines of a text, the last one counted whether or not a newline ends it. */
const lineCount = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

/** `file: N lines` for each file over the limit, exemptions and the allowed list aside. */
function overLimit(files: readonly { file: string; lines: number }[]): string[] {
  return files
    .filter(({ file, lines }) => lines > LIMIT && !exempt(file) && !ALLOWED.has(file))
    .map(({ file, lines }) => `${file}: ${lines} lines`);
}

const sources = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' })
  .split('\0')
  .filter((f) => SOURCE.test(f) && existsSync(join(ROOT, f)))
  .map((file) => ({ file, lines: lineCount(readFileSync(join(ROOT, file), 'utf8')) }));

describe(`no tracked source file is over ${LIMIT} lines`, () => {
  it('names every file over the limit', () => {
    expect(sources.length).toBeGreaterThan(1000);
    expect(overLimit(sources)).toEqual([]);
  });

  it('allows only files that are still over the limit', () => {
    const stillLong = new Set(sources.filter(({ lines }) => lines > LIMIT).map(({ file }) => file));
    expect([...ALLOWED].filter((file) => !stillLong.has(file))).toEqual([]);
  });

  it('tells a long file from seed data and a released migration (the check can fail)', () => {
    expect(lineCount('a\nb\n')).toBe(2);
    expect(lineCount('a\nb')).toBe(2);
    expect(
      overLimit([
        { file: 'apps/server/src/modules/x/x.test.ts', lines: LIMIT + 1 },
        { file: 'apps/web/src/styles/x.css', lines: LIMIT + 1 },
        { file: 'apps/server/src/modules/x/service.ts', lines: LIMIT },
        { file: 'apps/server/src/modules/x/seed.ts', lines: 900 },
        { file: 'apps/server/src/modules/x/seed/data.ts', lines: 900 },
        { file: 'apps/server/src/modules/x/x.seed.ts', lines: 900 },
        { file: 'apps/server/src/modules/x/migrations/0042-x.ts', lines: 900 },
        { file: 'apps/server/src/modules/x/migrations.ts', lines: 900 },
        { file: 'apps/server/src/modules/x/seeds.ts', lines: 900 },
      ]),
    ).toEqual([
      `apps/server/src/modules/x/x.test.ts: ${LIMIT + 1} lines`,
      `apps/web/src/styles/x.css: ${LIMIT + 1} lines`,
      'apps/server/src/modules/x/migrations.ts: 900 lines',
      'apps/server/src/modules/x/seeds.ts: 900 lines',
    ]);
  });
});
