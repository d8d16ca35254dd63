#!/usr/bin/env bash
# The whole test suite, in the order a failure is cheapest to find. `pnpm test` runs this; so does CI (.ci/run).
set -euo pipefail
cd "$(dirname "$0")/.."

export CI="${CI:-}"
export FORCE_COLOR=0
rm -rf test-results
mkdir -p test-results
started=$(date +%s)
timings=()

step() {
  local name="$1"
  shift
  local t0
  t0=$(date +%s)
  echo
  echo "=== ${name} ==="
  "$@"
  timings+=("$(printf '%-26s %4ss' "$name" "$(($(date +%s) - t0))")")
}

step "chromium" bash scripts/ensure-chromium.sh
step "typecheck" pnpm typecheck
step "lint + format" pnpm lint
step "package builds + publint" pnpm build:packages
step "vitest (unit, node, stories)" node_modules/.bin/vitest run \
  --reporter=default --reporter=json --outputFile.json=test-results/vitest.json
step "site build" pnpm --filter @ardena/site build
step "storybook build" pnpm build-storybook
step "playwright (e2e, visual)" node_modules/.bin/playwright test

echo
echo "=== timings ==="
printf '%s\n' "${timings[@]}"
echo "total                      $(($(date +%s) - started))s"
node scripts/test-summary.mjs
