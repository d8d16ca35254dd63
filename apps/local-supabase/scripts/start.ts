// `pnpm --filter @ardena/local-supabase start` (and `dev` under tsx watch): the server on API_PORT / MAILBOX_PORT.
import { ConfigError, DataDirError, MigrationError, startServer } from '../src/index';

try {
  const server = await startServer({ reset: process.argv.includes('--reset') });
  const stop = async () => {
    await server.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
} catch (error) {
  if (error instanceof MigrationError) {
    console.error(`[local-supabase] start-up stopped: ${error.file} failed.\n${error.sqlError}`);
  } else if (error instanceof ConfigError || error instanceof DataDirError) {
    console.error(`[local-supabase] ${error.message}`);
  } else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(
      `[local-supabase] ${(error as Error).message}: is another instance running? Set API_PORT / MAILBOX_PORT.`,
    );
  } else {
    console.error('[local-supabase] failed to start', error);
  }
  process.exit(1);
}
