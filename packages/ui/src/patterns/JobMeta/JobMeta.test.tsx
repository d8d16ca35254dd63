import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { JobMeta } from './JobMeta';

describe('JobMeta', () => {
  it('lists department, location, type and posted-ago, each labelled for screen readers', () => {
    render(
      <JobMeta
        department="Engineering"
        location="Remote (Europe)"
        type="Full-time"
        posted="2025-03-15"
        now={new Date('2025-03-20T12:00:00Z')}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Department: Engineering',
      'Location: Remote (Europe)',
      'Type: Full-time',
      'Posted 5 days ago',
    ]);
    expect(screen.getByText('Posted 5 days ago')).toHaveAttribute('datetime', '2025-03-15');
  });

  it('omits the posted item when no date is known', () => {
    render(<JobMeta department="Design" location="London (Hybrid)" type="Full-time" />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });
});
