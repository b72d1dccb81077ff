// Prints one closing line for the whole run, "N passed, N failed, N skipped", from the JSON
// reports of Vitest and Playwright, so CI reads one total.
import { existsSync, readFileSync } from 'node:fs';

const [vitestFile, playwrightFile] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;

if (vitestFile && existsSync(vitestFile)) {
  const v = JSON.parse(readFileSync(vitestFile, 'utf8'));
  passed += v.numPassedTests ?? 0;
  failed += (v.numFailedTests ?? 0) + (v.numRuntimeErrorTestSuites ?? 0);
  skipped += (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0);
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
} else {
  console.log('Playwright report missing');
  failed += 1;
}

console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
