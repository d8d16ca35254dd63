// The stack the end-to-end journeys drive, from the environment so the suite can be pointed at another deployment;
// the defaults are the local stack scripts/e2e-servers.ts starts (the fixed local ports).
//   SITE_ORIGIN                 the served site                  default http://127.0.0.1:4173
//   VITE_SUPABASE_URL           the API the site was built for   default the local backend, http://127.0.0.1:54321
//   VITE_SUPABASE_ANON_KEY      its anon (publishable) key       default the local backend's
//   SUPABASE_SERVICE_ROLE_KEY   its service-role key (reads)     default the local backend's
//   MAILBOX_URL                 a Mailpit-compatible mailbox     default http://127.0.0.1:54324
import { localSupabase } from '../../apps/local-supabase/src/defaults';

const trimmed = (value: string | undefined, fallback: string) => (value?.trim() || fallback).replace(/\/+$/, '');

export const siteOrigin = trimmed(process.env.SITE_ORIGIN, 'http://127.0.0.1:4173');
export const apiUrl = trimmed(process.env.VITE_SUPABASE_URL, localSupabase.url);
export const anonKey = process.env.VITE_SUPABASE_ANON_KEY?.trim() || localSupabase.anonKey;
export const serviceRoleKey = process.env.SUPABASE_SERVICE_ROLE_KEY?.trim() || localSupabase.serviceRoleKey;
export const mailboxUrl = trimmed(process.env.MAILBOX_URL, 'http://127.0.0.1:54324');
