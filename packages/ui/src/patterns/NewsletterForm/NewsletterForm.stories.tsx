import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NewsletterForm, newsletterMessages, type SubscribeOutcome } from './NewsletterForm';

const meta = {
  title: 'Marketing/NewsletterForm',
  component: NewsletterForm,
  args: { onSubscribe: fn(async (_email: string): Promise<SubscribeOutcome> => 'subscribed') },
} satisfies Meta<typeof NewsletterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function typeAndSubmit(canvas: Parameters<NonNullable<Story['play']>>[0]['canvas'], email: string) {
  await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), email);
  await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
}

/** Idle: an empty email field and the Subscribe button. */
export const Basic: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveAttribute('type', 'email');
  },
};

export const Invalid: Story = {
  play: async ({ canvas, args }) => {
    await typeAndSubmit(canvas, 'ana@company');
    const input = canvas.getByRole('textbox', { name: 'Email address' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveFocus();
    await expect(canvas.getByText(newsletterMessages.invalid)).toBeVisible();
    await expect(args.onSubscribe).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { onSubscribe: fn((_email: string) => new Promise<SubscribeOutcome>(() => {})) },
  play: async ({ canvas }) => {
    await typeAndSubmit(canvas, 'ana@company.eu');
    await expect(canvas.getByRole('button', { name: 'Subscribing...' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Success: Story = {
  play: async ({ canvas, args }) => {
    await typeAndSubmit(canvas, 'ana@company.eu');
    await expect(await canvas.findByText(newsletterMessages.success)).toBeVisible();
    await expect(args.onSubscribe).toHaveBeenCalledWith('ana@company.eu');
  },
};

export const Duplicate: Story = {
  args: { onSubscribe: fn(async (_email: string): Promise<SubscribeOutcome> => 'duplicate') },
  play: async ({ canvas }) => {
    await typeAndSubmit(canvas, 'ana@company.eu');
    await expect(await canvas.findByText(newsletterMessages.duplicate)).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: {
    onSubscribe: fn(
      async (_email: string): Promise<SubscribeOutcome> => Promise.reject(new Error('Service unavailable')),
    ),
  },
  play: async ({ canvas }) => {
    await typeAndSubmit(canvas, 'ana@company.eu');
    await expect(await canvas.findByText(newsletterMessages.error)).toBeVisible();
  },
};

/** Without an `onSubscribe` handler: Subscribe makes no call. */
export const WithoutHandler: Story = {
  args: { onSubscribe: undefined },
  play: async ({ canvas }) => {
    await typeAndSubmit(canvas, 'ana@company.eu');
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};
