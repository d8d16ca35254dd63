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

/**
 * Requests the page's JavaScript only once the prerendered page has painted (README "Progressive hydration"):
 *  - each `<link rel="modulepreload">` keeps its place in the `<head>` with its address in `data-deferred-href` and no
 *    `rel` yet (Chromium warns in the console about a module preload without an address);
 *  - the entry `<script type="module">` becomes an inert placeholder of the same element kind in the same place;
 *  - an inline script after it waits for the document to be parsed and for two frames (the last of the page's text
 *    is painted by then), then gives each link its `href` and `rel` and puts the real entry script in the
 *    placeholder's place, one element per task: starting a module request costs the main thread about a millisecond
 *    each on a slow phone, and a dozen in one task would be a long task of their own. The entry comes last, so that
 *    the chunks it imports are already requested (Vite's preload helper would add links of its own for any that
 *    were not).
 * The page is readable and its links work from the first paint; its scripts no longer share a slow connection with
 * the HTML and stylesheet that paint it, and the hydrating render finds the same elements, in the same order, as in a
 * document that loaded them at once. Only for the Preact build, whose hydration adopts these nodes in tree order.
 */
export function deferScriptsUntilPainted(html) {
  const entryPattern = /<script type="module" src="([^"]+)" async=""><\/script>/;
  const entry = html.match(entryPattern)?.[1];
  if (!entry) throw new Error('prerendered page has no entry <script type="module" src> to defer');
  const loader = `(function(){var steps=[];document.querySelectorAll('link[data-deferred-href]').forEach(function(l){steps.push(function(){l.href=l.getAttribute('data-deferred-href');l.removeAttribute('data-deferred-href');l.rel='modulepreload'})});document.querySelectorAll('script[data-deferred-src]').forEach(function(p){steps.push(function(){var s=document.createElement('script');s.type='module';s.async=true;s.src=p.getAttribute('data-deferred-src');p.replaceWith(s)})});function next(){var step=steps.shift();if(!step)return;step();setTimeout(next,0)}function later(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(next,0)})})}if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',later);else later();document.currentScript.remove()})();`;
  return html
    .replace(/<link rel="modulepreload" href="([^"]+)"/g, '<link data-deferred-href="$1"')
    .replace(
      entryPattern,
      `<script type="text/x-deferred-module" data-deferred-src="${entry}"></script><script>${loader}</script>`,
    );
}

const deferScripts = process.env.SITE_CLIENT_RUNTIME !== 'react';

/** `/insights/psp-agnostic` → `insights/psp-agnostic/index.html`; `/` → `index.html`. */
export function htmlFileFor(path) {
  return path === '/' ? 'index.html' : `${path.replace(/^\/+|\/+$/g, '')}/index.html`;
}

/** Candidate route files for a path, following the flat file layout used in src/routes. */
function routeFilesFor(path) {
  if (path === '/') return ['index.tsx'];
  const trimmed = path.replace(/^\/+/, '');
  return [`${trimmed}.tsx`, `${trimmed}/index.tsx`];
}

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

/**
 * The stylesheets, module preloads and entry script of the page at `path`. `pageModules`: the manifest keys of the
 * modules the page itself loads as it starts (by default, the split component of its route file).
 */
function documentAssets(
  manifest,
  path,
  pageModules = routeFilesFor(path).map((file) => `src/routes/${file}?tsr-split=component`),
) {
  const entry = manifest['src/entry-client.tsx'];
  if (!entry) throw new Error('dist/client/.vite/manifest.json has no src/entry-client.tsx entry');
  const stylesheets = Object.values(manifest)
    .filter((chunk) => chunk.file.endsWith('.css'))
    .map((chunk) => `/${chunk.file}`);
  for (const css of entry.css ?? []) if (!stylesheets.includes(`/${css}`)) stylesheets.push(`/${css}`);
  const preloads = [];
  for (const key of entry.imports ?? []) addWithStaticImports(manifest, key, entry.file, preloads);
  // The entry starts the app with dynamic imports (the router's runtime, the route tree, the document renderer), which
  // every page load runs in turn. Preloading their module graphs with the page's own chunks fetches them all at once,
  // instead of each import fetching its chunks only when the one before it has run (several round trips on a phone).
  for (const key of entry.dynamicImports ?? []) addWithStaticImports(manifest, key, entry.file, preloads);
  for (const key of pageModules) if (manifest[key]) addWithStaticImports(manifest, key, entry.file, preloads);
  return { entryScript: `/${entry.file}`, stylesheets, preloads };
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

async function precompress(clientDir) {
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
  const { render, prerenderRoutes, siteUrl, notFoundProbePath } = await import(serverEntry);
  const manifest = JSON.parse(await readFile(join(clientDir, '.vite/manifest.json'), 'utf8'));

  const cspByPath = {};
  const failures = [];
  for (const route of prerenderRoutes) {
    const response = await render(route.path, documentAssets(manifest, route.path));
    const rendered = await response.text();
    const html = deferScripts ? deferScriptsUntilPainted(rendered) : rendered;
    if (response.status !== 200) failures.push(`${route.path} → HTTP ${response.status}`);
    cspByPath[route.path] = inlineScriptHashes(html);
    const file = join(clientDir, htmlFileFor(route.path));
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, html);
  }
  if (failures.length > 0) throw new Error(`Prerender failed:\n${failures.join('\n')}`);

  const notFound = await render(
    notFoundProbePath,
    documentAssets(manifest, notFoundProbePath, ['src/routes/$.tsx?tsr-split=component']),
  );
  // Served at every unknown path, but rendered (and its router state dehydrated) at the probe path: the browser entry
  // starts the router on that path so that hydration finds the state it was rendered with (src/entry-client.tsx).
  const notFoundRendered = (await notFound.text()).replace(
    '<html ',
    `<html data-prerendered-path="${notFoundProbePath}" `,
  );
  if (!notFoundRendered.includes('data-prerendered-path=')) throw new Error('404.html has no <html> element to mark');
  const notFoundHtml = deferScripts ? deferScriptsUntilPainted(notFoundRendered) : notFoundRendered;
  // The server sends this file with HTTP 404; the document itself must keep crawlers away.
  if (!/<meta name="robots" content="noindex/.test(notFoundHtml))
    throw new Error('404.html is missing its noindex tag');
  cspByPath['/404.html'] = inlineScriptHashes(notFoundHtml);
  await writeFile(join(clientDir, '404.html'), notFoundHtml);

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
  return { pages: prerenderRoutes.length, files, sitemapUrls: indexable.length };
}
