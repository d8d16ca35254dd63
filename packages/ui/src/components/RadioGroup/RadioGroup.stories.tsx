import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { RadioGroup, radioGroupVariants } from './RadioGroup';

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Account type',
    name: 'accountType',
    defaultValue: 'consumer',
    onValueChange: fn(),
    options: [
      { value: 'consumer', label: 'Consumer', description: 'Track your payments and transactions.' },
      { value: 'business', label: 'Business', description: 'Manage merchant metrics and settlement.' },
    ],
    style: { maxWidth: 520 },
  },
  argTypes: { variant: { control: 'inline-radio', options: radioGroupVariants } },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Account type' });
    await expect(group).toBeInTheDocument();
    const consumer = canvas.getByRole('radio', { name: 'Consumer' });
    await expect(consumer).toBeChecked();
    await userEvent.tab();
    await expect(consumer).toHaveFocus();
    // Held like a real key press: Radix checks the newly focused radio only while the arrow key is down.
    await userEvent.keyboard('{ArrowDown>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Business' })).toBeChecked());
    await userEvent.keyboard('{/ArrowDown}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('business');
  },
};

export const Cards: Story = {
  args: { variant: 'cards', orientation: 'horizontal' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('Business'));
    await expect(canvas.getByRole('radio', { name: 'Business' })).toBeChecked();
  },
};

export const Horizontal: Story = {
  args: {
    label: 'Environment',
    defaultValue: 'sandbox',
    orientation: 'horizontal',
    options: [
      { value: 'sandbox', label: 'Sandbox' },
      { value: 'production', label: 'Production' },
    ],
  },
};

export const WithError: Story = {
  args: { defaultValue: undefined, error: 'Choose an account type', hint: 'You cannot change this later.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Account type' })).toHaveAccessibleDescription(
      'You cannot change this later. Error: Choose an account type',
    );
  },
};

export const DisabledOption: Story = {
  args: {
    options: [
      { value: 'consumer', label: 'Consumer' },
      { value: 'business', label: 'Business', disabled: true },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Business' })).toBeDisabled();
  },
};
