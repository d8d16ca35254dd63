import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Text, textElements, textSizes, textTones, textWeights } from './Text';

const meta = {
  title: 'Primitives/Text',
  component: Text,
  args: {
    children:
      'Payment infrastructure, embedded finance, cross-border settlement and data exchange for businesses across Europe.',
  },
  argTypes: {
    as: { control: 'inline-radio', options: textElements },
    size: { control: 'inline-radio', options: textSizes },
    tone: { control: 'inline-radio', options: textTones },
    weight: { control: 'inline-radio', options: textWeights },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Payment infrastructure/).tagName).toBe('P');
  },
};

export const Muted: Story = { args: { tone: 'muted', size: 'sm' } };
export const Lead: Story = { args: { size: 'xl', prose: true } };
export const Brand: Story = { args: { tone: 'brand', weight: 'semibold', children: '99.9% availability SLA' } };
