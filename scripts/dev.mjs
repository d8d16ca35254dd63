// `pnpm dev`: the local Supabase backend in watch mode and the site's Vite dev server with hot reload.
import { spawn } from 'node:child_process';
import { localPasskeyEnv } from './local-passkeys.mjs';

const children = [
  spawn('pnpm', ['--filter', '@ardena/local-supabase', 'dev'], {
    stdio: 'inherit',
    // Vite's dev server (5173) and a production build served on PORT.
    env: { ...process.env, ...localPasskeyEnv([process.env.PORT ?? '4173', '5173']) },
  }),
  spawn('pnpm', ['--filter', '@ardena/site', 'dev'], { stdio: 'inherit' }),
];
function shutdown(code) {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
for (const child of children) child.on('exit', (code) => shutdown(code ?? 0));
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
