import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

describe('Button', () => {
  it('is a non-submitting button by default and reports clicks', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('shows the busy label, is aria-busy and aria-disabled and ignores clicks while loading', async () => {
    const onClick = vi.fn();
    render(
      <Button onClick={onClick} loadingLabel="Creating account...">
        Create account
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Creating account...' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByText('Create account')).not.toBeInTheDocument();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('keeps focus while busy and submits nothing, by click or by Enter in a field', async () => {
    const onSubmit = vi.fn((event: FormEvent) => event.preventDefault());
    const { rerender } = render(
      <form onSubmit={onSubmit}>
        <input aria-label="Email" />
        <Button type="submit">Send</Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Send' });
    await userEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    rerender(
      <form onSubmit={onSubmit}>
        <input aria-label="Email" />
        <Button type="submit" loadingLabel="Sending...">
          Send
        </Button>
      </form>,
    );
    expect(button).toHaveFocus();
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'a@b.eu{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('renders its child link with button styles when asChild is set', () => {
    render(
      <Button asChild>
        <a href="mailto:team@example.com">Contact sales</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Contact sales' });
    expect(link.className).not.toBe('');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
