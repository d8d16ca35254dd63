// The redirect allow-list: globs match like GoTrue's (`.` and `/` are separators, so `*` never crosses a host label
// or a path segment), and a URL with userinfo never receives tokens, whatever the list says.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileGlob } from '../../src/auth/redirect';
import type { RunningServer } from '../../src/index';
import { client, followLink, latestEmail, startTestServer, uniqueEmail } from './harness';

const SITE = 'http://127.0.0.1:4173';
let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer({
    siteUrl: SITE,
    rateLimits: 'off',
    env: { ADDITIONAL_REDIRECT_URLS: 'https://app.example*, https://*.preview.example/**, myapp://callback' },
  });
});
afterAll(async () => {
  await server?.stop();
});

/** Where the emailed magic link, requested with this redirect_to, finally sends the browser (and its tokens). */
async function landingFor(redirectTo: string): Promise<string> {
  const email = uniqueEmail('redirect');
  const { error } = await client(server).supabase.auth.signInWithOtp({
    email,
    options: { emailRedirectTo: redirectTo },
  });
  expect(error).toBeNull();
  const landed = await followLink((await latestEmail(server, email)).link ?? '');
  landed.hash = '';
  return landed.href;
}

describe('redirect allow-list', () => {
  it('a trailing * does not cross into another host, and userinfo is refused', async () => {
    for (const attack of [
      'https://app.example.evil.example/',
      'https://app.example@evil.example/',
      'https://app.example:x@evil.example/',
      'https://app.example/@evil.example/',
    ]) {
      expect(await landingFor(attack), attack).toBe(`${SITE}/`);
    }
  });

  it('still accepts what the entries mean: a port after *, any path after /**, an exact app scheme', async () => {
    expect(await landingFor('https://app.example:8443')).toBe('https://app.example:8443/');
    expect(await landingFor('https://pr-12.preview.example/auth/callback?next=/portal')).toBe(
      'https://pr-12.preview.example/auth/callback?next=/portal',
    );
    expect(await landingFor('https://a.b.preview.example/')).toBe(`${SITE}/`);
    expect(await landingFor('myapp://callback')).toBe('myapp://callback');
    expect(await landingFor(`${SITE}/portal`)).toBe(`${SITE}/portal`);
  });

  it('compiles gobwas-style globs: separators, classes, alternatives and escapes', () => {
    expect(compileGlob('https://*.example/').test('https://a.example/')).toBe(true);
    expect(compileGlob('https://*.example/').test('https://a.b.example/')).toBe(false);
    expect(compileGlob('https://**.example/').test('https://a.b.example/')).toBe(true);
    expect(compileGlob('https://?.example/').test('https://ab.example/')).toBe(false);
    expect(compileGlob('https://[a-c].example/').test('https://b.example/')).toBe(true);
    expect(compileGlob('https://[!a-c].example/').test('https://b.example/')).toBe(false);
    expect(compileGlob('https://{www,app}.example/').test('https://app.example/')).toBe(true);
    expect(compileGlob('https://{www,app}.example/').test('https://api.example/')).toBe(false);
    expect(compileGlob('https://app.example/\\*').test('https://app.example/*')).toBe(true);
    expect(compileGlob('https://app.example/\\*').test('https://app.example/x')).toBe(false);
    expect(() => compileGlob('https://{a,b.example/')).toThrow();
  });
});
