import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Field, fieldControlClassName } from './Field';

const meta = {
  title: 'Forms/Field',
  component: Field,
  args: {
    label: 'Company number',
    hint: 'As shown on your certificate of incorporation.',
    children: (control) => <input className={fieldControlClassName} inputMode="numeric" {...control} />,
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Company number' })).toHaveAccessibleDescription(
      'As shown on your certificate of incorporation.',
    );
  },
};

export const WithError: Story = {
  args: { error: 'Enter your company number' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Company number' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(
      'As shown on your certificate of incorporation. Error: Enter your company number',
    );
  },
};

export const Optional: Story = { args: { label: 'Phone', hint: undefined, optional: true } };
