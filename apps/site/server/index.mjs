// Serves the prerendered site (dist/client) with precompressed gzip/brotli, long-lived caching for hashed assets,
// no-cache HTML, a real 404 status and the security headers of server/security-headers.mjs.
// Plain Node on purpose: `pnpm --filter @ardena/site serve` and the root `pnpm start` need no TypeScript build.
import { existsSync, readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { formResultCookie, readFormBody, takeFormResult } from './forms.mjs';
import { baseSecurityHeaders, contentSecurityPolicy } from './security-headers.mjs';

const defaultDistDir = fileURLToPath(new URL('../dist/', import.meta.url));

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

/** Picks the best precompressed variant the client accepts: brotli, then gzip, then identity. */
export function chooseEncoding(acceptEncoding = '') {
  const accepted = acceptEncoding
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || Number.parseFloat(q.split('=')[1] ?? '1') > 0)
    .map(([name]) => name.toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return undefined;
}

/** Maps a URL path to a file under dist/client, refusing anything that escapes it. */
function resolveFile(pathname, clientDir) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const relative = decoded.endsWith('/') ? `${decoded}index.html` : decoded;
  const full = normalize(join(clientDir, relative));
  if (full !== clientDir && !full.startsWith(clientDir.endsWith(sep) ? clientDir : clientDir + sep)) return undefined;
  return full;
}

