// Prints one closing line for the whole run, "N passed, N failed, N skipped", from the JSON
// reports of Vitest and Playwright, so CI reads one total. Above it, the failed (and flaky) tests by
// name, so that the tail of a CI log alone says what to look at.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

const [vitestFile, playwrightFile] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;
/** "where › name: first line of the message", one per failed or flaky test. */
const named = [];
// eslint-disable-next-line no-control-regex -- terminal colour codes in Vitest's messages
const ansi = /\x1b\[[0-9;]*m/g;
const firstLine = (text) =>
  String(text ?? '')
    .replace(ansi, '')
    .trim()
    .split('\n')[0]
    .slice(0, 200);

if (vitestFile && existsSync(vitestFile)) {
  const v = JSON.parse(readFileSync(vitestFile, 'utf8'));
  passed += v.numPassedTests ?? 0;
  failed += (v.numFailedTests ?? 0) + (v.numRuntimeErrorTestSuites ?? 0);
  skipped += (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0);
  for (const file of v.testResults ?? []) {
    const where = relative(process.cwd(), file.name ?? '');
    for (const t of file.assertionResults ?? []) {
      if (t.status === 'failed')
        named.push(`FAILED vitest ${where} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
    }
    if (file.status === 'failed' && (file.assertionResults ?? []).length === 0)
      named.push(`FAILED vitest ${where}: ${firstLine(file.message)}`);
  }
  // An unhandled error fails the run (non-zero exit) even when every test passed.
  const rc = Number(process.env.VITEST_RC ?? 0);
  if (rc !== 0 && (v.numFailedTests ?? 0) + (v.numRuntimeErrorTestSuites ?? 0) === 0) {
    console.log(`Vitest exited with code ${rc} outside any test (see "Unhandled Errors" above)`);
    failed += 1;
  }
} else {
  console.log('Vitest report missing');
  failed += 1;
}

if (playwrightFile && existsSync(playwrightFile)) {
  const p = JSON.parse(readFileSync(playwrightFile, 'utf8'));
  // A flaky test passed on its retry; it still counts as passed.
  passed += (p.stats?.expected ?? 0) + (p.stats?.flaky ?? 0);
  failed += p.stats?.unexpected ?? 0;
  skipped += p.stats?.skipped ?? 0;
  if ((p.errors ?? []).length > 0) failed += p.errors.length;
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const error = test.results?.find((r) => r.error)?.error?.message;
        const label = test.status === 'flaky' ? 'FLAKY (passed on retry)' : 'FAILED';
        named.push(
          `${label} e2e ${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}: ${firstLine(error)}`,
        );
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title].filter(Boolean));
  };
  for (const suite of p.suites ?? []) walk(suite, []);
} else {
  console.log('Playwright report missing');
  failed += 1;
}

if (named.length > 0) console.log(`\n${named.join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
