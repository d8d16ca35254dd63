import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button';
import { Stack, stackAligns, stackDirections, stackGaps, stackJustifies } from './Stack';

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: {
    children: [
      <Button key="a">Login</Button>,
      <Button key="b" variant="outline">
        Register
      </Button>,
    ],
  },
  argTypes: {
    direction: { control: 'inline-radio', options: stackDirections },
    gap: { control: 'select', options: stackGaps },
    align: { control: 'inline-radio', options: stackAligns },
    justify: { control: 'inline-radio', options: stackJustifies },
    children: { control: false },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(canvasElement.firstElementChild as HTMLElement).flexDirection).toBe('column');
  },
};

export const Row: Story = { args: { direction: 'row', gap: 'sm', wrap: true } };
export const Centered: Story = { args: { direction: 'row', justify: 'center', align: 'center', gap: 'lg' } };
