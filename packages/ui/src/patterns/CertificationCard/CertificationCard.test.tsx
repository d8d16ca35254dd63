import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CertificationCard } from './CertificationCard';

describe('CertificationCard', () => {
  it('shows the standard, its status in words and the audit detail', () => {
    render(
      <CertificationCard
        title="ISO/IEC 27001"
        description="Information security management."
        status="Certified"
        detail="Audited annually"
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'ISO/IEC 27001' })).toBeInTheDocument();
    expect(screen.getByText('Certified')).toBeInTheDocument();
    expect(screen.getByText('Audited annually')).toBeInTheDocument();
  });

  it('shows no status badge when none is given', () => {
    render(<CertificationCard title="PSD2" description="Payment services directive." />);
    expect(screen.queryByText('Certified')).not.toBeInTheDocument();
  });
});
