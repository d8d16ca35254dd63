// Smaller findings of issue 28 on public pages: one Open Graph image per page, drawn from its title at build time;
// /insights in a grid that fits its cards and without an unknown ?category= in the address; no keyboard hints in the
// search dialog on a phone.
import { content, expect, test, waitForHydration } from './fixtures';

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(body: Buffer): [number, number] {
  expect(body.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [body.readUInt32BE(16), body.readUInt32BE(20)];
}

function metaContent(html: string, attribute: 'property' | 'name', key: string): string[] {
  const pattern = new RegExp(`<meta ${attribute}="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)"`, 'g');
  return [...html.matchAll(pattern)].map((match) => match[1] ?? '');
}

test('every page has one Open Graph image of 1200×630, its own, named in the Twitter card too', async ({ request }) => {
  const images = new Set<string>();
  for (const path of content.routePaths) {
    const html = await (await request.get(path)).text();
    const [image, ...more] = metaContent(html, 'property', 'og:image');
    expect(image, `${path}: og:image`).toBeDefined();
    expect(more, `${path}: one og:image`).toEqual([]);
    expect(image).toMatch(/^https?:\/\/[^/]+\/og\/[a-z0-9-]+\.png$/);
    expect(metaContent(html, 'property', 'og:image:width')).toEqual(['1200']);
    expect(metaContent(html, 'property', 'og:image:height')).toEqual(['630']);
    expect(metaContent(html, 'property', 'og:image:alt')[0]?.length).toBeGreaterThan(0);
    expect(metaContent(html, 'name', 'twitter:image')).toEqual([image]);
    expect(metaContent(html, 'name', 'twitter:card')).toEqual(['summary_large_image']);
    const title = html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '';
    expect(title.length, `${path}: title within 60 characters`).toBeLessThanOrEqual(60);
    images.add(new URL(image ?? '').pathname);
  }
  expect(images.size).toBe(content.routePaths.length);
  const sizes = new Set<number>();
  for (const path of images) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    const body = await response.body();
    expect(pngSize(body)).toEqual([1200, 630]);
    sizes.add(body.length);
  }
  // Each drawn from its own title: no two files alike.
  expect(sizes.size).toBeGreaterThan(content.routePaths.length * 0.9);
});

test('the image shows the page’s title', async ({ page, request }) => {
  const html = await (await request.get('/security')).text();
  const image = new URL(metaContent(html, 'property', 'og:image')[0] ?? '').pathname;
  await page.goto(image);
  // Chromium shows a PNG as an <img>: at least it decodes at its size (the title drawn into it is checked by eye in
  // the build's output; the pixels differ per page, checked above).
  const size = await page.locator('img').evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
  expect(size).toEqual([1200, 630]);
});

for (const width of [1280, 1024]) {
  test(`at ${width} px /insights lays two articles in two columns, not a three-column grid`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/insights');
    await waitForHydration(page);
    const cards = page.getByRole('tabpanel').getByRole('article');
    await expect(cards).toHaveCount(content.insightsInCategory('articles').length);
    const columns = await page
      .getByRole('tabpanel')
      .getByRole('list')
      .first()
      .evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(2);
    const boxes = await cards.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect()));
    const panel = await page.getByRole('tabpanel').boundingBox();
    // The two cards fill the row between them.
    const filled = boxes.reduce((sum, box) => sum + box.width, 0);
    expect(filled).toBeGreaterThan((panel?.width ?? 0) * 0.9);
  });
}

test('an unknown ?category= is taken out of the address', async ({ page }) => {
  await page.goto('/insights?category=bogus');
  await waitForHydration(page);
  await expect(page).toHaveURL(/\/insights$/);
  await expect(page.getByRole('tab', { name: 'Articles' })).toHaveAttribute('aria-selected', 'true');
});

test('at 390 px the search dialog shows no keyboard hints', async ({ page, problems }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('banner').getByRole('button', { name: content.layoutLabels.openMenu }).click();
  await page.getByRole('button', { name: content.searchTrigger.label }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('combobox')).toBeFocused();
  expect(
    await dialog.locator('kbd').evaluateAll((keys) => keys.filter((key) => key.getClientRects().length > 0).length),
  ).toBe(0);
  // From a wider window with a keyboard the hints are there.
  await page.setViewportSize({ width: 1280, height: 844 });
  await expect(dialog.locator('kbd').first()).toBeVisible();
  expect(problems.errors).toEqual([]);
});
