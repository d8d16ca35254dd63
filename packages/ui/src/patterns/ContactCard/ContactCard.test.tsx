import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContactCard } from './ContactCard';

describe('ContactCard', () => {
  it('links an email address', () => {
    render(<ContactCard title="Email us" value="team@example.com" href="mailto:team@example.com" />);
    expect(screen.getByRole('link', { name: 'team@example.com' })).toHaveAttribute('href', 'mailto:team@example.com');
  });

  it('marks up a postal address and lists response promises', () => {
    render(
      <ContactCard
        title="Headquarters"
        addressLines={['1 Example Street', 'London', 'United Kingdom']}
        promises={['Critical technical issues: under 4 hours', 'Business inquiries: under 24 hours']}
      />,
    );
    expect(screen.getByText('London').closest('address')).not.toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
