import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: {
    label: 'Send me product updates',
    description: 'At most one email a month. Unsubscribe at any time.',
    onCheckedChange: fn(),
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Send me product updates' });
    await expect(box).not.toBeChecked();
    await userEvent.click(canvas.getByText('Send me product updates'));
    await expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(2);
  },
};

export const Checked: Story = { args: { defaultChecked: true } };
export const Indeterminate: Story = { args: { checked: 'indeterminate', label: 'Select all categories' } };

export const WithError: Story = {
  args: { label: 'I accept the terms', description: undefined, error: 'Accept the terms to continue' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'I accept the terms' })).toHaveAccessibleDescription(
      'Error: Accept the terms to continue',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBeDisabled();
  },
};
