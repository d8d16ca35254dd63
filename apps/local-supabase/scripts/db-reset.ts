// `pnpm db:reset`: drop the local data, then bootstrap + migrations + seed again (without staying up). Refused (exit 1)
// while a server holds DATA_DIR.
import { ConfigError, DataDirError, MigrationError, startServer } from '../src/index';

try {
  const server = await startServer({ reset: true, port: 0, mailboxPort: 0, quiet: true });
  await server.stop();
  console.log('[local-supabase] database reset: bootstrap, migrations and seed applied.');
} catch (error) {
  if (error instanceof MigrationError) console.error(`[local-supabase] ${error.file} failed.\n${error.sqlError}`);
  else if (error instanceof DataDirError || error instanceof ConfigError)
    console.error(`[local-supabase] ${error.message}`);
  else console.error('[local-supabase] reset failed', error);
  process.exit(1);
}
