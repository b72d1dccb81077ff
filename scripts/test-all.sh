#!/usr/bin/env bash
# The one test command (README): installs what the tests need, then runs every test:
# lint, types, unit, API on SQLite, API on PostgreSQL (when one answers), end-to-end in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp

step() { printf '\n=== %s ===\n' "$*"; }

step "Dependencies"
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund
else
  echo "node_modules is up to date"
fi

step "Dependency audit (high and critical advisories fail)"
node scripts/audit.mjs

# Debian's Chromium and a CJK font for the browser tests; Playwright never downloads its own browser.
if ! command -v chromium >/dev/null 2>&1 || ! fc-list :lang=zh 2>/dev/null | grep -q .; then
  step "Chromium (Debian package)"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-wqy-microhei
fi

step "Build"
npm run build

# Lint and the type check are independent and each mostly one core: run them side by side, print each
# output whole, and fail if either failed.
step "Lint and format, and types (side by side)"
npm run lint >.tmp/lint.log 2>&1 &
lint_pid=$!
typecheck_rc=0
npm run typecheck >.tmp/typecheck.log 2>&1 || typecheck_rc=$?
lint_rc=0
wait "$lint_pid" || lint_rc=$?
printf -- '--- lint (exit %s)\n' "$lint_rc"; cat .tmp/lint.log
printf -- '--- types (exit %s)\n' "$typecheck_rc"; cat .tmp/typecheck.log
if [ "$lint_rc" -ne 0 ] || [ "$typecheck_rc" -ne 0 ]; then exit 1; fi

step "Unit and API tests (SQLite, and PostgreSQL when reachable)"
node scripts/postgres-status.mjs
vitest_rc=0
npx vitest run --reporter=default --reporter=json --outputFile.json=.tmp/vitest.json || vitest_rc=$?

step "End-to-end (Chromium, phone viewport)"
e2e_rc=0
npm run test:e2e || e2e_rc=$?

VITEST_RC=$vitest_rc node scripts/test-summary.mjs .tmp/vitest.json .tmp/playwright.json
[ "$vitest_rc" -eq 0 ] && [ "$e2e_rc" -eq 0 ]
