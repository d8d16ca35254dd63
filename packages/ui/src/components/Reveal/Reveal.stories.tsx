import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Reveal, revealOrders } from './Reveal';

const boxStyle = {
  padding: '1.5rem',
  borderRadius: '0.75rem',
  border: '1px solid currentColor',
};

const meta = {
  title: 'Marketing/Reveal',
  component: Reveal,
  args: { order: 0, children: <div style={boxStyle}>Embedded finance for every platform</div> },
  argTypes: { order: { control: 'inline-radio', options: revealOrders } },
} satisfies Meta<typeof Reveal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The visual suite renders stories with reduced motion, where Reveal shows its content at once and never animates. */
const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export const Basic: Story = {
  play: async ({ canvas }) => {
    const content = canvas.getByText('Embedded finance for every platform');
    const settledState = prefersReducedMotion() ? 'static' : 'shown';
    await waitFor(() => expect(content.parentElement).toHaveAttribute('data-reveal', settledState));
    await expect(content).toBeVisible();
  },
};

/** A row of four cards: each one comes in 150 ms after the previous. */
export const StaggeredGroup: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))', gap: '1rem' }}>
      {['Businesses', 'Financial institutions', 'Developers', 'End users'].map((label, index) => (
        <Reveal key={label} order={index}>
          <div style={boxStyle}>{label}</div>
        </Reveal>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const last = canvas.getByText('End users').parentElement;
    if (prefersReducedMotion()) {
      await expect(last).toHaveAttribute('data-reveal', 'static');
      await expect(last?.style.transitionDelay).toBe('');
      return;
    }
    await waitFor(() => expect(last).toHaveAttribute('data-reveal', 'shown'));
    await expect(last?.style.transitionDelay).toBe('450ms');
    await expect(canvas.getByText('Developers').parentElement?.style.transitionDelay).toBe('300ms');
  },
};
