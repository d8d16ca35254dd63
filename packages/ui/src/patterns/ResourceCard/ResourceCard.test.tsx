import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ResourceCard } from './ResourceCard';

describe('ResourceCard', () => {
  it('renders its action as a link when it has a target', () => {
    render(
      <ResourceCard
        title="Compliance reports"
        description="Audit summaries."
        actionLabel="View reports"
        href="/compliance"
      />,
    );
    expect(screen.getByRole('link', { name: 'View reports' })).toHaveAttribute('href', '/compliance');
  });

  it('renders its action as a button otherwise', async () => {
    const onAction = vi.fn();
    render(
      <ResourceCard
        title="Bug bounty"
        description="Report a vulnerability."
        actionLabel="Join the programme"
        onAction={onAction}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Join the programme' }));
    expect(onAction).toHaveBeenCalledTimes(1);
  });
});
