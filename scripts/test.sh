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
  timings+=("$(printf '%-64s %4ss' "$1" "$2")")
}

step() {
  local name="$1"
  shift
  local t0
  t0=$(date +%s)
  echo
  echo "=== ${name} ==="
  # The status is kept explicitly: a caller's `step … || …` turns off `set -e` inside the function.
  local status=0
  "$@" || status=$?
  record "$name" "$(($(date +%s) - t0))"
  return "$status"
}

# parallel "name" "command" ["name" "command" ...]: runs each command in the background, then prints each log in
# order; fails (after all have finished) if any failed. Records each lane's own time and the whole.
parallel() {
  local names=() pids=() t0 failed=0 i
  t0=$(date +%s)
  while [ "$#" -gt 0 ]; do
    local name="$1" command="$2"
    shift 2
    names+=("$name")
    bash -c "set -euo pipefail; t0=\$(date +%s); trap 'echo \$((\$(date +%s) - t0)) >\"test-results/logs/${name// /-}.seconds\"' EXIT
      ${command}" >"test-results/logs/${name// /-}.log" 2>&1 &
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
    record "  lane: ${names[$i]}" "$(cat "test-results/logs/${names[$i]// /-}.seconds" 2>/dev/null || echo '?')"
  done
  local joined
  joined=$(printf ' + %s' "${names[@]}")
  record "${joined:3}" "$(($(date +%s) - t0))"
  return "$failed"
}

step "chromium" bash scripts/ensure-chromium.sh
step "postgres" bash scripts/ensure-postgres.sh
# Three lanes side by side. (1) The CPU-bound checks that need no build: typecheck, lint + format, the import graph
# (`pnpm check:imports`: no import loop in the site or the packages), a changeset for every package source change,
# the unit tests in jsdom, then the Storybook build. (2) The package builds, the API reports matching the built
# declarations, and the consumer test (the packages released to a throw-away registry and installed by range into apps
# outside the workspace, tests/consumers/run.ts), which is mostly npm install and a browser waiting on the network.
# (3) The backend contract tests, which spend most of their time waiting (servers starting, rate-limit windows
# passing), on PGlite (`node`) and on a throwaway PostgreSQL cluster (`node-postgres`), then the site build.
#
# The site and Storybook build from the packages' sources, so they need no package build: each follows the lane that
# ends first instead of waiting, as a stage of their own, for the consumer lane (the longest). Started as extra lanes
# from the beginning they loaded the machine enough to slow the contract tests' servers past their clients' timing; at
# the end of a lane they keep three things running at a time.
#
# Stories are checked once, in the built Storybook designers review: the visual suite (tests/visual) plays every
# story in light and dark with axe after its play function, then compares its screenshot. The Vitest story project
# (`pnpm test:stories`) is the same check from source for the development loop; running both here rendered every story
# three times.
parallel \
  "typecheck, lint, imports, vitest unit, storybook build" "pnpm typecheck && pnpm lint && pnpm check:imports \
    && pnpm changeset:check \
    && node_modules/.bin/vitest run --project unit \
    --reporter=default --reporter=json --outputFile.json=test-results/vitest-unit.json \
    && pnpm build-storybook" \
  "package builds, consumers" "pnpm build:packages \
    && node scripts/api-report.mjs && node_modules/.bin/tsx tests/consumers/run.ts" \
  "vitest node (backend contract), site build" "node_modules/.bin/vitest run --project node --project node-postgres \
    --reporter=default --reporter=json --outputFile.json=test-results/vitest-node.json \
    && LOCAL_SUPABASE=1 pnpm --filter @ardena/site build"
# A failing Playwright run still gets the timings and the summary (with the slowest files): they say where the time
# went in the run that needs looking at.
playwright_status=0
step "playwright (e2e, visual)" node_modules/.bin/playwright test || playwright_status=$?

echo
echo "=== timings ==="
printf '%s\n' "${timings[@]}"
printf '%-64s %4ss\n' total "$(($(date +%s) - started))"
node scripts/test-summary.mjs
exit "$playwright_status"
