import { content, expect, test, waitForHydration } from './fixtures';

const { insightCategories, insightsInCategory } = content;

test('Articles is the default tab and lists its articles with dates and read times', async ({ page, problems }) => {
  await page.goto('/insights');
  await waitForHydration(page);
  await expect(page.getByRole('tab', { name: 'Articles' })).toHaveAttribute('aria-selected', 'true');
  for (const article of insightsInCategory('articles')) {
    const card = page.getByRole('article').filter({ hasText: article.title });
    await expect(card).toContainText(article.displayDate);
    await expect(card).toContainText(article.readTime);
  }
  expect(problems.errors).toEqual([]);
});

test('choosing a tab keeps the category in ?category= and shows only that category', async ({ page, problems }) => {
  await page.goto('/insights');
  await waitForHydration(page);
  // Articles is already selected, so start from the others and come back to it.
  for (const category of [...insightCategories.slice(1), insightCategories[0]]) {
    await page.getByRole('tab', { name: category.label }).click();
    await expect(page).toHaveURL(new RegExp(`\\?category=${category.id}$`));
    await expect(page.getByRole('tab', { name: category.label })).toHaveAttribute('aria-selected', 'true');
    const expected = insightsInCategory(category.id);
    await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(expected.length);
    for (const article of expected) {
      await expect(page.getByRole('tabpanel').getByRole('heading', { name: article.title })).toBeVisible();
    }
  }
  expect(problems.errors).toEqual([]);
});

test('a category in the URL selects its tab in the prerendered HTML and after hydration', async ({ page, request }) => {
  await page.goto('/insights?category=case-studies');
  await waitForHydration(page);
  await expect(page.getByRole('tab', { name: 'Case Studies' })).toHaveAttribute('aria-selected', 'true');
  for (const article of insightsInCategory('case-studies')) {
    await expect(page.getByRole('tabpanel').getByText(article.title)).toBeVisible();
  }
  const html = await (await request.get('/insights')).text();
  for (const article of insightsInCategory('articles')) expect(html).toContain(article.displayDate);
});

test('an unknown category falls back to Articles', async ({ page }) => {
  await page.goto('/insights?category=podcasts');
  await waitForHydration(page);
  await expect(page.getByRole('tab', { name: 'Articles' })).toHaveAttribute('aria-selected', 'true');
});

test('keyboard: arrow keys move between tabs and update the URL', async ({ page }) => {
  await page.goto('/insights');
  await waitForHydration(page);
  await page.getByRole('tab', { name: 'Articles' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Case Studies' })).toBeFocused();
  await expect(page).toHaveURL(/category=case-studies/);
});

// The newsletter box (validation, stored subscription, duplicate): tests/e2e/accounts/inserts.spec.ts.
