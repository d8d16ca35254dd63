import { attributeIn, content, decodeEntities, expect, test, waitForHydration } from './fixtures';

test('an unknown path answers HTTP 404 with a noindex page and links back', async ({ page, request, problems }) => {
  const raw = await request.get('/this/page/does-not-exist');
  expect(raw.status()).toBe(404);
  const html = await raw.text();
  expect(decodeEntities(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '')).toBe(content.notFoundSeo.title);
  expect(attributeIn(html, /<meta name="robots"[^>]*>/, 'content')).toContain('noindex');
  expect(html).not.toContain('rel="canonical"');

  const response = await page.goto('/this/page/does-not-exist');
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: content.notFoundPage.title })).toBeVisible();
  for (const link of content.notFoundPage.links) {
    await expect(page.getByRole('main').getByRole('link', { name: link.label })).toHaveAttribute('href', link.href);
  }
  await page.getByRole('main').getByRole('link', { name: content.notFoundPage.links[0].label }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  // Chromium logs the 404 document itself as a failed resource; that status is the point of this page.
  const documentNotFound = /Failed to load resource: the server responded with a status of 404/;
  expect(problems.errors.filter((error) => documentNotFound.test(error))).toHaveLength(1);
  expect(problems.errors.filter((error) => !documentNotFound.test(error))).toEqual([]);
  problems.errors.length = 0;
});
