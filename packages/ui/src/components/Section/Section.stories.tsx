import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Section, sectionSpacings, sectionTones } from './Section';

const meta = {
  title: 'Layout/Section',
  component: Section,
  args: {
    eyebrow: 'What we offer',
    title: 'Infrastructure for every payment flow',
    description:
      'Four modules that work alone or together: data exchange, settlement, IP protection and a finance core.',
    children: <p>Section content goes here.</p>,
  },
  argTypes: {
    spacing: { control: 'inline-radio', options: sectionSpacings },
    tone: { control: 'inline-radio', options: sectionTones },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Infrastructure for every payment flow' });
    await expect(region).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Infrastructure for every payment flow');
  },
};

export const Muted: Story = { args: { tone: 'muted' } };
export const Brand: Story = { args: { tone: 'brand', align: 'center' } };
export const Untitled: Story = {
  args: { title: undefined, eyebrow: undefined, description: undefined, spacing: 'sm' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
  },
};
