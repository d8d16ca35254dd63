import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { balancedColumns, QuickActions } from './QuickActions';

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

  it('lays actions out in even rows: four as two by two, six as three by two, never one left over', () => {
    expect([1, 2, 3, 4, 5, 6, 8, 9].map(balancedColumns)).toEqual([1, 2, 3, 2, 3, 3, 2, 3]);
  });
});
