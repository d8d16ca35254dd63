// `pnpm db:reset`: drop the local data, then bootstrap + migrations + seed again (without staying up).
import { MigrationError, startServer } from '../src/index';

try {
  const server = await startServer({ reset: true, port: 0, mailboxPort: 0, quiet: true });
  await server.stop();
  console.log('[local-supabase] database reset: bootstrap, migrations and seed applied.');
} catch (error) {
  if (error instanceof MigrationError) console.error(`[local-supabase] ${error.file} failed.\n${error.sqlError}`);
  else console.error('[local-supabase] reset failed', error);
  process.exit(1);
}
