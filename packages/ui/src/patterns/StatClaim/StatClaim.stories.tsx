import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatClaim } from './StatClaim';

const meta = {
  title: 'Marketing/StatClaim',
  component: StatClaim,
  args: {
    items: [
      { value: '99.9%', label: 'Accuracy' },
      { value: '80%', label: 'Faster' },
      { value: '50%', label: 'Cost reduction' },
    ],
  },
} satisfies Meta<typeof StatClaim>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('99.9%')).toBeVisible();
    await expect(canvas.getByText('Cost reduction')).toBeVisible();
  },
};

/** Compliance figures on /compliance. */
export const Compliance: Story = {
  args: {
    items: [
      { value: '15+', label: 'Compliance frameworks' },
      { value: '3', label: 'Licensed jurisdictions' },
      { value: '99.9%', label: 'Availability SLA' },
      { value: '<15 min', label: 'Incident response' },
    ],
  },
};
