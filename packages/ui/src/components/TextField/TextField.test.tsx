import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is labelled, forwards its ref and passes input props through', async () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextField ref={ref} label="First name" name="firstName" required />);
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(ref.current).toBe(input);
    expect(input).toBeRequired();
    await userEvent.type(input, 'Jane');
    expect(input).toHaveValue('Jane');
  });

  it('ties the inline error to the input', () => {
    render(<TextField label="Confirm password" error="Passwords do not match" hint="Type it again." />);
    const input = screen.getByRole('textbox', { name: 'Confirm password' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Type it again. Error: Passwords do not match');
  });

  it('keeps a consumer-supplied description', () => {
    render(
      <>
        <span id="note">Note</span>
        <TextField label="API Key" aria-describedby="note" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'API Key' })).toHaveAccessibleDescription('Note');
  });
});
