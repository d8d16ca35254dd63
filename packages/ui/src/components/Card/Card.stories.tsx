import type { Meta, StoryObj } from '@storybook/react-vite';
import { Building2, Globe } from 'lucide-react';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { CardContent, CardDescription, CardFooter, CardHeader, CardIcon, CardLink, CardTitle } from '.';
import { Card, cardElevations, cardPaddings } from './Card';

const meta = {
  title: 'Primitives/Card',
  component: Card,
  args: { style: { maxWidth: 360 } },
  argTypes: {
    padding: { control: 'inline-radio', options: cardPaddings },
    elevation: { control: 'inline-radio', options: cardElevations },
  },
  render: (args) => (
    <Card {...args}>
      <CardHeader>
        <CardIcon>
          <Globe size={24} />
        </CardIcon>
        <CardTitle>Global Data Exchange</CardTitle>
        <CardDescription>Real-time data flows between banks, platforms and merchants.</CardDescription>
      </CardHeader>
      <CardContent>
        <p>Secure transmission and high-speed processing with global reach.</p>
      </CardContent>
      <CardFooter>
        <Button size="sm" variant="outline">
          Learn more
        </Button>
      </CardFooter>
    </Card>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Global Data Exchange' })).toBeVisible();
  },
};

export const Flat: Story = { args: { elevation: 'flat' } };

export const LinkCard: Story = {
  args: { interactive: true, as: 'article' },
  render: (args) => (
    <Card {...args}>
      <CardHeader>
        <CardIcon>
          <Building2 size={24} />
        </CardIcon>
        <CardTitle>
          <CardLink href="#business-merchant">Business &amp; Merchants</CardLink>
        </CardTitle>
        <CardDescription>Accept payments anywhere and settle faster.</CardDescription>
      </CardHeader>
    </Card>
  ),
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole('link', { name: 'Business & Merchants' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    // The stretched hit area: a click near the card's corner lands on the link.
    const card = canvasElement.querySelector('article');
    const box = card?.getBoundingClientRect();
    const hit = box ? document.elementFromPoint(box.right - 8, box.bottom - 8) : null;
    await expect(hit).toBe(link);
  },
};

export const Compact: Story = { args: { padding: 'sm' } };
