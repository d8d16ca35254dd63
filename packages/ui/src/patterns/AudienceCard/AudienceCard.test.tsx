import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AudienceCard } from './AudienceCard';

describe('AudienceCard', () => {
  it('is a single link to the pathway page, named by the audience', () => {
    render(
      <AudienceCard
        title="Financial Institutions"
        eyebrow="For banks"
        description="Modernise settlement without replacing your core."
        href="/who-we-serve/financial-institutions"
        highlights={['Regulatory reporting', 'Instant settlement']}
      />,
    );
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('Financial Institutions');
    expect(links[0]).toHaveAttribute('href', '/who-we-serve/financial-institutions');
    expect(screen.getByText('For banks')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('keeps the visual "Learn more" cue out of the accessibility tree', () => {
    render(<AudienceCard title="End Users" description="Pay with confidence." href="/who-we-serve/end-users" />);
    expect(screen.getByText('Learn more').closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
