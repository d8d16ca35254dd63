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

// The not-found page is one file rendered at a probe path; the browser starts its router there and then puts the
// visitor's address back (apps/site/src/entry-client.tsx). A second unknown page in the same tab, with every script
// already cached, once locked the page up while it hydrated.
test('an unknown path opened after other pages hydrates, keeps its address and its links work', async ({
  page,
  problems,
}) => {
  await page.goto('/about');
  await waitForHydration(page);
  for (const path of ['/no-such-page', '/another/missing/page?ref=mail#top']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: content.notFoundPage.title })).toBeVisible();
    expect(new URL(page.url()).pathname + new URL(page.url()).search + new URL(page.url()).hash).toBe(path);
  }
  await page.getByRole('main').getByRole('link', { name: content.notFoundPage.links[1].label }).click();
  await expect(page).toHaveURL(/\/solutions$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await page.goBack();
  await expect(page).toHaveURL(/\/another\/missing\/page\?ref=mail#top$/);
  await expect(page.getByRole('heading', { level: 1, name: content.notFoundPage.title })).toBeVisible();
  const documentNotFound = /Failed to load resource: the server responded with a status of 404/;
  expect(problems.errors.filter((error) => !documentNotFound.test(error))).toEqual([]);
  problems.errors.length = 0;
});

// Each content family is one `$slug` route; a slug content does not list is the not-found page, with its status.
for (const family of ['/insights', '/solutions', '/who-we-serve', '/careers']) {
  test(`an unknown slug under ${family} answers HTTP 404 with the not-found page`, async ({
    page,
    request,
    problems,
  }) => {
    const path = `${family}/no-such-page`;
    const raw = await request.get(path);
    expect(raw.status()).toBe(404);
    expect(decodeEntities((await raw.text()).match(/<title>([^<]*)<\/title>/)?.[1] ?? '')).toBe(
      content.notFoundSeo.title,
    );

    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: content.notFoundPage.title })).toBeVisible();
    await expect(page).toHaveTitle(content.notFoundSeo.title);
    expect(new URL(page.url()).pathname).toBe(path);
    // The family's overview is still a page of its own.
    await page.goto(family);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: content.notFoundPage.title })).toHaveCount(0);
    const documentNotFound = /Failed to load resource: the server responded with a status of 404/;
    expect(problems.errors.filter((error) => !documentNotFound.test(error))).toEqual([]);
    problems.errors.length = 0;
  });
}
