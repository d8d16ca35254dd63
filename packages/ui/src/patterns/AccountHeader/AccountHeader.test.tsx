import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AccountHeader } from './AccountHeader';

describe('AccountHeader', () => {
  it('shows the portal badge, the name and email, and signs out', async () => {
    const onSignOut = vi.fn();
    render(
      <AccountHeader
        portalLabel="Consumer Portal"
        name="Ana Lopes"
        details={['ana@example.com']}
        onSignOut={onSignOut}
      />,
    );
    expect(screen.getByText('Consumer Portal')).toBeInTheDocument();
    expect(screen.getByText('Ana Lopes')).toBeInTheDocument();
    expect(screen.getByText('ana@example.com')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('is busy while signing out', () => {
    render(
      <AccountHeader
        portalLabel="Business Portal"
        name="Business Account"
        onSignOut={() => {}}
        signingOutLabel="Signing out..."
      />,
    );
    expect(screen.getByRole('button', { name: 'Signing out...' })).toHaveAttribute('aria-disabled', 'true');
  });
});
