import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { SkipLink } from './SkipLink';

const meta = {
  title: 'Layout/SkipLink',
  component: SkipLink,
  render: (args) => (
    <div style={{ position: 'relative', minHeight: 160 }}>
      <SkipLink {...args} />
      <nav aria-label="Main">
        <a href="#nav">Solutions</a>
      </nav>
      <main id="main-content">
        <h1>Page content</h1>
      </main>
    </div>
  ),
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(link).toHaveFocus();
    await expect(link.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

export const Focused: Story = {
  play: async ({ canvas }) => {
    canvas.getByRole('link', { name: 'Skip to main content' }).focus();
  },
};
