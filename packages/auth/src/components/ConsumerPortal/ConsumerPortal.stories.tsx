import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  consumerProfile,
  consumerUser,
  defaultHandlers,
  profileHandlers,
  sampleTransactions,
  transactionHandlers,
} from '../../testing/fakeSupabase';
import { withFakeAuth } from '../../testing/storyAuth';
import { ConsumerPortal } from './ConsumerPortal';

const meta = {
  title: 'Auth/ConsumerPortal',
  component: ConsumerPortal,
  decorators: [withFakeAuth],
  args: { onSignedOut: fn(), timeZone: 'UTC', contactHref: 'mailto:support@example.com?subject=Missing%20transaction' },
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: { ...defaultHandlers(), transactions: transactionHandlers(sampleTransactions(12)) } },
    auth: { user: consumerUser },
  },
} satisfies Meta<typeof ConsumerPortal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Welcome back, Mia!' })).toBeVisible();
    await expect(canvas.getByText('Consumer Portal')).toBeVisible();
    await expect(await canvas.findAllByText('Albert Heijn')).not.toHaveLength(0);
    await expect(canvas.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
    await expect(canvas.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { transactions: transactionHandlers('slow') } } },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { transactions: transactionHandlers([]) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No Transactions Yet')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  },
};

export const Paging: Story = {
  parameters: { msw: { handlers: { transactions: transactionHandlers(sampleTransactions(60)) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByText('Card payment 2')).not.toHaveLength(0);
    await userEvent.click(canvas.getByRole('button', { name: /next/i }));
    await expect(await canvas.findAllByText('Card payment 27')).not.toHaveLength(0);
    await expect(canvas.queryAllByText('Card payment 2')).toHaveLength(0);
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: { transactions: transactionHandlers('error') } } },
  play: async () => {
    // Once in the table's error state and once in the destructive notification.
    await waitFor(
      () => expect(within(document.body).getAllByText('Failed to load transactions').length).toBeGreaterThanOrEqual(2),
      { timeout: 5000 },
    );
  },
};

export const WithoutFirstName: Story = {
  parameters: { msw: { handlers: { profile: profileHandlers({ ...consumerProfile, first_name: null }) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Welcome back, User!' })).toBeVisible();
  },
};

export const SignOut: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(args.onSignedOut).toHaveBeenCalled());
    await expect(await within(document.body).findByText("You've been signed out successfully.")).toBeVisible();
  },
};
