import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Toaster } from './Toast';
import { dismissToast, type ToastOptions, toast } from './toastStore';

interface DemoArgs {
  /** Notifications raised when the story mounts, so the story shows a state without interaction. */
  initial: ToastOptions[];
  duration: number;
}

function ToastDemo({ initial, duration }: DemoArgs) {
  useEffect(() => {
    for (const options of initial) toast(options);
    return () => dismissToast();
  }, [initial]);
  return (
    <>
      <Button onClick={() => toast({ title: 'Welcome back!', description: "You've been signed in successfully." })}>
        Sign in
      </Button>
      <Toaster duration={duration} />
    </>
  );
}

const meta = {
  title: 'Primitives/Toast',
  component: ToastDemo,
  args: { initial: [], duration: 5000 },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    const region = screen.getByRole('region', { name: /Notifications/ });
    await within(region).findByText('Welcome back!');
    const description = within(region).getByText("You've been signed in successfully.");
    await waitFor(() => expect(description).toBeVisible());
  },
};

/** The dismiss button removes the notification at once. */
export const DismissByButton: Story = {
  tags: ['flow-dismisses'],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    const region = screen.getByRole('region', { name: /Notifications/ });
    const item = await within(region).findByText('Welcome back!');
    await userEvent.click(within(region).getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(item).not.toBeInTheDocument());
  },
};

export const Destructive: Story = {
  args: {
    initial: [{ title: 'Error', description: 'Failed to load transactions', variant: 'destructive' }],
    duration: 600_000,
  },
  play: async () => {
    await expect(await screen.findByText('Failed to load transactions')).toBeVisible();
  },
};

export const Stacked: Story = {
  args: {
    duration: 600_000,
    initial: [
      { title: 'Account created!', description: 'Please check your email to verify your account.' },
      { title: 'Signed out', description: "You've been signed out successfully." },
      {
        title: 'Sign in failed',
        description: 'Invalid email or password. Please check your credentials.',
        variant: 'destructive',
      },
      { title: 'Welcome back!', description: "You've been signed in successfully." },
    ],
  },
  play: async () => {
    const region = screen.getByRole('region', { name: /Notifications/ });
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(3));
    // The oldest of four is dropped at the default limit of three.
    await expect(within(region).queryByText('Account created!')).not.toBeInTheDocument();
  },
};

export const AutoDismiss: Story = {
  args: { duration: 300 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    const item = await screen.findByText('Welcome back!');
    // Moving the pointer away: Radix pauses the timer while a notification is hovered.
    await userEvent.unhover(item);
    await waitFor(() => expect(screen.queryByText('Welcome back!')).not.toBeInTheDocument(), { timeout: 3000 });
  },
};
