import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { TypingHeadline, typingHeadlineLevels } from './TypingHeadline';

const meta = {
  title: 'Marketing/TypingHeadline',
  component: TypingHeadline,
  args: { text: 'Payment infrastructure for a connected Europe' },
  argTypes: { as: { control: 'inline-radio', options: typingHeadlineLevels } },
} satisfies Meta<typeof TypingHeadline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ canvas, args }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: args.text });
    await waitFor(() => expect(heading).toHaveAttribute('data-typing', 'done'), { timeout: 8000 });
  },
};

/** A short line finishes typing quickly; assistive technology reads the whole line throughout. */
export const ShortLine: Story = {
  args: { text: 'Settle anywhere.', as: 'h2' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'Settle anywhere.' });
    // Under reduced motion (the visual suite renders that way) the whole line shows at once: nothing is typed.
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    await expect(heading).toHaveAttribute('data-typing', reducedMotion ? 'done' : 'typing');
    await waitFor(() => expect(heading).toHaveAttribute('data-typing', 'done'), { timeout: 4000 });
  },
};

/**
 * In a phone-width column the headline wraps over several lines. The caret must not change where lines break while
 * it moves through a word, or the heading changes height mid-typing and everything below it shifts (CLS).
 */
export const PhoneWidth: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, args }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: args.text });
    const heights = new Set([heading.getBoundingClientRect().height]);
    const observer = new ResizeObserver(() => heights.add(heading.getBoundingClientRect().height));
    observer.observe(heading);
    await waitFor(() => expect(heading).toHaveAttribute('data-typing', 'done'), { timeout: 8000 });
    observer.disconnect();
    await expect([...heights]).toHaveLength(1);
  },
};