function safeDecode(pathname) {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

async function isFile(path) {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/**
 * The Supabase origin the built client calls, as the build recorded it (scripts/supabase-target.mjs). Read from the
 * build, never from this process's environment: the bundle has its URL inlined, and a CSP naming any other origin
 * would block every call it makes.
 */
export function builtSupabaseOrigin(dir = defaultDistDir) {
  const file = join(dir, 'supabase.json');
  if (!existsSync(file)) {
    throw new Error(`${file} is missing: this build predates it; run \`pnpm --filter @ardena/site build\` again.`);
  }
  return JSON.parse(readFileSync(file, 'utf8')).connectOrigin;
}

/**
 * How long a client may take: all request headers within `headersMs`, the whole request within `requestMs`; an idle
 * kept-alive connection closes after `keepAliveMs`. Node checks them every `checkEveryMs` (its default, 30 s, would
 * let a silent connection live up to half a minute longer). Only GET and HEAD without bodies are served, so 10 s is
 * generous for any client that is actually sending.
 */
export const siteServerTimeouts = { headersMs: 10_000, requestMs: 15_000, keepAliveMs: 5_000, checkEveryMs: 1_000 };

/** Creates the request handler for a build (default: apps/site/dist); exported so tests can drive it. */
export function createSiteServer({ distDir = defaultDistDir, timeouts = siteServerTimeouts } = {}) {
  const clientDir = join(distDir, 'client');
  if (!existsSync(join(clientDir, 'index.html'))) {
    throw new Error('apps/site/dist/client is missing: run `pnpm --filter @ardena/site build` first.');
  }
  const cspHashes = JSON.parse(readFileSync(join(distDir, 'csp-hashes.json'), 'utf8'));
  const connectOrigin = builtSupabaseOrigin(distDir);
  const cache = new Map();
  // The forms the server answers natively come from the SSR build (src/forms/postedForms.ts): the same rules and copy
  // as the islands. Loaded on the first POST only.
  let formsModule;
  const forms = () => {
    formsModule ??= import(pathToFileURL(join(distDir, 'server/entry-server.js')).href);
    return formsModule;
  };

  async function load(file, encoding) {
    const key = `${file}|${encoding ?? ''}`;
    if (cache.has(key)) return cache.get(key);
    const variant = encoding === 'br' ? `${file}.br` : encoding === 'gzip' ? `${file}.gz` : file;
    const usable = variant !== file && (await isFile(variant)) ? variant : file;
    const body = await readFile(usable);
    const result = { body, encoding: usable === file ? undefined : encoding };
    cache.set(key, result);
    return result;
  }

  const options = {
    headersTimeout: timeouts.headersMs,
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionsCheckingInterval: timeouts.checkEveryMs,
  };
  return createServer(options, async (request, response) => {
    try {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const https = request.headers['x-forwarded-proto'] === 'https';
      const headers = { ...baseSecurityHeaders({ https }), Vary: 'Accept-Encoding' };

      if (request.method === 'POST') {
        // A form posted natively (no JavaScript, or before the early-event contract could hold it). The page's own
        // form is handled and answered with redirect-after-POST: the answer travels in a short-lived cookie naming
        // the outcome only, never the visitor's data, and the page shows it. A post nothing here handles (the sign-in
        // form needs the browser's session) goes back to the page itself, so nothing sits in a URL or the history.
        const pagePath = url.pathname.replace(/\/+$/, '') || '/';
        const fields = await readFormBody(request);
        const flash = fields ? await (await forms()).handlePostedForm(pagePath, fields) : undefined;
        const answer = { ...headers, Location: pagePath, 'Cache-Control': 'no-store', 'Content-Length': '0' };
        if (flash) answer['Set-Cookie'] = formResultCookie(pagePath, flash, https);
        response.writeHead(303, answer);
        response.end();
        return;
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        const page = await load(join(clientDir, '404.html'));
        response.writeHead(405, {
          ...headers,
          Allow: 'GET, HEAD, POST',
          'Content-Type': 'text/html; charset=utf-8',
          'Content-Security-Policy': contentSecurityPolicy({
            scriptHashes: cspHashes['/404.html'] ?? [],
            connectOrigin,
          }),
          'Cache-Control': 'no-store',
        });
        response.end(page.body);
        return;
      }

      // `/index.html` and `/about/index.html` are the same pages as `/` and `/about/`, whose CSP script hashes the
      // build recorded: one canonical address, so no page is ever served under a policy that blocks its scripts.
      if (/(^|\/)index\.html$/i.test(safeDecode(url.pathname))) {
        const canonical = url.pathname.replace(/[^/]*$/, '');
        response.writeHead(301, {
          ...headers,
          Location: `${canonical}${url.search}`,
          'Cache-Control': 'public, max-age=3600',
          'Content-Type': 'text/plain; charset=utf-8',
        });
        response.end(request.method === 'HEAD' ? undefined : `Moved to ${canonical}`);
        return;
      }

      // `/about` and `/about/` both serve about/index.html; nothing under dist/.vite or precompressed twins directly.
      let pathname = url.pathname;
      let file = resolveFile(pathname, clientDir);
      if (file && !extname(pathname) && !(await isFile(file))) {
        file = resolveFile(`${pathname.replace(/\/+$/, '')}/`, clientDir);
        pathname = `${pathname.replace(/\/+$/, '')}/`;
      }
      const hidden = !file || file.includes(`${sep}.vite${sep}`) || /\.(br|gz)$/.test(file);
      let status = 200;
      if (hidden || !(await isFile(file))) {
        status = 404;
        file = join(clientDir, '404.html');
      }

      const type = contentTypes[extname(file)] ?? 'application/octet-stream';
      // The answer to a form this visitor just posted natively goes into the page's result slot, once.
      const flash = type.startsWith('text/html') && status === 200 ? takeFormResult(request) : undefined;
      const result = flash ? (await forms()).renderFormResult(flash) : undefined;
      let { body, encoding } = await load(
        file,
        result ? undefined : chooseEncoding(request.headers['accept-encoding']),
      );
      if (flash) {
        headers['Set-Cookie'] = formResultCookie(pathname.replace(/\/index\.html$|\/+$/g, '') || '/', '', https, 0);
        if (result) {
          const slot = `<div data-form-result="${result.form}"></div>`;
          body = Buffer.from(body.toString('utf8').replace(slot, () => result.html));
        }
      }
      headers['Content-Type'] = type;
      if (encoding) headers['Content-Encoding'] = encoding;
      headers['Content-Length'] = String(body.length);

      if (type.startsWith('text/html')) {
        const pagePath =
          status === 404
            ? '/404.html'
            : pathname === '/'
              ? '/'
              : pathname.replace(/\/index\.html$/, '').replace(/\/+$/, '');
        headers['Content-Security-Policy'] = contentSecurityPolicy({
          scriptHashes: cspHashes[pagePath] ?? [],
          connectOrigin,
        });
        headers['Cache-Control'] = flash ? 'no-store' : 'no-cache';
      } else if (url.pathname.startsWith('/assets/')) {
        // Vite puts a content hash in every file name under /assets, so a changed file is a new URL.
        headers['Cache-Control'] = 'public, max-age=31536000, immutable';
      } else {
        headers['Cache-Control'] = 'public, max-age=3600';
      }

      response.writeHead(status, headers);
      response.end(request.method === 'HEAD' ? undefined : body);
    } catch (error) {
      console.error(error);
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('Internal Server Error');
    }
  });
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === normalize(process.argv[1]);
if (isMain) {
  const host = process.env.HOST || '127.0.0.1';
  const port = Number(process.env.PORT || 4173);
  const server = createSiteServer();
  server.listen(port, host, () => console.log(`Ardena site on http://${host}:${port}`));
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
