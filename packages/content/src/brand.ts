/** The brand: its names, the general email address and the public origin. Page copy and mail links import from here. */

/** The public origin at build time (`SITE_URL`), read without assuming a bundler (Vite inlines `import.meta.env`). */
function buildSetting(name: string): string | undefined {
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
  siteUrl: (buildSetting('SITE_URL') ?? buildSetting('VITE_SITE_URL') ?? 'https://ardena.example').replace(/\/+$/, ''),
} as const;

/** `mailto:` link to the general address, optionally with a subject. */
export function mailto(subject?: string): `mailto:${string}` {
  return subject ? `mailto:${brand.email}?subject=${encodeURIComponent(subject)}` : `mailto:${brand.email}`;
}
