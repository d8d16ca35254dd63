import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, type within } from 'storybook/test';
import { fakePasskeyBrowser, passkeyHandlers } from '../../testing/fakePasskeys';
import { defaultHandlers } from '../../testing/fakeSupabase';
import { withFakeAuth } from '../../testing/storyAuth';
import { PasskeySignIn } from './PasskeySignIn';

const meta = {
  title: 'Auth/PasskeySignIn',
  component: PasskeySignIn,
  decorators: [withFakeAuth],
  args: { browser: fakePasskeyBrowser('ok'), onSuccess: fn() },
  parameters: { msw: { handlers: { ...defaultHandlers(), passkeys: passkeyHandlers() } } },
} satisfies Meta<typeof PasskeySignIn>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The button once it can be used (it waits for the client and the browser check). */
const passkeyButton = async (canvas: ReturnType<typeof within>) => {
  const button = await canvas.findByRole('button', { name: 'Sign in with a passkey' }, { timeout: 5000 });
  await waitFor(() => expect(button).toBeEnabled(), { timeout: 5000 });
  return button;
};

export const Basic: Story = {};

export const SignedIn: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(await passkeyButton(canvas));
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalled());
  },
};

/** The browser's prompt is open. */
export const Waiting: Story = {
  args: { browser: fakePasskeyBrowser('waits') },
  play: async ({ canvas }) => {
    await userEvent.click(await passkeyButton(canvas));
    await expect(await canvas.findByText('Waiting for your passkey…')).toBeVisible();
  },
};

export const Cancelled: Story = {
  args: { browser: fakePasskeyBrowser('cancelled') },
  play: async ({ canvas }) => {
    await userEvent.click(await passkeyButton(canvas));
    await expect(await canvas.findByText(/Passkey sign-in was cancelled/)).toBeVisible();
  },
};

/** The chosen passkey was removed from its account. */
export const PasskeyNoLongerExists: Story = {
  parameters: { msw: { handlers: { passkeys: passkeyHandlers({ signIn: 'unknownPasskey' }) } } },
  play: async ({ canvas }) => {
    await userEvent.click(await passkeyButton(canvas));
    await expect(await canvas.findByText(/not linked to an account here any more/)).toBeVisible();
  },
};

export const Unsupported: Story = {
  args: { browser: fakePasskeyBrowser('unsupported') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Passkeys are not available here/)).toBeVisible();
  },
};
