import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Heading, headingLevels, headingSizes } from './Heading';

const meta = {
  title: 'Primitives/Heading',
  component: Heading,
  args: { level: 2, children: 'Payment infrastructure for Europe' },
  argTypes: {
    level: { control: 'inline-radio', options: headingLevels },
    size: { control: 'inline-radio', options: headingSizes },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Payment infrastructure for Europe');
  },
};

export const PageTitle: Story = { args: { level: 1 } };

export const Scale: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {headingSizes.map((size) => (
        <Heading key={size} level={2} size={size}>
          Heading size {size}
        </Heading>
      ))}
    </div>
  ),
};
