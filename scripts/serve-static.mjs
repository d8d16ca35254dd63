// Minimal static file server for test fixtures (the built Storybook for visual tests). Not the site server.
// Usage: node scripts/serve-static.mjs <dir> <port> [host, default 127.0.0.1]
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const [dirArg, portArg, hostArg = '127.0.0.1'] = process.argv.slice(2);
if (!dirArg || !portArg) {
  console.error('usage: node scripts/serve-static.mjs <dir> <port>');
  process.exit(2);
}
const root = resolve(dirArg);
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  let path = normalize(join(root, decodeURIComponent(url.pathname)));
  if (!path.startsWith(root)) {
    res.writeHead(403).end();
    return;
  }
  try {
    if (statSync(path).isDirectory()) path = join(path, 'index.html');
    statSync(path);
  } catch {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    return;
  }
  res.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' });
  createReadStream(path).pipe(res);
}).listen(Number(portArg), hostArg, () => {
  console.log(`serving ${root} on http://${hostArg}:${portArg}`);
});
