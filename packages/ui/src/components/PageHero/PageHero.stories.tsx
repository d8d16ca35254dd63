import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BackLink } from '../BackLink';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { PageHero, pageHeroSizes } from './PageHero';

const meta = {
  title: 'Layout/PageHero',
  component: PageHero,
  args: {
    title: 'Unified Settlement Layer',
    description: 'Automated reconciliation, multi-currency payouts and instant confirmations on one integration.',
  },
  argTypes: { size: { control: 'inline-radio', options: pageHeroSizes } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PageHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Unified Settlement Layer');
  },
};

export const WithBackLink: Story = {
  args: { eyebrow: <BackLink href="/solutions">Back to Solutions</BackLink> },
};

export const Home: Story = {
  args: {
    size: 'lg',
    align: 'center',
    eyebrow: <Badge tone="brand">Payment infrastructure for Europe</Badge>,
    title: 'Payments that settle in real time',
    description: 'Embedded finance, cross-border settlement and data exchange for businesses and platforms.',
    actions: (
      <>
        <Button size="lg">Get started</Button>
        <Button size="lg" variant="outline" asChild>
          <a href="mailto:sales@ardena.example">Talk to sales</a>
        </Button>
      </>
    ),
  },
};
