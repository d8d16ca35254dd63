import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  businessProfile,
  businessUser,
  consumerUser,
  defaultHandlers,
  profileHandlers,
} from '../../testing/fakeSupabase';
import { withFakeAuth } from '../../testing/storyAuth';
import { AccountMenu } from './AccountMenu';

const meta = {
  title: 'Auth/AccountMenu',
  component: AccountMenu,
  decorators: [withFakeAuth],
  args: { onSignedOut: fn(), onSettings: fn() },
  parameters: { msw: { handlers: defaultHandlers() }, auth: { user: consumerUser } },
} satisfies Meta<typeof AccountMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

/**
 * Stories that end with the menu open check the menu with axe: Radix hides the rest of the page from assistive
 * technology while a modal menu is open (the focus trap keeps focus in the menu), and the notification region the
 * decorator adds keeps focusable proxies in that hidden part, which axe reports as `aria-hidden-focus`.
 */
const axeOnOpenMenu = { a11y: { context: '[role="menu"]' } };

export const Basic: Story = {
  parameters: axeOnOpenMenu,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Mia Jansen/ }, { timeout: 15_000 }));
    const menu = await page().findByRole('menu');
    await expect(menu).toHaveTextContent('mia.jansen@example.com');
    await expect(within(menu).getByRole('menuitem', { name: /Consumer Portal/ })).toHaveAttribute('href', '/account');
  },
};

/** Escape closes the menu and focus returns to the account button. */
export const EscapeCloses: Story = {
  tags: ['flow-dismisses'],
  play: async ({ canvas }) => {
    const trigger = await canvas.findByRole('button', { name: /Mia Jansen/ }, { timeout: 15_000 });
    await userEvent.click(trigger);
    await page().findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const Business: Story = {
  parameters: {
    ...axeOnOpenMenu,
    auth: { user: businessUser },
    msw: { handlers: { profile: profileHandlers(businessProfile) } },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Tomas Berg/ }, { timeout: 15_000 }));
    const menu = await page().findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: /Business Portal/ })).toHaveAttribute('href', '/business');
  },
};

export const SignOut: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Mia Jansen/ }));
    await userEvent.click(await page().findByRole('menuitem', { name: /Sign out/i }));
    await waitFor(() => expect(args.onSignedOut).toHaveBeenCalled());
    await expect(await page().findByText('Signed out')).toBeVisible();
  },
};

/** Signed out: the menu renders nothing, so the header around it shows only its other parts. */
export const SignedOut: Story = {
  parameters: { auth: { user: null } },
  decorators: [
    (Story) => (
      <header style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '1rem' }}>
        <strong>Ardena</strong>
        <Story />
      </header>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toHaveTextContent('Ardena');
    await expect(canvas.queryByRole('button', { name: /Mia Jansen/ })).not.toBeInTheDocument();
  },
};

/** Another product's wording through `labels`: the portal entry reads as given. */
export const CustomLabels: Story = {
  args: { labels: { consumerPortal: 'My payments' } },
  parameters: axeOnOpenMenu,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Mia Jansen/ }, { timeout: 15_000 }));
    const menu = await page().findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: /My payments/ })).toHaveAttribute('href', '/account');
    await expect(within(menu).queryByRole('menuitem', { name: /Consumer Portal/ })).not.toBeInTheDocument();
  },
};

/** The app's own paths, given once to `AuthProvider` as `routes`: the portal entry links to the app's portal. */
export const AppRoutes: Story = {
  parameters: {
    ...axeOnOpenMenu,
    auth: { user: consumerUser, routes: { signIn: '/login', portals: { consumer: '/wallet', business: '/company' } } },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Mia Jansen/ }, { timeout: 15_000 }));
    const menu = await page().findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: /Consumer Portal/ })).toHaveAttribute('href', '/wallet');
  },
};
