import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StepList, stepListLayouts } from './StepList';

const meta = {
  title: 'Marketing/StepList',
  component: StepList,
  args: {
    steps: [
      { title: 'Get API keys', description: 'Create a sandbox account and copy your test keys.' },
      { title: 'Install SDK', description: 'Add the SDK for your language with its package manager.' },
      { title: 'Start building', description: 'Make your first test payment in minutes.' },
    ],
  },
  argTypes: { layout: { control: 'inline-radio', options: stepListLayouts } },
} satisfies Meta<typeof StepList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** How the unified settlement layer works, in four steps side by side. */
export const Horizontal: Story = {
  args: {
    layout: 'horizontal',
    steps: [
      { title: 'Transaction initiation', description: 'A payment enters the layer from any provider.' },
      { title: 'Intelligent matching', description: 'It is matched to its order and ledger entry.' },
      { title: 'Automated settlement', description: 'Funds move on the best available rail.' },
      { title: 'Real-time confirmation', description: 'Every party is told at once.' },
    ],
  },
};
