import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RadioGroup } from './RadioGroup';
import { RadioGroupItem } from './RadioGroupItem';
import { RadioGroupRoot } from './RadioGroupRoot';

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

  it('moves and checks with arrow keys, skipping disabled options, and submits the value under its name', async () => {
    const user = userEvent.setup();
    render(
      <form aria-label="Plan">
        <RadioGroupRoot aria-label="Plan" name="plan" defaultValue="basic">
          <RadioGroupItem value="basic" aria-label="Basic" />
          <RadioGroupItem value="team" aria-label="Team" disabled />
          <RadioGroupItem value="scale" aria-label="Scale" />
        </RadioGroupRoot>
      </form>,
    );
    const form = screen.getByRole('form', { name: 'Plan' }) as HTMLFormElement;
    expect(new FormData(form).get('plan')).toBe('basic');
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Basic' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Scale' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Scale' })).toBeChecked();
    expect(new FormData(form).get('plan')).toBe('scale');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'Basic' })).toBeChecked();
  });

  it('can be reached by Tab while nothing is checked', async () => {
    const user = userEvent.setup();
    render(<RadioGroup label="Account type" options={options} />);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Consumer' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('radio', { name: 'Consumer' })).toBeChecked();
  });
});
