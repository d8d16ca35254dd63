// `pnpm --filter @ardena/site build`: client build, SSR build of the render entry, then the prerender step that
// turns every public route into static HTML (see README "How pages are prerendered").
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { prerender } from './prerender.mjs';
import {
  applySupabaseTarget,
  resolveSupabaseTarget,
  SupabaseTargetError,
  writeSupabaseTarget,
} from './supabase-target.mjs';

process.env.SITE_BUILD_TIME ??= new Date().toISOString();
const root = fileURLToPath(new URL('..', import.meta.url));

let supabase;
try {
  supabase = resolveSupabaseTarget();
} catch (error) {
  if (!(error instanceof SupabaseTargetError)) throw error;
  console.error(`site build: ${error.message}`);
  process.exit(1);
}
applySupabaseTarget(supabase);

await rm(`${root}dist`, { recursive: true, force: true });
await build({ root, logLevel: 'warn' });
await build({ root, logLevel: 'warn', build: { ssr: 'src/entry-server.tsx' } });
const summary = await prerender({ root });
writeSupabaseTarget(`${root}dist`, supabase);
console.log(
  `Prerendered ${summary.pages} pages + 404 into dist/client (${summary.files} files precompressed, sitemap ${summary.sitemapUrls} URLs, ${summary.images} Open Graph images).`,
);
