import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows a heading, the explanation and its actions', () => {
    render(
      <EmptyState title="No Transactions Yet" description="Your transactions will appear here." headingLevel={2}>
        <a href="mailto:team@example.com">Contact us</a>
      </EmptyState>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'No Transactions Yet' })).toBeInTheDocument();
    expect(screen.getByText('Your transactions will appear here.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toBeInTheDocument();
  });
});
