// Where Debian's Chromium lives, and the flags this machine needs (its network is closed: background services
// would hang or spam refused connections). Shared by Vitest browser mode, Storybook tests, Playwright and benches.
import { existsSync } from 'node:fs';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** Absolute path of the Chromium binary, or undefined when none is installed. */
export function findChromium() {
  return candidates.find((candidate) => candidate && existsSync(candidate));
}

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-gpu',
  '--disable-quic',
  '--disable-dev-shm-usage',
  '--font-render-hinting=none',
];

/** Launch options for playwright's chromium.launch(), failing with a clear message when Chromium is missing. */
export function chromiumLaunchOptions() {
  const executablePath = findChromium();
  if (!executablePath) {
    throw new Error(
      "Chromium not found. Install Debian's package (apt-get install -y chromium) or set CHROMIUM_PATH. " +
        '`pnpm test` installs it automatically when it runs as root.',
    );
  }
  return { executablePath, args: chromiumArgs };
}
