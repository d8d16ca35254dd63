// `pnpm supabase:status`: exactly one JSON object on stdout (URLs and keys), for scripts and humans alike.
import { resolveConfig } from '../src/config';

try {
  const { server } = resolveConfig();
  const mailboxHost = server.host === '0.0.0.0' || server.host === '::' ? '127.0.0.1' : server.host;
  process.stdout.write(
    `${JSON.stringify({
      api_url: server.apiUrl,
      anon_key: server.anonKey,
      service_role_key: server.serviceRoleKey,
      mailbox_url: `http://${mailboxHost}:${server.mailboxPort}`,
    })}\n`,
  );
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
