import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', name: 'email', autoComplete: 'email', style: { maxWidth: 360 } },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'jane@ardena.example');
    await expect(input).toHaveValue('jane@ardena.example');
    await expect(input).toHaveAttribute('type', 'email');
  },
};

export const WithHint: Story = {
  args: { label: 'Partner ID', type: 'text', name: 'partnerId', hint: 'Found in your partner agreement.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Partner ID' })).toHaveAccessibleDescription(
      'Found in your partner agreement.',
    );
  },
};

export const WithError: Story = {
  args: { label: 'Confirm password', type: 'text', error: 'Passwords do not match', defaultValue: 'secret1' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Confirm password' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Error: Passwords do not match');
  },
};

export const Optional: Story = { args: { label: 'Phone', type: 'tel', name: 'phone', optional: true } };

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'jane@ardena.example' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeDisabled();
  },
};
