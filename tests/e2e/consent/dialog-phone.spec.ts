// The preferences dialog on a phone (390×844): its categories scroll, its three actions stay on screen.
import { expect, test, waitForHydration } from '../public/fixtures';
import { banner, preferencesDialog } from './consent';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('Save, Reject All and Accept All are on screen when the preferences open at 390×844', async ({
  page,
  problems,
}) => {
  await page.goto('/about');
  await waitForHydration(page);
  await banner(page).getByRole('button', { name: 'Customize' }).tap();
  const dialog = preferencesDialog(page);
  await expect(dialog).toBeVisible();
  for (const name of ['Save Preferences', 'Reject All', 'Accept All']) {
    const button = dialog.getByRole('button', { name, exact: true });
    await expect(button).toBeInViewport({ ratio: 1 });
    const box = await button.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(844);
  }
  // Still there after the categories are scrolled to the end, and usable.
  await dialog.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
  await expect(dialog.getByRole('button', { name: 'Save Preferences' })).toBeInViewport({ ratio: 1 });
  await dialog.getByRole('button', { name: 'Reject All', exact: true }).tap();
  await expect(dialog).toBeHidden();
  expect(problems.errors).toEqual([]);
});
