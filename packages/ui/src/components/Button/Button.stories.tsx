import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button, buttonSizes, buttonVariants } from './Button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Get started', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Get started' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary' } };
export const Outline: Story = { args: { variant: 'outline' } };
export const Ghost: Story = { args: { variant: 'ghost' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Sign out' } };
export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Get started' })).toBeDisabled();
  },
};

export const Busy: Story = {
  args: { loadingLabel: 'Signing in...' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Signing in...' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Pressed, it turns busy and keeps focus, so a keyboard or screen reader user is still on it when the work ends. */
export const KeepsFocusWhileBusy: Story = {
  render: function Render(args) {
    const [busy, setBusy] = useState(false);
    return <Button {...args} loadingLabel={busy ? 'Signing in...' : undefined} onClick={() => setBusy(true)} />;
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Get started' }));
    const button = await canvas.findByRole('button', { name: 'Signing in...' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    // A frame later, when a browser would take focus from a button that turned disabled.
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    await expect(button).toHaveFocus();
  },
};

export const AsMailLink: Story = {
  args: { asChild: true, children: <a href="mailto:team@example.com">Talk to sales</a> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Talk to sales' })).toHaveAttribute(
      'href',
      'mailto:team@example.com',
    );
  },
};
