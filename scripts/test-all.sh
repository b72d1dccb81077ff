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

# Debian's Chromium and a CJK font for the browser tests; Playwright never downloads its own browser.
if ! command -v chromium >/dev/null 2>&1 || ! fc-list :lang=zh 2>/dev/null | grep -q .; then
  step "Chromium (Debian package)"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-wqy-microhei
fi

step "Build"
npm run build

step "Lint and format"
npm run lint

step "Types"
npm run typecheck

step "Unit and API tests (SQLite, and PostgreSQL when reachable)"
node scripts/postgres-status.mjs
vitest_rc=0
npx vitest run --reporter=default --reporter=json --outputFile.json=.tmp/vitest.json || vitest_rc=$?

step "End-to-end (Chromium, phone viewport)"
e2e_rc=0
npm run test:e2e || e2e_rc=$?

VITEST_RC=$vitest_rc node scripts/test-summary.mjs .tmp/vitest.json .tmp/playwright.json
[ "$vitest_rc" -eq 0 ] && [ "$e2e_rc" -eq 0 ]
