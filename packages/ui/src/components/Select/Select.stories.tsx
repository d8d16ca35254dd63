import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Select } from './Select';

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: {
    label: 'Environment',
    name: 'environment',
    options: [
      { value: 'sandbox', label: 'Sandbox' },
      { value: 'production', label: 'Production' },
    ],
    onChange: fn(),
    style: { maxWidth: 360 },
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Environment' });
    await expect(select).toHaveValue('sandbox');
    await userEvent.selectOptions(select, 'production');
    await expect(select).toHaveValue('production');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const WithPlaceholder: Story = {
  args: {
    label: 'Country',
    name: 'country',
    placeholder: 'Select a country',
    options: [
      { value: 'GB', label: 'United Kingdom' },
      { value: 'NL', label: 'Netherlands' },
      { value: 'DE', label: 'Germany' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toHaveValue('');
  },
};

export const WithError: Story = {
  args: {
    label: 'Country',
    placeholder: 'Select a country',
    error: 'Select your country',
    options: [{ value: 'GB', label: 'United Kingdom' }],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toBeInvalid();
  },
};

export const Disabled: Story = { args: { disabled: true } };
