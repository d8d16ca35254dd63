// The peer measured side by side with the site: the public repository Shamilakhan936/Auto-float (a Vite + React 18
// SPA on supabase-js). Its code stays outside this repository: point PEER_DIR (or the first argument) at a checkout.
//
//   node bench/peer.mjs <dir>     npm install + vite build against the local backend, then gzip/brotli twins
//                                 (needs the npm registry: run it outside a network namespace)
//   startPeer(dir)                (node bench/peer.mjs --serve <dir>, a process of its own) serves <dir>/dist as our server serves our build: precompressed twins by
//                                 Accept-Encoding, immutable /assets/, no-cache HTML, and the SPA fallback (index.html
//                                 for every path that is not a file)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompress } from '../apps/site/scripts/prerender.mjs';
import { chooseEncoding } from '../apps/site/server/index.mjs';

/** The build the issue prescribes: the peer's supabase-js pointed at the local backend, with a dummy public key. */
export const peerBuildEnv = {
  VITE_SUPABASE_URL: 'http://127.0.0.1:54321',
  VITE_SUPABASE_PUBLISHABLE_KEY: 'dummy',
};

/** Written into dist/ after a build, so a later run knows the build is ours and made with `peerBuildEnv`. */
const stampFile = '.ardena-bench.json';

/** The peer's pages the bench drives, and where its sign-in form's fields are (src/components/auth/SignInForm). */
export const peerPages = {
  home: '/',
  signIn: '/auth',
  fields: { email: '#email', password: '#password' },
};

/** The peer's checkout from PEER_DIR or the first argument, or undefined when neither is given. */
export function peerDirFromEnv(env = process.env) {
  const dir = env.PEER_DIR?.trim();
  return dir ? resolve(dir) : undefined;
}

function isPrepared(dir) {
  const stamp = join(dir, 'dist', stampFile);
  if (!existsSync(stamp) || !existsSync(join(dir, 'dist/index.html'))) return false;
  try {
    return JSON.stringify(JSON.parse(readFileSync(stamp, 'utf8')).env) === JSON.stringify(peerBuildEnv);
  } catch {
    return false;
  }
}

function run(command, args, cwd, env = {}) {
  console.log(`peer: ${command} ${args.join(' ')} (in ${cwd})`);
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`peer: \`${command} ${args.join(' ')}\` failed (exit ${result.status})`);
}

/**
 * Installs and builds the peer in `dir` unless its dist/ already holds a build made here with `peerBuildEnv`
 * (`force` rebuilds), then writes the compressed twins. `npm install` needs the registry.
 */
export async function preparePeer(dir, { force = false } = {}) {
  if (!existsSync(join(dir, 'package.json')) || !existsSync(join(dir, 'vite.config.ts'))) {
    throw new Error(`peer: ${dir} is not a checkout of Shamilakhan936/Auto-float (no package.json / vite.config.ts)`);
  }
  if (!force && isPrepared(dir)) return;
  if (force || !existsSync(join(dir, 'node_modules/.bin/vite')))
    run('npm', ['install', '--no-audit', '--no-fund'], dir);
  // Variables already in the environment win over the checkout's own .env (Vite's rule), so the bundle calls the
  // local backend.
  run('npx', ['vite', 'build'], dir, peerBuildEnv);
  const files = await precompress(join(dir, 'dist'));
  writeFileSync(join(dir, 'dist', stampFile), `${JSON.stringify({ env: peerBuildEnv, files }, null, 2)}\n`);
}

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

async function isFile(path) {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/**
 * The peer's dist/ served like our build (apps/site/server/index.mjs): the same encoding choice, precompressed twins,
 * the same caching, over HTTP/1.1 with keep-alive. Unknown paths get index.html with 200, as an SPA host does.
 */
export function createPeerServer(distDir) {
  const root = resolve(distDir);
  const cache = new Map();
  async function load(file, encoding) {
    const key = `${file}|${encoding ?? ''}`;
    if (!cache.has(key)) {
      const variant = encoding === 'br' ? `${file}.br` : encoding === 'gzip' ? `${file}.gz` : file;
      const usable = variant !== file && (await isFile(variant)) ? variant : file;
      cache.set(key, { body: await readFile(usable), encoding: usable === file ? undefined : encoding });
    }
    return cache.get(key);
  }
  return createServer(async (request, response) => {
    try {
      const url = new URL(request.url ?? '/', 'http://localhost');
      let pathname;
      try {
        pathname = decodeURIComponent(url.pathname);
      } catch {
        pathname = '/';
      }
      let file = normalize(join(root, pathname.endsWith('/') ? `${pathname}index.html` : pathname));
      const inside = file.startsWith(root + sep) && !/\.(br|gz)$/.test(file) && !file.endsWith(stampFile);
      if (!inside || !(await isFile(file))) {
        if (extname(pathname)) {
          response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
          return;
        }
        file = join(root, 'index.html');
      }
      const type = contentTypes[extname(file)] ?? 'application/octet-stream';
      const { body, encoding } = await load(file, chooseEncoding(request.headers['accept-encoding']));
      const headers = { 'Content-Type': type, 'Content-Length': String(body.length), Vary: 'Accept-Encoding' };
      if (encoding) headers['Content-Encoding'] = encoding;
      if (type.startsWith('text/html')) headers['Cache-Control'] = 'no-cache';
      else if (url.pathname.startsWith('/assets/')) headers['Cache-Control'] = 'public, max-age=31536000, immutable';
      else headers['Cache-Control'] = 'public, max-age=3600';
      response.writeHead(200, headers);
      response.end(request.method === 'HEAD' ? undefined : body);
    } catch (error) {
      console.error(error);
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('Internal Server Error');
    }
  });
}

/**
 * Serves the prepared peer on a free port of 127.0.0.1, in a process of its own as our site's server runs (so
 * neither side shares the bench's event loop); fails clearly when the checkout has not been prepared.
 */
export async function startPeer(dir) {
  if (!isPrepared(dir)) {
    throw new Error(
      `peer: ${dir}/dist is not a build for the local backend. Prepare it first, where the npm registry is reachable: ` +
        `node bench/peer.mjs ${dir}`,
    );
  }
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--serve', dir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const origin = await new Promise((resolveOrigin, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /serving .* on (http:\/\/\S+)/.exec(output);
      if (match) resolveOrigin(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`peer: server exited (${code})`)));
  });
  return {
    origin,
    distDir: join(dir, 'dist'),
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1]) && process.argv[2] === '--serve') {
  const dir = resolve(process.argv[3]);
  const server = createPeerServer(join(dir, 'dist'));
  server.listen(0, '127.0.0.1', () =>
    console.log(`peer: serving ${dir}/dist on http://127.0.0.1:${server.address().port}`),
  );
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
} else if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const dir = process.argv[2] ? resolve(process.argv[2]) : peerDirFromEnv();
  if (!dir) {
    console.error('usage: node bench/peer.mjs <checkout of Shamilakhan936/Auto-float>  (or set PEER_DIR)');
    process.exit(2);
  }
  await preparePeer(dir, { force: process.argv.includes('--rebuild') });
  console.log(`peer: ${dir}/dist is ready for \`PEER_DIR=${dir} pnpm bench throttled\``);
}
