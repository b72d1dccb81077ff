#!/usr/bin/env bash
# The one test command (README): installs what the tests need, then runs every test: lint (the dependency
# check included), types, unit, API on SQLite and PostgreSQL (when one answers), end-to-end in Chromium;
# then the API suites and a smoke of the end-to-end suite again on Node 24, the LTS a deployment runs.
# Ends with each step's time and one line of totals.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp
rm -f .tmp/vitest.json .tmp/vitest-node24.json .tmp/vitest.log .tmp/vitest-node24.log .tmp/playwright.json .tmp/playwright-node24.json

STEP_TIMES=()
step_name=""
step_start=0
step() {
  end_step
  step_name="$*"
  step_start=$SECONDS
  printf '\n=== %s ===\n' "$step_name"
}
end_step() {
  if [ -n "$step_name" ]; then STEP_TIMES+=("$((SECONDS - step_start))s	$step_name"); fi
  step_name=""
}

step "Dependencies"
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund
else
  echo "node_modules is up to date"
fi

step "Dependency audit (high and critical advisories fail)"
node scripts/audit.mjs

# Debian's Chromium and a CJK font for the browser tests (Playwright never downloads its own browser), and
# Liberation Sans, one of the fonts the homework tests draw their photographed pages in (homework.test.ts).
if ! command -v chromium >/dev/null 2>&1 || ! fc-list :lang=zh 2>/dev/null | grep -q . ||
  ! fc-list 'Liberation Sans' 2>/dev/null | grep -q .; then
  step "Chromium and fonts (Debian packages)"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-wqy-microhei fonts-liberation
fi

# Node 24 from the npm registry and better-sqlite3 built for it (cached; scripts/node24.mjs), made
# beside the build: it is mostly a download and one compiler on one core.
node scripts/node24.mjs >.tmp/node24-path 2>.tmp/node24-prepare.log &
node24_pid=$!

step "Build"
npm run build

# Lint and the type check are independent and each mostly one core: run them side by side in two
# halves of about a minute each (ESLint, stylelint and the dependency check; the types, then Prettier),
# print each output whole, and fail if either failed. `npm run lint` is the two lint halves in a row.
step "Lint, dependency check and format, and types (side by side)"
npm run lint:code >.tmp/lint.log 2>&1 &
lint_pid=$!
typecheck_rc=0
(npm run typecheck && npm run lint:format) >.tmp/typecheck.log 2>&1 || typecheck_rc=$?
lint_rc=0
wait "$lint_pid" || lint_rc=$?
printf -- '--- ESLint, stylelint, dependencies (exit %s)\n' "$lint_rc"; cat .tmp/lint.log
printf -- '--- types and format (exit %s)\n' "$typecheck_rc"; cat .tmp/typecheck.log
if [ "$lint_rc" -ne 0 ] || [ "$typecheck_rc" -ne 0 ]; then exit 1; fi

step "Unit and API tests on Node $(node --version) (SQLite, and PostgreSQL when reachable)"
node scripts/postgres-status.mjs
# The output is kept (.tmp/vitest.log) so the summary can quote an error raised outside any test.
set +e
npx vitest run --reporter=default --reporter=json --outputFile.json=.tmp/vitest.json 2>&1 | tee .tmp/vitest.log
vitest_rc=${PIPESTATUS[0]}
set -e

step "End-to-end on Node $(node --version) (Chromium, phone viewport)"
e2e_rc=0
npm run test:e2e || e2e_rc=$?

# Not beside the end-to-end suite: at a lower priority the API files still slowed the browsers by half,
# and the starved ones timed out (a clean clone: 1,278 s of end-to-end and three API failures).
step "Node 24"
node24_rc=0
wait "$node24_pid" || node24_rc=$?
cat .tmp/node24-prepare.log
NODE24="$(cat .tmp/node24-path 2>/dev/null || true)"
vitest24_rc=0
e2e24_rc=0
if [ "$node24_rc" -ne 0 ] || [ ! -x "$NODE24" ]; then
  echo "Node 24 could not be prepared (above): its runs fail"
  vitest24_rc=1
  e2e24_rc=1
else
  # Node 24 runs the repository's installed packages; better-sqlite3, the one addon built against V8
  # itself, resolves to its Node 24 build (scripts/node24-hooks.mjs).
  NODE24_OPTIONS="--import $PWD/scripts/node24-hooks.mjs"

  # On SQLite: its native addon is the part of the store that differs by Node version (pg is plain
  # JavaScript, tested on PostgreSQL above); both dialects here cost another 70 s.
  step "API tests on Node $("$NODE24" --version) (SQLite)"
  set +e
  TEST_DIALECTS=sqlite NODE_OPTIONS="$NODE24_OPTIONS" "$NODE24" node_modules/vitest/vitest.mjs run --project server \
    --reporter=dot --reporter=json --outputFile.json=.tmp/vitest-node24.json 2>&1 | tee .tmp/vitest-node24.log
  vitest24_rc=${PIPESTATUS[0]}
  set -e

  step "End-to-end smoke on Node $("$NODE24" --version) (the server on Node 24; tests tagged @smoke)"
  E2E_SERVER_COMMAND="$NODE24 $NODE24_OPTIONS apps/server/dist/main.js" \
    E2E_JSON=../.tmp/playwright-node24.json E2E_OUTPUT_DIR=../.tmp/test-results-node24 npm run test -w e2e -- --grep @smoke || e2e24_rc=$?
fi
end_step

printf '\n=== Step times ===\n'
printf '%s\n' "${STEP_TIMES[@]}"

VITEST_RC=$vitest_rc VITEST24_RC=$vitest24_rc NODE24_VERSION="$("$NODE24" --version 2>/dev/null || echo 24)" \
  node scripts/test-summary.mjs
[ "$vitest_rc" -eq 0 ] && [ "$e2e_rc" -eq 0 ] && [ "$vitest24_rc" -eq 0 ] && [ "$e2e24_rc" -eq 0 ]
