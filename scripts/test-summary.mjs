// Adds up Vitest's and Playwright's JSON reports into one closing line: "tests: N passed, N failed, N skipped".
import { existsSync, readdirSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;

// The test command runs Vitest twice, side by side: the backend contract tests, and the unit tests after the typecheck.
for (const file of readdirSync('test-results').filter((name) => /^vitest.*\.json$/.test(name))) {
  const report = JSON.parse(readFileSync(`test-results/${file}`, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}
if (existsSync('test-results/playwright.json')) {
  const { stats } = JSON.parse(readFileSync('test-results/playwright.json', 'utf8'));
  passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  failed += stats?.unexpected ?? 0;
  skipped += stats?.skipped ?? 0;
}
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
if (failed > 0 || passed === 0) process.exit(1);
