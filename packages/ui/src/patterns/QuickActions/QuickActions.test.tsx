import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QuickActions } from './QuickActions';

describe('QuickActions', () => {
  it('renders linked actions as links and the others as buttons that report themselves', async () => {
    const onAction = vi.fn();
    render(
      <QuickActions
        onAction={onAction}
        actions={[
          { id: 'docs', label: 'View documentation', href: '/developers' },
          { id: 'payments', label: 'Set up payments', description: 'Accept cards and wallets.' },
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: 'View documentation' })).toHaveAttribute('href', '/developers');
    await userEvent.click(screen.getByRole('button', { name: /Set up payments/ }));
    expect(onAction).toHaveBeenCalledWith(expect.objectContaining({ id: 'payments' }));
  });
});
