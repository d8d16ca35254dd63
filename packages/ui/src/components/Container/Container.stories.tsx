import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Container, containerSizes } from './Container';

const meta = {
  title: 'Layout/Container',
  component: Container,
  args: {
    children: (
      <p style={{ outline: '1px dashed currentColor' }}>
        Content stays within the container width with padding on both sides on every screen size.
      </p>
    ),
  },
  argTypes: { size: { control: 'inline-radio', options: containerSizes } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ canvasElement }) => {
    const container = canvasElement.firstElementChild as HTMLElement;
    await expect(Number.parseFloat(getComputedStyle(container).maxWidth)).toBe(1200);
  },
};

export const Prose: Story = { args: { size: 'prose' } };
