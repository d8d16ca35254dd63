/**
 * The brand and backend configuration: the single source of the general email address and the public anon key.
 * Everything else (page copy, mail links, the local backend's defaults, the auth client) imports from here.
 */

/** Build-time environment, read without assuming a bundler (Vite inlines `import.meta.env`, Node has `process.env`). */
function env(name: string): string | undefined {
  const viteEnv = (import.meta as ImportMeta & { env?: Record<string, string | undefined> }).env;
  const fromVite = viteEnv?.[name];
  if (fromVite) return fromVite;
  const nodeProcess = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process;
  return nodeProcess?.env?.[name] || undefined;
}

export const brand = {
  name: 'Ardena',
  /** Legal entity name used in terms, privacy and the footer. */
  legalName: 'Ardena Payments Ltd',
  /** The general address: contact, sales, careers and support mail links all go here. */
  email: 'hello@ardena.example',
  headquarters: {
    label: 'UK headquarters',
    lines: ['Ardena Payments Ltd', '1 Finsbury Avenue', 'London EC2M 2PF', 'United Kingdom'],
  },
  /** Absolute origin used for canonical URLs, Open Graph tags and the sitemap (`SITE_URL` at build time). */
  siteUrl: (env('SITE_URL') ?? env('VITE_SITE_URL') ?? 'https://ardena.example').replace(/\/+$/, ''),
} as const;

/** `mailto:` link to the general address, optionally with a subject. */
export function mailto(subject?: string): `mailto:${string}` {
  return subject ? `mailto:${brand.email}?subject=${encodeURIComponent(subject)}` : `mailto:${brand.email}`;
}

/**
 * Local development backend defaults (apps/local-supabase). The anon key is public by design (it is embedded in
 * the client); the local server refuses to run with it when NODE_ENV=production.
 */
export const localSupabase = {
  url: 'http://127.0.0.1:54321',
  anonKey: 'sb_publishable_Y4N3sET7J0r8FC8UuPD5uSSy',
} as const;

/** The backend the client talks to: `VITE_SUPABASE_URL` / `VITE_SUPABASE_ANON_KEY`, else the local backend. */
export const supabaseConfig = {
  url: env('VITE_SUPABASE_URL') ?? localSupabase.url,
  anonKey: env('VITE_SUPABASE_ANON_KEY') ?? localSupabase.anonKey,
} as const;
