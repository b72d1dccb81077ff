// Prints the closing lines of the test command from the JSON reports of Vitest and Playwright: one line
// a run (Node 20's unit and API tests and end-to-end suite, Node 24's API tests and end-to-end smoke),
// then one line for the whole, "N passed, N failed, N skipped", so CI reads one total. Above them, the
// failed (and flaky) tests by name, so that the tail of a CI log alone says what to look at.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

const node20 = process.version;
const node24 = process.env.NODE24_VERSION ?? 'v24';
const runs = [
  {
    label: `Node ${node20}: unit and API tests`,
    kind: 'vitest',
    file: '.tmp/vitest.json',
    rc: 'VITEST_RC',
    log: '.tmp/vitest.log',
  },
  { label: `Node ${node20}: end-to-end`, kind: 'playwright', file: '.tmp/playwright.json' },
  {
    label: `Node ${node24}: API tests (SQLite)`,
    kind: 'vitest',
    file: '.tmp/vitest-node24.json',
    rc: 'VITEST24_RC',
    log: '.tmp/vitest-node24.log',
  },
  { label: `Node ${node24}: end-to-end smoke`, kind: 'playwright', file: '.tmp/playwright-node24.json' },
];

// eslint-disable-next-line no-control-regex -- terminal colour codes in Vitest's messages
const ansi = /\x1b\[[0-9;]*m/g;
const firstLine = (text) =>
  String(text ?? '')
    .replace(ansi, '')
    .trim()
    .split('\n')[0]
    .slice(0, 200);

/** Counts of one Vitest report, and its failed tests by name. */
/** The first lines of Vitest's "Unhandled Errors" section in its saved output: the error and its origin. */
function unhandledErrors(log) {
  if (!log || !existsSync(log)) return [];
  const lines = readFileSync(log, 'utf8').replace(ansi, '').split('\n');
  const start = lines.findIndex((line) => /Unhandled Errors?/.test(line));
  if (start < 0) return [];
  return lines
    .slice(start + 1)
    .map((line) => line.trim())
    .filter((line) => line && !/^[⎯─-]+$/.test(line))
    .slice(0, 8)
    .map((line) => `    ${line.slice(0, 200)}`);
}

function readVitest(file, rcName, tag, log) {
  const v = JSON.parse(readFileSync(file, 'utf8'));
  const named = [];
  let failed = (v.numFailedTests ?? 0) + (v.numRuntimeErrorTestSuites ?? 0);
  for (const result of v.testResults ?? []) {
    const where = relative(process.cwd(), result.name ?? '');
    for (const t of result.assertionResults ?? []) {
      if (t.status === 'failed')
        named.push(`FAILED ${tag} ${where} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
    }
    if (result.status === 'failed' && (result.assertionResults ?? []).length === 0)
      named.push(`FAILED ${tag} ${where}: ${firstLine(result.message)}`);
  }
  // An unhandled error fails the run (non-zero exit) even when every test passed.
  const rc = Number(process.env[rcName] ?? 0);
  if (rc !== 0 && failed === 0) {
    named.push(
      `FAILED ${tag}: Vitest exited with code ${rc} outside any test (its "Unhandled Errors" begin):`,
      ...unhandledErrors(log),
    );
    failed += 1;
  }
  return {
    passed: v.numPassedTests ?? 0,
    failed,
    skipped: (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0),
    flaky: 0,
    named,
  };
}

/** Counts of one Playwright report; a flaky test passed on its retry and counts as passed. */
function readPlaywright(file, tag) {
  const p = JSON.parse(readFileSync(file, 'utf8'));
  const named = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const error = test.results?.find((r) => r.error)?.error?.message;
        const label = test.status === 'flaky' ? 'FLAKY (passed on retry)' : 'FAILED';
        named.push(
          `${label} ${tag} ${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}: ${firstLine(error)}`,
        );
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title].filter(Boolean));
  };
  for (const suite of p.suites ?? []) walk(suite, []);
  for (const error of p.errors ?? []) named.push(`FAILED ${tag}: ${firstLine(error.message)}`);
  return {
    passed: (p.stats?.expected ?? 0) + (p.stats?.flaky ?? 0),
    failed: (p.stats?.unexpected ?? 0) + (p.errors ?? []).length,
    skipped: p.stats?.skipped ?? 0,
    flaky: p.stats?.flaky ?? 0,
    named,
  };
}

const total = { passed: 0, failed: 0, skipped: 0 };
const lines = [];
const named = [];
for (const run of runs) {
  const tag = run.label.replace(/:.*/, '') + (run.kind === 'vitest' ? ' vitest' : ' e2e');
  let counts;
  if (!existsSync(run.file)) {
    counts = {
      passed: 0,
      failed: 1,
      skipped: 0,
      flaky: 0,
      named: [`FAILED ${tag}: no report (${run.file})`],
    };
  } else {
    counts =
      run.kind === 'vitest' ? readVitest(run.file, run.rc, tag, run.log) : readPlaywright(run.file, tag);
  }
  total.passed += counts.passed;
  total.failed += counts.failed;
  total.skipped += counts.skipped;
  named.push(...counts.named);
  const flaky = counts.flaky ? ` (${counts.flaky} flaky)` : '';
  lines.push(
    `${run.label}: ${counts.passed} passed${flaky}, ${counts.failed} failed, ${counts.skipped} skipped`,
  );
}

if (named.length > 0) console.log(`\n${named.join('\n')}`);
console.log(`\n${lines.join('\n')}`);
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
