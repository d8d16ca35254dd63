#!/usr/bin/env bash
# The whole test suite, in the order a failure is cheapest to find. `pnpm test` runs this; so does CI (.ci/run).
#
# Independent single-threaded steps run side by side (the machine this must fit has two cores and tsc, Biome and
# tsup's declaration build each use one); their output is kept in test-results/logs/ and printed when they finish.
set -euo pipefail
cd "$(dirname "$0")/.."

export CI="${CI:-}"
export FORCE_COLOR=0
rm -rf test-results
mkdir -p test-results/logs
started=$(date +%s)
timings=()

record() {
  timings+=("$(printf '%-34s %4ss' "$1" "$2")")
}

step() {
  local name="$1"
  shift
  local t0
  t0=$(date +%s)
  echo
  echo "=== ${name} ==="
  "$@"
  record "$name" "$(($(date +%s) - t0))"
}

# parallel "name" "command" ["name" "command" ...]: runs each command in the background, then prints each log in
# order; fails (after all have finished) if any failed.
parallel() {
  local names=() pids=() t0 failed=0 i
  t0=$(date +%s)
  while [ "$#" -gt 0 ]; do
    local name="$1" command="$2"
    shift 2
    names+=("$name")
    bash -c "set -euo pipefail; ${command}" >"test-results/logs/${name// /-}.log" 2>&1 &
    pids+=("$!")
  done
  for i in "${!pids[@]}"; do
    local status=0
    wait "${pids[$i]}" || status=$?
    echo
    echo "=== ${names[$i]} ==="
    cat "test-results/logs/${names[$i]// /-}.log"
    if [ "$status" -ne 0 ]; then
      echo "!!! ${names[$i]} failed (exit ${status})"
      failed=1
    fi
  done
  local joined
  joined=$(printf ' + %s' "${names[@]}")
  record "${joined:3}" "$(($(date +%s) - t0))"
  return "$failed"
}

step "chromium" bash scripts/ensure-chromium.sh
step "postgres" bash scripts/ensure-postgres.sh
# The backend contract tests spend most of their time waiting (servers starting, rate-limit windows passing), so
# they run beside the CPU-bound typecheck, lint and package builds rather than after them. The import-graph check
# (`pnpm check:imports`: no import loop in the site or the packages, about 30 s) follows lint. The release guards
# (a changeset for every package source change, API reports matching the built declarations) and the consumer test
# (the packages released to a throw-away registry and installed by range into apps outside the workspace,
# tests/consumers/run.ts) follow the package builds in the same lane: most of the consumer test's time is npm
# install and a browser waiting on the network. (The site and Storybook
# builds stay a step of their own: beside these as well, they loaded the machine enough to slow the contract tests'
# servers past their clients' timing.) The contract tests run twice: on PGlite (`node`) and on a throwaway PostgreSQL
# cluster (`node-postgres`).
parallel \
  "typecheck" "pnpm typecheck" \
  "lint, package builds, consumers" "pnpm lint && pnpm check:imports && pnpm changeset:check && pnpm build:packages \
    && node scripts/api-report.mjs && node_modules/.bin/tsx tests/consumers/run.ts" \
  "vitest node (backend contract)" "node_modules/.bin/vitest run --project node --project node-postgres \
    --reporter=default --reporter=json --outputFile.json=test-results/vitest-node.json"
step "vitest (unit, stories)" node_modules/.bin/vitest run --project unit --project storybook \
  --reporter=default --reporter=json --outputFile.json=test-results/vitest-unit-stories.json
parallel \
  "site build" "LOCAL_SUPABASE=1 pnpm --filter @ardena/site build" \
  "storybook build" "pnpm build-storybook"
step "playwright (e2e, visual)" node_modules/.bin/playwright test

echo
echo "=== timings ==="
printf '%s\n' "${timings[@]}"
echo "total                              $(($(date +%s) - started))s"
node scripts/test-summary.mjs
