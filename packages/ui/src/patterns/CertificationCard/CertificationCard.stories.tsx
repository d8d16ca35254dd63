import type { Meta, StoryObj } from '@storybook/react-vite';
import { Landmark } from 'lucide-react';
import { expect } from 'storybook/test';
import { CertificationCard } from './CertificationCard';

const meta = {
  title: 'Marketing/CertificationCard',
  component: CertificationCard,
  args: {
    title: 'ISO/IEC 27001',
    description: 'Our information security management system is independently certified.',
    status: 'Certified',
    detail: 'Audited annually',
  },
  decorators: [(Story) => <div style={{ maxWidth: '22rem' }}>{Story()}</div>],
} satisfies Meta<typeof CertificationCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'ISO/IEC 27001' })).toBeVisible();
    await expect(canvas.getByText('Certified')).toBeVisible();
  },
};

/** A licence by jurisdiction on /compliance. */
export const Licence: Story = {
  args: {
    title: 'United Kingdom',
    description: 'Authorised electronic money institution.',
    status: 'Licensed',
    detail: 'Supervised by the national regulator',
    icon: <Landmark />,
  },
};

export const WithoutStatus: Story = { args: { status: undefined, detail: undefined } };
