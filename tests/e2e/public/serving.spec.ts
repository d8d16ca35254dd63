import { apiUrl } from '../stack';
import { expect, test } from './fixtures';

test('HTML is served with the security headers and a hash-only script policy', async ({ request }) => {
  const response = await request.get('/', { headers: { 'Accept-Encoding': 'br, gzip' } });
  const headers = response.headers();
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  expect(csp.split(';').find((directive) => directive.trim().startsWith('script-src'))).not.toContain('unsafe-inline');
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain(`connect-src 'self' ${new URL(apiUrl).origin}`);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['permissions-policy']).toContain('payment=()');
  expect(headers['cache-control']).toBe('no-cache');
  expect(headers['content-encoding']).toBe('br');
  expect(headers['strict-transport-security']).toBeUndefined();
});

test('HSTS is sent when the request arrived over HTTPS', async ({ request }) => {
  const response = await request.get('/', { headers: { 'X-Forwarded-Proto': 'https' } });
  expect(response.headers()['strict-transport-security']).toContain('max-age=');
});

test('hashed assets are immutable and precompressed with gzip and brotli', async ({ request }) => {
  // The entry script as the page names it (the router drops its script element from the live DOM once it has run).
  const html = await (await request.get('/')).text();
  const script = html.match(/<script type="module" src="(\/assets\/[^"]+)"/)?.[1];
  expect(script).toBeTruthy();
  const gzip = await request.get(script ?? '', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  expect(gzip.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const brotli = await request.get(script ?? '', { headers: { 'Accept-Encoding': 'br' } });
  expect(brotli.headers()['content-encoding']).toBe('br');
  expect(brotli.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // A shared cache keeps one copy per encoding, and a client that accepts none gets the file itself.
  for (const answer of [gzip, brotli]) expect(answer.headers().vary).toContain('Accept-Encoding');
  const identity = await request.get(script ?? '', { headers: { 'Accept-Encoding': 'identity' } });
  expect(identity.headers()['content-encoding']).toBeUndefined();
  expect(identity.headers().vary).toContain('Accept-Encoding');
  expect((await identity.body()).toString('utf8')).toBe((await brotli.body()).toString('utf8'));
});

test('every inline script of a page is allowed by its own policy', async ({ page, problems }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  for (const path of ['/', '/insights', '/auth', '/careers/product-designer']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(violations).toEqual([]);
  expect(problems.errors).toEqual([]);
});
