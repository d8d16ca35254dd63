import { content, expect, test, waitForHydration } from './fixtures';

const { searchCopy, searchContent, fixedSearchItems } = content;

test('the header search opens a dialog that prompts, matches case-insensitively and shows type badges', async ({
  page,
  problems,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('banner').getByRole('button', { name: content.searchTrigger.label }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const input = dialog.getByRole('combobox', { name: searchCopy.inputLabel });
  await expect(input).toBeFocused();
  await expect(dialog.getByText(searchCopy.empty)).toBeVisible();

  await input.fill('SETTLEMENT');
  const expected = searchContent('settlement');
  expect(expected.length).toBeGreaterThan(0);
  const options = dialog.getByRole('option');
  await expect(options).toHaveCount(expected.length);
  for (const [index, item] of expected.entries()) {
    await expect(options.nth(index)).toContainText(item.title);
    await expect(options.nth(index)).toContainText(item.type);
  }
  expect(problems.errors).toEqual([]);
});

test('no match shows the query and a hint', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.keyboard.press('/');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox').fill('zzqx');
  await expect(dialog.getByText(searchCopy.noResults('zzqx'))).toBeVisible();
  await expect(dialog.getByText(searchCopy.noResultsHint)).toBeVisible();
});

test('keyboard: Ctrl+K opens, arrows move, Enter opens the result, Escape closes and returns focus', async ({
  page,
  problems,
}) => {
  await page.goto('/about');
  await waitForHydration(page);
  const trigger = page.getByRole('banner').getByRole('button', { name: content.searchTrigger.label });
  await trigger.focus();
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();

  await page.keyboard.press('Control+k');
  const guide = fixedSearchItems.find((item) => item.href === '/insights/platform-api-guide');
  expect(guide).toBeDefined();
  await page.keyboard.type('api');
  const results = searchContent('api');
  const target = results.findIndex((item) => item.href === guide?.href);
  expect(target).toBeGreaterThanOrEqual(0);
  for (let step = 0; step < target; step += 1) await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('option').nth(target)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/insights\/platform-api-guide$/);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(guide?.title ?? '');
  expect(problems.errors).toEqual([]);
});

test('the fixed list holds the spec’s eight articles and pages', () => {
  expect(fixedSearchItems).toHaveLength(8);
});
