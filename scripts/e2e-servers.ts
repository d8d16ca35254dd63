// Starts what the end-to-end tests drive: the local Supabase backend on a fresh, seeded data directory (54321, mailbox
// 54324) and the built site's production server (4173). Playwright's webServer runs this and waits for the site URL.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localPasskeyEnv } from './local-passkeys.mjs';

const dataDir = mkdtempSync(join(tmpdir(), 'ardena-e2e-'));
const { startServer } = await import('../apps/local-supabase/src/index.ts');
const backend = await startServer({
  dataDir,
  siteUrl: process.env.SITE_ORIGIN ?? 'http://127.0.0.1:4173',
  // Journeys sign up, resend and sign in many times in a few minutes from one IP: keep the limits out of the way.
  rateLimits: 'off',
  env: localPasskeyEnv([process.env.PORT ?? '4173']),
});
console.log(`e2e: local Supabase on ${backend.apiUrl}, mailbox on ${backend.mailboxUrl}`);

const site = spawn(process.execPath, ['apps/site/server/index.mjs'], {
  stdio: 'inherit',
  env: { ...process.env, PORT: process.env.PORT ?? '4173', HOST: '127.0.0.1' },
});

let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  site.kill('SIGTERM');
  await backend.stop();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code);
}
site.on('exit', (code) => {
  if (!stopping) {
    console.error(`e2e: site server exited (${code})`);
    void stop(1);
  }
});
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
