// The typeface and the icon set as a browser meets them: linked from every page's head, served with the right type
// and cache policy, allowed by the page's CSP, and drawn on screen (docs/adr/0005-site-typeface.md).
import { attributeIn, content, expect, test, waitForHydration } from './fixtures';

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(body: Buffer): [number, number] {
  expect(body.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [body.readUInt32BE(16), body.readUInt32BE(20)];
}

const paths = [...content.routePaths, '/this/page/does-not-exist'];

test('every page preloads the one font file and links the icon set', async ({ request }) => {
  const fonts = new Set<string>();
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    const preload = html.match(/<link rel="preload"[^>]*as="font"[^>]*>/)?.[0];
    expect(preload, `${path}: font preload`).toBeDefined();
    expect(preload).toContain('type="font/woff2"');
    expect(preload).toContain('crossorigin');
    fonts.add(attributeIn(html, /<link rel="preload"[^>]*as="font"[^>]*>/, 'href') ?? '');
    expect(attributeIn(html, /<link rel="icon"[^>]*type="image\/svg\+xml"[^>]*>/, 'href'), path).toBe('/favicon.svg');
    expect(attributeIn(html, /<link rel="icon"[^>]*sizes="32x32"[^>]*>/, 'href'), path).toBe('/favicon.ico');
    expect(attributeIn(html, /<link rel="apple-touch-icon"[^>]*>/, 'href'), path).toBe('/apple-touch-icon.png');
    expect(attributeIn(html, /<link rel="manifest"[^>]*>/, 'href'), path).toBe('/site.webmanifest');
  }
  // One variable file for every weight.
  expect([...fonts]).toHaveLength(1);
  const [font] = [...fonts];
  expect(font).toMatch(/^\/assets\/.+\.woff2$/);
  const response = await request.get(font ?? '');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('font/woff2');
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // The latin subset only: the whole family with every subset would be several times this.
  expect((await response.body()).length).toBeLessThan(40_000);
});

test('the icons and the manifest are served with their sizes', async ({ request }) => {
  const favicon = await request.get('/favicon.svg');
  expect(favicon.headers()['content-type']).toBe('image/svg+xml');
  // Dark-mode aware: the SVG switches its colours itself.
  expect(await favicon.text()).toContain('prefers-color-scheme:dark');

  const ico = await (await request.get('/favicon.ico')).body();
  // An ICO with one 32 × 32 image, stored as PNG.
  expect([ico.readUInt16LE(2), ico.readUInt16LE(4), ico[6], ico[7]]).toEqual([1, 1, 32, 32]);
  expect(pngSize(ico.subarray(ico.readUInt32LE(18)))).toEqual([32, 32]);

  expect(pngSize(await (await request.get('/apple-touch-icon.png')).body())).toEqual([180, 180]);

  const manifestResponse = await request.get('/site.webmanifest');
  expect(manifestResponse.headers()['content-type']).toBe('application/manifest+json');
  const manifest = (await manifestResponse.json()) as { icons: { src: string; sizes: string; type: string }[] };
  for (const icon of manifest.icons.filter((entry) => entry.type === 'image/png')) {
    const [width, height] = pngSize(await (await request.get(icon.src)).body());
    expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
  }
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
});

test('the page text is drawn in the typeface, and the header and footer show the mark', async ({ page, problems }) => {
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("font-src 'self'");
  await waitForHydration(page);
  const loaded = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family);
  });
  expect(loaded).toContain('Plus Jakarta Sans Variable');
  expect(
    await page.getByRole('heading', { level: 1 }).evaluate((heading) => getComputedStyle(heading).fontFamily),
  ).toMatch(/^"Plus Jakarta Sans Variable"/);
  const home = page.getByRole('banner').getByRole('link', { name: content.layoutLabels.homeLink });
  await expect(home.locator('svg')).toBeVisible();
  const footerLogo = page.getByRole('contentinfo').locator('span:has(> svg)').filter({ hasText: content.brand.name });
  await expect(footerLogo.locator('svg')).toBeVisible();
  expect(problems.errors).toEqual([]);
});
