import type { Meta, StoryObj } from '@storybook/react-vite';
import { Menu, Search, X } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { IconButton, iconButtonSizes, iconButtonVariants } from './IconButton';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: { label: 'Search', icon: <Search size={20} />, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: iconButtonVariants },
    size: { control: 'inline-radio', options: iconButtonSizes },
    icon: { control: false },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Outline: Story = { args: { variant: 'outline', label: 'Open menu', icon: <Menu size={20} /> } };
export const Primary: Story = { args: { variant: 'primary' } };
export const Small: Story = { args: { size: 'sm', label: 'Close', icon: <X size={16} /> } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Search' })).toBeDisabled();
  },
};
