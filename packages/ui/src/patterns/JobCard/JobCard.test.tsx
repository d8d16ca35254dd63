import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { JobCard } from './JobCard';

describe('JobCard', () => {
  it('links the title to the job page and Apply Now to a mail', () => {
    render(
      <JobCard
        title="Product Designer"
        department="Design"
        location="London (Hybrid)"
        type="Full-time"
        posted="2025-03-13"
        now={new Date('2025-03-20T09:00:00Z')}
        summary="Shape the portals our customers use every day."
        href="/careers/product-designer"
        applyHref="mailto:team@example.com?subject=Product%20Designer"
      />,
    );
    expect(screen.getByRole('link', { name: 'Product Designer' })).toHaveAttribute('href', '/careers/product-designer');
    expect(screen.getByRole('link', { name: 'Apply Now' })).toHaveAttribute(
      'href',
      'mailto:team@example.com?subject=Product%20Designer',
    );
    expect(screen.getByText('Design')).toBeInTheDocument();
    expect(screen.getByText('Posted last week')).toBeInTheDocument();
  });
});
