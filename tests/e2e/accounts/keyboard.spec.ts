import { test } from '../public/fixtures';
import { accountMenuButton, createConfirmedUser, demoPassword, expect, notification, tabTo } from './helpers';

// One whole journey with the keyboard alone (Login from the header, sign in, the portal, sign out from the account
// menu), on a desktop window and on a 390 px wide phone, where the header's links sit behind the menu button.
for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: '390 px phone', width: 390, height: 844 },
] as const) {
  test.describe(viewport.name, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    // A whole journey (fresh account, sign-in, portal, sign-out) one key at a time.
    test.describe.configure({ timeout: 60_000 });

    test('sign in, use the portal and sign out with the keyboard only', async ({ page, problems }) => {
      const { email } = await createConfirmedUser('consumer', 'Kim');
      const phone = viewport.width < 500;
      const banner = page.getByRole('banner');
      const openHeaderMenu = async () => {
        if (!phone) return;
        const menuButton = banner.getByRole('button', { name: 'Open menu' });
        await tabTo(page, menuButton);
        await page.keyboard.press('Enter');
        await expect(banner.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
      };

      await page.goto('/');
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      await openHeaderMenu();
      await tabTo(page, banner.getByRole('link', { name: 'Login' }).filter({ visible: true }));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL('/auth?tab=signin');
      await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');

      await tabTo(page, page.getByLabel('Email'));
      await page.keyboard.type(email);
      await tabTo(page, page.getByLabel('Password', { exact: true }));
      await page.keyboard.type(demoPassword);
      await page.keyboard.press('Enter');
      await expect(notification(page, 'Welcome back!')).toBeVisible();
      await expect(page).toHaveURL('/consumer-portal');
      await expect(page.getByRole('heading', { name: 'Welcome back, Kim!' })).toBeVisible();
      await expect(page.getByText('No Transactions Yet')).toBeVisible();

      if (phone && (await banner.getByRole('button', { name: 'Open menu' }).isVisible())) await openHeaderMenu();
      const accountMenu = accountMenuButton(page, 'Kim Tester').filter({ visible: true });
      await tabTo(page, accountMenu);
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu');
      await expect(menu.getByRole('menuitem', { name: 'Consumer Portal' })).toBeVisible();
      await page.keyboard.press('End');
      await expect(menu.getByRole('menuitem', { name: 'Sign out' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(notification(page, 'Signed out')).toBeVisible();
      await expect(page).toHaveURL('/');
      expect(problems.errors).toEqual([]);
    });
  });
}
