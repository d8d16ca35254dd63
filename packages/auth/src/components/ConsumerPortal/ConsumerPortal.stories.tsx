import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  consumerProfile,
  consumerUser,
  defaultHandlers,
  longTransactions,
  profileHandlers,
  sampleTransactions,
  transactionHandlers,
} from '../../testing/fakeSupabase';
import { expectHandledRequest, withFakeAuth } from '../../testing/storyAuth';
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

const transactionsPath = '/rest/v1/transactions';

/** Populated: a page of transactions from the backend, the CSV download ready. */
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
    await expectHandledRequest('GET', transactionsPath, 200);
  },
};

/** The transactions request is on its way (the backend holds it): the table's loading rows. */
export const Loading: Story = {
  parameters: { msw: { handlers: { transactions: transactionHandlers('slow') } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    await expectHandledRequest('GET', transactionsPath, 'pending');
  },
};

/** A slow answer (three seconds): loading rows first, then the transactions. */
export const Slow: Story = {
  parameters: {
    msw: { handlers: { transactions: transactionHandlers(sampleTransactions(12), { delayMs: 3000 }) } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(await canvas.findAllByText('Albert Heijn', {}, { timeout: 10_000 })).not.toHaveLength(0);
    await expectHandledRequest('GET', transactionsPath, 200);
  },
};

/** No transactions yet: the empty state, and nothing to download. */
export const Empty: Story = {
  parameters: { msw: { handlers: { transactions: transactionHandlers([]) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No Transactions Yet')).toBeVisible();
    await expect(canvas.getByText('When you make or receive a payment, it will appear here.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    await expectHandledRequest('GET', transactionsPath, 200);
  },
};

/** More transactions than a page: the pager, and the next page read from the backend. */
export const Paging: Story = {
  parameters: { msw: { handlers: { transactions: transactionHandlers(sampleTransactions(60)) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByText('Card payment 2')).not.toHaveLength(0);
    await userEvent.click(canvas.getByRole('button', { name: /next/i }));
    await expect(await canvas.findAllByText('Card payment 27')).not.toHaveLength(0);
    await expect(canvas.queryAllByText('Card payment 2')).toHaveLength(0);
    await expectHandledRequest('GET', transactionsPath, 206);
  },
};

/** Long merchant names and descriptions, seven-figure amounts and a second currency: the table's layout limits. */
export const LongContent: Story = {
  parameters: { msw: { handlers: { transactions: transactionHandlers(longTransactions(12)) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByText(/Rijksmuseum Amsterdam/)).not.toHaveLength(0);
    await expectHandledRequest('GET', transactionsPath, 200);
  },
};

/** The backend refuses the request (a server error): the table's error and a destructive notification. */
export const LoadError: Story = {
  name: 'Error',
  parameters: { msw: { handlers: { transactions: transactionHandlers('error') } } },
  play: async () => {
    // Once in the table's error state and once in the destructive notification.
    await waitFor(
      () => expect(within(document.body).getAllByText('Failed to load transactions').length).toBeGreaterThanOrEqual(2),
      { timeout: 5000 },
    );
    await expectHandledRequest('GET', transactionsPath, 403);
  },
};

/** The connection drops (offline, a proxy failing): the same error state, with a retry that reads again. */
export const NetworkFailure: Story = {
  parameters: { msw: { handlers: { transactions: transactionHandlers('networkError') } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'Failed to load transactions',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expectHandledRequest('GET', transactionsPath, 0);
  },
};

export const WithoutFirstName: Story = {
  parameters: { msw: { handlers: { profile: profileHandlers({ ...consumerProfile, first_name: null }) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Welcome back, User!' })).toBeVisible();
    await expectHandledRequest('GET', '/rest/v1/profiles', 200);
  },
};

export const SignOut: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(args.onSignedOut).toHaveBeenCalled());
    await expect(await within(document.body).findByText("You've been signed out successfully.")).toBeVisible();
  },
};
