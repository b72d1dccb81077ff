import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// docs/architecture.md is the map of the code: its tables list every server module and every web feature,
// and nothing that no longer exists. The docs link to each other by relative paths that resolve, and name
// no issue or pull-request number (a doc says what is, not which ticket asked for it).
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DOCS = join(ROOT, 'docs');
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

/** The folders under `dir` (relative to the repository) that hold `file`, or every folder without it. */
function folders(dir: string, file?: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true })
    .filter((e) => e.isDirectory() && (!file || existsSync(join(ROOT, dir, e.name, file))))
    .map((e) => e.name)
    .sort();
}

/** The text of a `### title…` section of a markdown page, up to the next heading of that level or above. */
function section(text: string, title: string): string {
  const start = text.split('\n').findIndex((line) => line.startsWith(`### ${title}`));
  if (start < 0) throw new Error(`docs/architecture.md has no "### ${title}" section`);
  const rest = text.split('\n').slice(start + 1);
  const end = rest.findIndex((line) => /^#{1,3} /.test(line));
  return rest.slice(0, end < 0 ? undefined : end).join('\n');
}

/** The `names` written in the first cell of a section's table rows (header and rule rows have none). */
function tableNames(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? ''))
    .sort();
}

/** What one list misses of the other: `missing` from the doc, and `gone` from the code. */
function compare(doc: readonly string[], code: readonly string[]) {
  return {
    missing: code.filter((name) => !doc.includes(name)),
    gone: doc.filter((name) => !code.includes(name)),
  };
}

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces to hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** An issue or pull-request number: "issue 12", "issue #12", "PR #12", a GitHub issues/pull address. */
const ISSUE_NUMBER = /\b(?:issues?|pull request|PR)\s*#?\d+|\/(?:issues|pull)\/\d+|\bgh-\d+\b/i;

const architecture = read('docs/architecture.md');
const docs = readdirSync(DOCS)
  .filter((f) => f.endsWith('.md'))
  .sort()
  .map((file) => ({ file: `docs/${file}`, text: readFileSync(join(DOCS, file), 'utf8') }));

describe('docs/architecture.md lists the code as it is', () => {
  it('names every server module (a folder with an index.ts) and no other', () => {
    const modules = folders('apps/server/src/modules', 'index.ts');
    expect(modules.length).toBeGreaterThan(30);
    expect(compare(tableNames(section(architecture, 'Server modules')), modules)).toEqual({
      missing: [],
      gone: [],
    });
  });

  it('names every web feature and no other', () => {
    const features = folders('apps/web/src/features');
    expect(features.length).toBeGreaterThan(25);
    expect(compare(tableNames(section(architecture, 'Web features')), features)).toEqual({
      missing: [],
      gone: [],
    });
  });
});

describe('the docs', () => {
  it('link only to docs and files that exist, and to headings they have', () => {
    const broken = docs.flatMap(({ file, text }) =>
      [...text.matchAll(/\]\(([^)\s]+)\)/g)]
        .map((m) => m[1] ?? '')
        .filter((target) => !/^[a-z]+:/.test(target))
        .filter((target) => {
          const [path, anchor] = target.split('#');
          const to = path ? join(ROOT, dirname(file), path) : join(ROOT, file);
          if (!existsSync(to)) return true;
          if (!anchor || !to.endsWith('.md')) return false;
          const headings = readFileSync(to, 'utf8')
            .split('\n')
            .filter((line) => /^#{1,6} /.test(line))
            .map((line) => anchorOf(line.replace(/^#+ /, '')));
          return !headings.includes(anchor);
        })
        .map((target) => `${file} → ${target}`),
    );
    expect(broken).toEqual([]);
  });

  it('name no issue or pull-request number', () => {
    const named = docs.flatMap(({ file, text }) =>
      text
        .split('\n')
        .map((line, i) => ({ line, at: `${file}:${i + 1}` }))
        .filter(({ line }) => ISSUE_NUMBER.test(line))
        .map(({ at, line }) => `${at}: ${line.trim()}`),
    );
    expect(named).toEqual([]);
  });

  it('the checks above catch what they are for', () => {
    expect(tableNames('| `a`, `b` | owns `c` |\n| --- | --- |\ntext `d`')).toEqual(['a', 'b']);
    expect(compare(['a', 'gone'], ['a', 'new'])).toEqual({ missing: ['new'], gone: ['gone'] });
    expect(anchorOf('Daily reading')).toBe('daily-reading');
    expect(anchorOf('Check-in camp')).toBe('check-in-camp');
    for (const text of ['see issue 12', 'issue #7', 'PR #3', 'github.com/o/r/issues/4', 'gh-9']) {
      expect(ISSUE_NUMBER.test(text), text).toBe(true);
    }
    for (const text of ['colour #333', 'stop 29', '`0038_learning_days`', 'the issue asks']) {
      expect(ISSUE_NUMBER.test(text), text).toBe(false);
    }
  });
});
