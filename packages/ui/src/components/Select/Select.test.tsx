import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Select } from './Select';

const options = [
  { value: 'sandbox', label: 'Sandbox' },
  { value: 'production', label: 'Production' },
];

describe('Select', () => {
  it('starts on the placeholder and takes a choice', async () => {
    render(<Select label="Environment" options={options} placeholder="Choose one" />);
    const select = screen.getByRole('combobox', { name: 'Environment' });
    expect(select).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Choose one' })).toBeDisabled();
    await userEvent.selectOptions(select, 'Production');
    expect(select).toHaveValue('production');
  });

  it('ties the error to the select', () => {
    render(<Select label="Environment" options={options} error="Choose an environment" />);
    expect(screen.getByRole('combobox', { name: 'Environment' })).toHaveAccessibleDescription(
      'Error: Choose an environment',
    );
  });
});
