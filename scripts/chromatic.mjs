// `pnpm chromatic`: publishes Storybook to Chromatic for visual review, only when a project token is configured.
// Without one, the committed Playwright baselines (tests/visual) are the visual check.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('chromatic: CHROMATIC_PROJECT_TOKEN is not set; nothing uploaded (visual tests run in `pnpm test`).');
  process.exit(0);
}
const result = spawnSync('npx', ['chromatic', '--exit-zero-on-changes', '--build-script-name', 'build-storybook'], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
