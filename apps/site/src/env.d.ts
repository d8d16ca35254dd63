/** ISO time of the build, shared by the client and SSR bundles (see vite.config.ts). */
declare const __SITE_BUILD_TIME__: string;

interface ImportMetaEnv {
  /** The Supabase API origin the build resolved (scripts/supabase-target.mjs); read only in src/backend.ts. */
  readonly VITE_SUPABASE_URL?: string;
  /** Its public (anon) key; read only in src/backend.ts. */
  readonly VITE_SUPABASE_ANON_KEY?: string;
}
