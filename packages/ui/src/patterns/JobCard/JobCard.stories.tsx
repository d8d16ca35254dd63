import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { JobCard } from './JobCard';

const meta = {
  title: 'Marketing/JobCard',
  component: JobCard,
  args: {
    title: 'Senior Backend Engineer',
    department: 'Engineering',
    location: 'Remote (Europe)',
    type: 'Full-time',
    posted: '2025-03-17',
    now: new Date('2025-03-20T12:00:00Z'),
    summary: 'Build the settlement engine that moves money across Europe. 5+ years of experience.',
    href: '/careers/senior-backend-engineer',
    applyHref: 'mailto:team@example.com?subject=Senior%20Backend%20Engineer',
  },
  decorators: [(Story) => <div style={{ maxWidth: '32rem' }}>{Story()}</div>],
} satisfies Meta<typeof JobCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Senior Backend Engineer' })).toHaveAttribute(
      'href',
      '/careers/senior-backend-engineer',
    );
    await expect(canvas.getByRole('link', { name: 'Apply Now' }).getAttribute('href')).toMatch(/^mailto:/);
  },
};

export const ComplianceRole: Story = {
  args: {
    title: 'Compliance Manager',
    department: 'Legal & Compliance',
    location: 'London (Remote)',
    posted: '2025-02-27',
    summary: 'Own our licences across the EU, the UK and the Netherlands. 5+ years of experience.',
    href: '/careers/compliance-manager',
    applyHref: 'mailto:team@example.com?subject=Compliance%20Manager',
  },
};

export const WithoutSummary: Story = { args: { summary: undefined } };
