import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fakePasskeyBrowser, passkeyHandlers } from '../../testing/fakePasskeys';
import { consumerUser, defaultHandlers } from '../../testing/fakeSupabase';
import { withFakeAuth } from '../../testing/storyAuth';
import { PasskeyManager } from './PasskeyManager';

const meta = {
  title: 'Auth/PasskeyManager',
  component: PasskeyManager,
  decorators: [withFakeAuth],
  args: { browser: fakePasskeyBrowser('ok'), locale: 'en-GB', timeZone: 'UTC' },
  parameters: {
    auth: { user: consumerUser },
    msw: { handlers: { ...defaultHandlers(), passkeys: passkeyHandlers() } },
  },
} satisfies Meta<typeof PasskeyManager>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two passkeys, one already used to sign in. */
export const Basic: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('iCloud Keychain', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText(/Not used yet/)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { passkeys: passkeyHandlers({ list: 'slow' }) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading your passkeys…')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { passkeys: passkeyHandlers({ list: [] }) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You have no passkeys yet.', {}, { timeout: 5000 })).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: { passkeys: passkeyHandlers({ list: 'error' }) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Your passkeys could not be loaded.',
    );
  },
};

/** A browser without WebAuthn: the list stays, adding is not offered. */
export const Unsupported: Story = {
  args: { browser: fakePasskeyBrowser('unsupported') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Passkeys are not available here/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add a passkey' })).toBeDisabled();
  },
};

export const Added: Story = {
  // Its own list: adding changes it, and the next story must start from the sample again.
  parameters: { msw: { handlers: { passkeys: passkeyHandlers() } } },
  play: async ({ canvas }) => {
    await canvas.findByText('iCloud Keychain', {}, { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Add a passkey' }));
    await expect(await canvas.findByText(/Passkey added/)).toBeVisible();
  },
};

/** The person closed the browser's prompt. */
export const AddCancelled: Story = {
  args: { browser: fakePasskeyBrowser('cancelled') },
  play: async ({ canvas }) => {
    await canvas.findByText('iCloud Keychain', {}, { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Add a passkey' }));
    await expect(await canvas.findByText(/No passkey was added/)).toBeVisible();
  },
};

/** The browser's prompt is open, waiting for the person's fingerprint or key. */
export const Adding: Story = {
  args: { browser: fakePasskeyBrowser('waits') },
  play: async ({ canvas }) => {
    await canvas.findByText('iCloud Keychain', {}, { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Add a passkey' }));
    await expect(await canvas.findByText('Waiting for your device…')).toBeVisible();
  },
};

export const Renaming: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText('iCloud Keychain', {}, { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Rename iCloud Keychain' }));
    await expect(canvas.getByLabelText('Passkey name')).toHaveValue('iCloud Keychain');
  },
};

export const ConfirmRemoval: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText('YubiKey 5 Series', {}, { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Remove YubiKey 5 Series' }));
    await expect(canvas.getByText(/Remove “YubiKey 5 Series”\?/)).toBeVisible();
  },
};

/** Removed on another device (or by support) while this page was open. */
export const NoLongerExists: Story = {
  parameters: { msw: { handlers: { passkeys: passkeyHandlers({ gone: true }) } } },
  play: async ({ canvas }) => {
    await canvas.findByText('YubiKey 5 Series', {}, { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Remove YubiKey 5 Series' }));
    const item = canvas.getByText(/Remove “YubiKey 5 Series”\?/).closest('li') as HTMLElement;
    await userEvent.click(within(item).getByRole('button', { name: 'Remove' }));
    await expect(await canvas.findByText(/This passkey no longer exists/)).toBeVisible();
  },
};
