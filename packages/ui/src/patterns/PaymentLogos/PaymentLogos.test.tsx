import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PaymentLogos } from './PaymentLogos';

describe('PaymentLogos', () => {
  it('shows the six supported methods as named images in a labelled list', () => {
    render(<PaymentLogos />);
    const list = screen.getByRole('list', { name: 'Supported payment methods' });
    const names = within(list)
      .getAllByRole('img')
      .map((image) => image.getAttribute('aria-label'));
    expect(names).toEqual(['Visa', 'Mastercard', 'PayPal', 'American Express', 'Apple Pay', 'Google Pay']);
    for (const image of within(list).getAllByRole('img')) {
      expect(image.querySelector('path')?.getAttribute('d')?.length).toBeGreaterThan(20);
    }
  });

  it('shows only the methods asked for', () => {
    render(<PaymentLogos methods={['applePay', 'googlePay']} />);
    expect(screen.getAllByRole('img')).toHaveLength(2);
    expect(screen.getByRole('img', { name: 'Google Pay' })).toBeInTheDocument();
  });
});
