import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field, splitFieldProps } from './Field';

describe('Field', () => {
  it('wires label, hint, error and extra descriptions to the control', () => {
    render(
      <>
        <p id="extra">Extra</p>
        <Field label="Email" hint="We never share it." error="Enter an email address" describedBy="extra">
          {(control) => <input {...control} />}
        </Field>
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('We never share it. Error: Enter an email address Extra');
  });

  it('is valid and undescribed without hint or error, and marks optional fields', () => {
    render(
      <Field label="Phone" optional id="phone">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Phone (optional)' });
    expect(input).toHaveAttribute('id', 'phone');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it("splits a field component's props between the wrapper and the control", () => {
    const [field, control] = splitFieldProps({
      label: 'Country',
      hint: 'Where the business is registered',
      error: 'Choose a country',
      optional: true,
      id: 'country',
      fieldClassName: 'wide',
      'aria-describedby': 'extra',
      name: 'country',
      required: true,
    });
    expect(field).toEqual({
      label: 'Country',
      hint: 'Where the business is registered',
      error: 'Choose a country',
      optional: true,
      id: 'country',
      describedBy: 'extra',
      className: 'wide',
    });
    expect(control).toEqual({ name: 'country', required: true });
  });
});
