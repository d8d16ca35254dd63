// Prerender: renders every public route through the SSR build (dist/server/entry-server.js) into
// dist/client/<route>/index.html, plus 404.html, sitemap.xml, robots.txt, the per-page CSP hashes and a `_headers`
// file for static hosts, then precompresses every text asset (gzip + brotli) for the Node server.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import { baseSecurityHeaders, contentSecurityPolicy } from '../server/security-headers.mjs';
import { renderOgImages } from './og-images.mjs';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** sha256 (base64) of every inline `<script>` body in a document, as CSP `script-src` needs them. */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes, body] = match;
    if (/\bsrc\s*=/.test(attributes) || body.length === 0) continue;
    hashes.push(createHash('sha256').update(body, 'utf8').digest('base64'));
  }
  return hashes;
}

/** `/insights/psp-agnostic` → `insights/psp-agnostic/index.html`; `/` → `index.html`. */
export function htmlFileFor(path) {
  return path === '/' ? 'index.html' : `${path.replace(/^\/+|\/+$/g, '')}/index.html`;
}

/**
 * The route files (under src/routes) that render a path, as the router matches it: set from the SSR build's
 * `routeFilesFor` when the step starts. The paths themselves come from @ardena/content's route list.
 */
let routeFilesFor = () => [];

/**
 * Adds the chunk under `key` and every chunk it imports statically (depth first, each once, never the entry itself) to
 * `files`: the whole module graph one dynamic `import()` needs before it can evaluate.
 */
function addWithStaticImports(manifest, key, entryFile, files) {
  const chunk = manifest[key];
  const file = `/${chunk.file}`;
  if (chunk.file === entryFile || files.includes(file)) return;
  files.push(file);
  for (const imported of chunk.imports ?? []) addWithStaticImports(manifest, imported, entryFile, files);
}

/** The portals (src/accountPaths.ts): account pages whose first screen is the account itself. */
const portalPaths = ['/consumer-portal', '/business-portal'];

/** The manifest key of supabase-js's own chunk (imported on demand by @ardena/auth's client). */
const supabaseModule = (manifest) =>
  Object.keys(manifest).find((key) => manifest[key].isDynamicEntry && /@supabase[\\/]supabase-js[\\/]/.test(key));

/**
 * The modules a page loads as it starts: the split component of its route file; on a portal also supabase-js, which
 * its data waits for (the sign-in page loads it only once it is used: docs/adr/0015-account-area-loading.md). The
 * header's account menu is left to load after hydration: preloaded, it took bandwidth from the code the data waits for.
 */
function startupModulesFor(path, manifest) {
  const modules = routeFilesFor(path).map((file) => `src/routes/${file}?tsr-split=component`);
  if (portalPaths.includes(path)) {
    const supabase = supabaseModule(manifest);
    if (!supabase) throw new Error('dist/client/.vite/manifest.json has no supabase-js chunk');
    modules.push(supabase);
  }
  return modules;
}

/**
 * The stylesheets, module preloads (and which of them the client does not wait for) and entry script of the page at
 * `path`. `pageModules`: the manifest keys of the modules the page itself loads as it starts.
 */
function documentAssets(manifest, path, pageModules = startupModulesFor(path, manifest)) {
  const entry = manifest['src/entry-client.tsx'];
  if (!entry) throw new Error('dist/client/.vite/manifest.json has no src/entry-client.tsx entry');
  const stylesheets = Object.values(manifest)
    .filter((chunk) => chunk.file.endsWith('.css'))
    .map((chunk) => `/${chunk.file}`);
  for (const css of entry.css ?? []) if (!stylesheets.includes(`/${css}`)) stylesheets.push(`/${css}`);
  const preloads = [];
  for (const key of entry.imports ?? []) addWithStaticImports(manifest, key, entry.file, preloads);
  for (const key of pageModules) if (manifest[key]) addWithStaticImports(manifest, key, entry.file, preloads);
  // supabase-js is preloaded on a portal for the data, but the client starts without it (it connects as it starts).
  const supabase = supabaseModule(manifest);
  const notNeededToStart = pageModules.includes(supabase) ? [`/${manifest[supabase].file}`] : [];
  return {
    entryScript: `/${entry.file}`,
    stylesheets,
    preloads,
    notNeededToStart,
    islands: (entry) => islandAssets(manifest, entry),
  };
}

/** The entry of src/islands/<entry>.island.tsx (vite.config.ts names it `island-<entry>`) and its static imports. */
function islandAssets(manifest, entry) {
  const key = Object.keys(manifest).find((id) => manifest[id].isEntry && manifest[id].name === `island-${entry}`);
  const chunk = key && manifest[key];
  if (!chunk) throw new Error(`dist/client/.vite/manifest.json has no island-${entry} entry`);
  const preloads = [];
  for (const imported of chunk.imports ?? []) addWithStaticImports(manifest, imported, chunk.file, preloads);
  return { script: `/${chunk.file}`, preloads };
}

