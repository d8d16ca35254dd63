import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CompanyInfoCard } from './CompanyInfoCard';

describe('CompanyInfoCard', () => {
  it('lists the business fields as terms and values', () => {
    render(<CompanyInfoCard businessName="Northwind Payments Ltd" companyNumber="12345678" country="United Kingdom" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Company Information' })).toBeInTheDocument();
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const values = screen.getAllByRole('definition').map((value) => value.textContent);
    expect(terms).toEqual(['Business name', 'Company number', 'Country']);
    expect(values).toEqual(['Northwind Payments Ltd', '12345678', 'United Kingdom']);
  });

  it('says a required field is missing but leaves optional ones out', () => {
    render(<CompanyInfoCard businessName="Northwind" companyNumber={null} contactName="Jonas Weber" />);
    expect(screen.getAllByText('Not provided')).toHaveLength(2);
    expect(screen.getByText('Jonas Weber')).toBeInTheDocument();
    expect(screen.queryByText('Email')).not.toBeInTheDocument();
  });
});
