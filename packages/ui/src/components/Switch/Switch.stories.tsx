import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Badge } from '../Badge';
import { Switch } from './Switch';

const meta = {
  title: 'Primitives/Switch',
  component: Switch,
  args: {
    label: 'Analytics',
    description: 'Helps us understand how visitors use the site.',
    onCheckedChange: fn(),
    style: { maxWidth: 420 },
  },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ canvas, args }) => {
    const control = canvas.getByRole('switch', { name: 'Analytics' });
    await expect(control).toHaveAccessibleDescription('Helps us understand how visitors use the site.');
    await expect(control).not.toBeChecked();
    await userEvent.click(canvas.getByText('Analytics'));
    await expect(control).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(control).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(2);
  },
};

export const Checked: Story = { args: { defaultChecked: true, label: 'Functional', description: undefined } };

export const LockedOn: Story = {
  args: {
    label: 'Essential',
    description: 'Needed for the site to work. Always on.',
    checked: true,
    disabled: true,
    labelAdornment: (
      <Badge size="sm" tone="neutral">
        Required
      </Badge>
    ),
  },
  play: async ({ canvas }) => {
    const control = canvas.getByRole('switch', { name: 'Essential' });
    await expect(control).toBeChecked();
    await expect(control).toBeDisabled();
  },
};