function sitemapXml(siteUrl, routes) {
  const urls = routes
    .map(
      (route) =>
        `  <url>\n    <loc>${siteUrl}${route.path === '/' ? '/' : route.path}</loc>\n    <changefreq>${route.changefreq}</changefreq>\n  </url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

function robotsTxt(siteUrl, disallowed) {
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** Netlify/Cloudflare Pages style `_headers`: the same policy the Node server sends, per page. */
function staticHostHeaders(pages) {
  const base = Object.entries(baseSecurityHeaders({ https: true }))
    .map(([name, value]) => `  ${name}: ${value}`)
    .join('\n');
  const blocks = [`/*\n${base}`, '/assets/*\n  Cache-Control: public, max-age=31536000, immutable'];
  for (const [path, hashes] of Object.entries(pages)) {
    blocks.push(
      `${path}\n  Cache-Control: no-cache\n  Content-Security-Policy: ${contentSecurityPolicy({ scriptHashes: hashes })}`,
    );
  }
  return `# Generated by apps/site/scripts/prerender.mjs; mirrors server/index.mjs.\n${blocks.join('\n\n')}\n`;
}

async function walk(directory) {
  const entries = await readdir(directory, { withFileTypes: true });
  const files = await Promise.all(
    entries.map((entry) => {
      const full = join(directory, entry.name);
      return entry.isDirectory() ? walk(full) : [full];
    }),
  );
  return files.flat();
}

const compressible = /\.(html|js|mjs|css|svg|xml|txt|json|webmanifest)$/;

/** Writes a gzip and a brotli twin beside every text asset under `clientDir` (also used for the bench's peer build). */
export async function precompress(clientDir) {
  const files = (await walk(clientDir)).filter((file) => compressible.test(file) && !file.includes('/.vite/'));
  await Promise.all(
    files.map(async (file) => {
      const body = await readFile(file);
      const [gz, br] = await Promise.all([
        gzipAsync(body, { level: 9 }),
        brotliAsync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
      ]);
      await Promise.all([writeFile(`${file}.gz`, gz), writeFile(`${file}.br`, br)]);
    }),
  );
  return files.length;
}

/** Runs the whole step; returns counts for the build log. */
export async function prerender({ root }) {
  const clientDir = join(root, 'dist/client');
  const serverEntry = pathToFileURL(join(root, 'dist/server/entry-server.js')).href;
  const {
    render,
    prerenderRoutes,
    siteUrl,
    notFoundProbePath,
    routeFilesFor: matchRouteFiles,
    ogImages,
  } = await import(serverEntry);
  routeFilesFor = matchRouteFiles;
  const manifest = JSON.parse(await readFile(join(clientDir, '.vite/manifest.json'), 'utf8'));

  const cspByPath = {};
  const failures = [];
  for (const route of prerenderRoutes) {
    const response = await render(route.path, documentAssets(manifest, route.path));
    const html = await response.text();
    if (response.status !== 200) failures.push(`${route.path} → HTTP ${response.status}`);
    cspByPath[route.path] = inlineScriptHashes(html);
    const file = join(clientDir, htmlFileFor(route.path));
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, html);
  }
  if (failures.length > 0) throw new Error(`Prerender failed:\n${failures.join('\n')}`);

  // Served at every unknown path; like every public page it is static HTML with islands, so the path it was rendered
  // at plays no part in the browser.
  const notFound = await render(notFoundProbePath, documentAssets(manifest, notFoundProbePath, []));
  const notFoundHtml = await notFound.text();
  // The server sends this file with HTTP 404; the document itself must keep crawlers away.
  if (!/<meta name="robots" content="noindex/.test(notFoundHtml))
    throw new Error('404.html is missing its noindex tag');
  cspByPath['/404.html'] = inlineScriptHashes(notFoundHtml);
  await writeFile(join(clientDir, '404.html'), notFoundHtml);

  await mkdir(join(clientDir, 'og'), { recursive: true });
  const images = await renderOgImages({ clientDir, siteUrl, ...ogImages });

  const indexable = prerenderRoutes.filter((route) => route.indexable);
  await writeFile(join(clientDir, 'sitemap.xml'), sitemapXml(siteUrl, indexable));
  await writeFile(
    join(clientDir, 'robots.txt'),
    robotsTxt(
      siteUrl,
      prerenderRoutes.filter((route) => !route.indexable).map((route) => route.path),
    ),
  );
  await writeFile(join(clientDir, '_headers'), staticHostHeaders(cspByPath));
  // Outside dist/client: the Node server reads it, nobody downloads it.
  await writeFile(join(root, 'dist/csp-hashes.json'), `${JSON.stringify(cspByPath, null, 2)}\n`);

  const files = await precompress(clientDir);
  return { pages: prerenderRoutes.length, files, sitemapUrls: indexable.length, images };
}
