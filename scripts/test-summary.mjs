// Adds up Vitest's and Playwright's JSON reports into one closing line: "tests: N passed, N failed, N skipped",
// after the files that took longest (worker time, summed over their tests): where to look when the suite grows.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
/** @type {Map<string, number>} "project file" → milliseconds */
const fileTimes = new Map();
const addTime = (key, ms) => fileTimes.set(key, (fileTimes.get(key) ?? 0) + (ms ?? 0));

// The test command runs Vitest twice, side by side: the backend contract tests, and the unit tests after the typecheck.
for (const file of readdirSync('test-results').filter((name) => /^vitest.*\.json$/.test(name))) {
  const report = JSON.parse(readFileSync(`test-results/${file}`, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const result of report.testResults ?? []) {
    addTime(`vitest ${result.name.replace(`${process.cwd()}/`, '')}`, (result.endTime ?? 0) - (result.startTime ?? 0));
  }
}
if (existsSync('test-results/playwright.json')) {
  const { stats, suites = [] } = JSON.parse(readFileSync('test-results/playwright.json', 'utf8'));
  passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  failed += stats?.unexpected ?? 0;
  skipped += stats?.skipped ?? 0;
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        for (const result of test.results ?? []) addTime(`${test.projectName} ${file}`, result.duration);
      }
    }
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of suites) walk(suite, suite.file);
}
const slowest = [...fileTimes].sort((a, b) => b[1] - a[1]).slice(0, 15);
if (slowest.length) {
  console.log('slowest test files (worker time):');
  for (const [key, ms] of slowest) console.log(`${(ms / 1000).toFixed(1).padStart(8)} s  ${key}`);
}
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
if (failed > 0 || passed === 0) process.exit(1);
