import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card, CardDescription, CardTitle } from '../Card';
import { Grid, gridColumns, gridGaps } from './Grid';

const modules = [
  ['Global Data Exchange', 'Real-time data flows with global reach.'],
  ['Unified Settlement Layer', 'Automated reconciliation and multi-currency payouts.'],
  ['Intellectual Property Protection', 'A framework to protect what you build.'],
  ['Composable Finance Core', 'Payment processing, KYC/AML, ledger and more.'],
] as const;

const meta = {
  title: 'Layout/Grid',
  component: Grid,
  args: {
    as: 'ul',
    columns: 4,
    children: modules.map(([title, description]) => (
      <Card as="li" key={title}>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </Card>
    )),
  },
  argTypes: {
    columns: { control: 'inline-radio', options: gridColumns },
    gap: { control: 'inline-radio', options: gridGaps },
    children: { control: false },
  },
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
  },
};

export const TwoColumns: Story = { args: { columns: 2 } };
export const ThreeColumns: Story = { args: { columns: 3 } };
