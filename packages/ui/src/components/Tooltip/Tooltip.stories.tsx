import type { Meta, StoryObj } from '@storybook/react-vite';
import { Info } from 'lucide-react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { IconButton } from '../IconButton';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'Primitives/Tooltip',
  component: Tooltip,
  args: {
    content: 'Settlement runs every business day at 16:00 CET',
    children: <IconButton label="About settlement" icon={<Info size={18} />} variant="outline" />,
  },
  argTypes: { children: { control: false } },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: 'About settlement' });
    await expect(trigger).toHaveFocus();
    const tip = await screen.findByRole('tooltip');
    await expect(tip).toHaveTextContent('Settlement runs every business day at 16:00 CET');
  },
};

/** Escape hides the tooltip and keeps focus on its button. */
export const EscapeHides: Story = {
  tags: ['flow-dismisses'],
  play: async ({ canvas }) => {
    await userEvent.tab();
    await screen.findByRole('tooltip');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'About settlement' })).toHaveFocus();
  },
};

export const Open: Story = { args: { defaultOpen: true, side: 'bottom' } };
