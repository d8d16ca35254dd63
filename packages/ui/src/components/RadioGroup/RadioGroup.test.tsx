import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RadioGroup } from './RadioGroup';

const options = [
  { value: 'consumer', label: 'Consumer' },
  { value: 'business', label: 'Business', description: 'For companies.' },
];

describe('RadioGroup', () => {
  it('is a named group whose options are chosen by label', async () => {
    const onValueChange = vi.fn();
    render(<RadioGroup label="Account type" options={options} onValueChange={onValueChange} />);
    expect(screen.getByRole('radiogroup', { name: 'Account type' })).toBeInTheDocument();
    const business = screen.getByRole('radio', { name: 'Business' });
    expect(business).toHaveAccessibleDescription('For companies.');
    await userEvent.click(screen.getByText('Business'));
    expect(business).toBeChecked();
    expect(onValueChange).toHaveBeenCalledWith('business');
  });

  it('describes and invalidates the group on error', () => {
    render(<RadioGroup label="Account type" options={options} error="Choose one" />);
    const group = screen.getByRole('radiogroup', { name: 'Account type' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Error: Choose one');
  });
});
