import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CtaBanner } from './CtaBanner';

const meta = {
  title: 'Marketing/CtaBanner',
  component: CtaBanner,
  args: {
    title: 'Ready to simplify settlement?',
    description: 'Our team will walk you through the unified settlement layer for your business.',
    primaryAction: { label: 'Contact sales', href: 'mailto:team@example.com' },
    secondaryAction: { label: 'Schedule a demo', onClick: fn() },
  },
} satisfies Meta<typeof CtaBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: 'Contact sales' })).toHaveAttribute(
      'href',
      'mailto:team@example.com',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Schedule a demo' }));
    await expect(args.secondaryAction?.onClick).toHaveBeenCalled();
  },
};

/** The home page's single talk-to-sales link. */
export const PrimaryOnly: Story = {
  args: {
    title: 'Talk to sales',
    description: 'Tell us about your payment flows and we will get back to you.',
    secondaryAction: undefined,
  },
};

/** Compliance page: Talk to Sales by mail plus Explore Solutions to a site page. */
export const WithPageLink: Story = {
  args: {
    title: 'Questions about compliance?',
    primaryAction: { label: 'Talk to Sales', href: 'mailto:team@example.com' },
    secondaryAction: { label: 'Explore Solutions', href: '/solutions' },
  },
};
