/**
 * The local backend's published defaults: where it listens and the keys it accepts when none are configured. They are
 * public knowledge (the anon key ships in every local build of a client), so the server refuses both keys when
 * NODE_ENV=production and the site's build refuses the local pair outside `LOCAL_SUPABASE=1`.
 */
export const localSupabase = {
  /** The API's origin (auth at `/auth/v1`, the data API at `/rest/v1`). */
  url: 'http://127.0.0.1:54321',
  /** The publishable (anon) key. */
  anonKey: 'sb_publishable_Y4N3sET7J0r8FC8UuPD5uSSy',
  /** The secret (service role) key: servers and scripts only, never a client. */
  serviceRoleKey: 'sb_secret_ihpke5mRZfyu1lTyzIRIJsjK',
} as const;
