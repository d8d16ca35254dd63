import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NewsletterForm, newsletterMessages } from './NewsletterForm';

describe('NewsletterForm', () => {
  it('uses an email input and does nothing without a handler', async () => {
    render(<NewsletterForm />);
    const input = screen.getByRole('textbox', { name: 'Email address' });
    expect(input).toHaveAttribute('type', 'email');
    await userEvent.type(input, 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('flags an invalid address inline, focuses the field and does not call the handler', async () => {
    const onSubscribe = vi.fn();
    render(<NewsletterForm onSubscribe={onSubscribe} />);
    const input = screen.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(input, 'ana@company');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining(newsletterMessages.invalid));
    expect(input).toHaveFocus();
    expect(onSubscribe).not.toHaveBeenCalled();
    await userEvent.type(input, '.eu');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('shows the busy label while subscribing, then the success message and clears the field', async () => {
    let resolve: (value: 'subscribed') => void = () => {};
    const onSubscribe = vi.fn(() => new Promise<'subscribed'>((done) => (resolve = done)));
    render(<NewsletterForm onSubscribe={onSubscribe} />);
    const input = screen.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(input, ' ana@company.eu ');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(onSubscribe).toHaveBeenCalledWith('ana@company.eu');
    expect(screen.getByRole('button', { name: 'Subscribing...' })).toHaveAttribute('aria-disabled', 'true');
    resolve('subscribed');
    expect(await screen.findByText(newsletterMessages.success)).toBeInTheDocument();
    expect(input).toHaveValue('');
  });

  it('tells a subscriber they are already on the list, keeping the address', async () => {
    render(<NewsletterForm onSubscribe={async () => 'duplicate'} />);
    const input = screen.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(input, 'ana@company.eu{Enter}');
    expect(await screen.findByText(newsletterMessages.duplicate)).toBeInTheDocument();
    expect(input).toHaveValue('ana@company.eu');
  });

  it('shows the error message when the handler fails', async () => {
    render(
      <NewsletterForm
        onSubscribe={async () => {
          throw new Error('network');
        }}
      />,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Email address' }), 'ana@company.eu{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent(newsletterMessages.error);
  });
});
