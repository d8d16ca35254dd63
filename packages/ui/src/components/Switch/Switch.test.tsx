import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './Switch';

describe('Switch', () => {
  it('is named by its label and toggles from the label', async () => {
    const onCheckedChange = vi.fn();
    render(<Switch label="Marketing" description="Personalised offers." onCheckedChange={onCheckedChange} />);
    const control = screen.getByRole('switch', { name: 'Marketing' });
    expect(control).toHaveAccessibleDescription('Personalised offers.');
    await userEvent.click(screen.getByText('Marketing'));
    expect(onCheckedChange).toHaveBeenCalledWith(true);
    expect(control).toBeChecked();
  });

  it('cannot be switched off when locked on', async () => {
    const onCheckedChange = vi.fn();
    render(<Switch label="Essential" checked disabled onCheckedChange={onCheckedChange} />);
    await userEvent.click(screen.getByRole('switch', { name: 'Essential' }));
    expect(onCheckedChange).not.toHaveBeenCalled();
    expect(screen.getByRole('switch')).toBeChecked();
  });
});
