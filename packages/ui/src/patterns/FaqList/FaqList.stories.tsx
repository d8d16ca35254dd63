import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { FaqList } from './FaqList';

const meta = {
  title: 'Marketing/FaqList',
  component: FaqList,
  args: {
    items: [
      { question: 'Who can open a business account?', answer: 'Any registered company in a country we serve.' },
      { question: 'How long does onboarding take?', answer: 'Most businesses are live within a few days.' },
      { question: 'Is there a test environment?', answer: 'Yes: every account comes with a sandbox.' },
    ],
  },
} satisfies Meta<typeof FaqList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ canvas }) => {
    const question = canvas.getByText('How long does onboarding take?');
    await userEvent.click(question);
    await expect(question.closest('details')).toHaveAttribute('open');
    await expect(canvas.getByText('Most businesses are live within a few days.')).toBeVisible();
  },
};

export const FirstOpen: Story = { args: { defaultOpen: 'Who can open a business account?' } };
