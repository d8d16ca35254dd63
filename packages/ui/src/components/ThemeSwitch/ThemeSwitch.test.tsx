import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { colorModeStorageKey } from '../../theme/colorMode';
import { themeClassNames } from '../../theme/themeClassNames';
import { ThemeSwitch } from './ThemeSwitch';

afterEach(() => {
  window.localStorage.clear();
  document.documentElement.className = '';
});

describe('ThemeSwitch', () => {
  it('starts on System and stores an explicit choice on <html> and in storage', async () => {
    const user = userEvent.setup();
    render(<ThemeSwitch />);
    expect(screen.getByRole('radio', { name: 'System' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(window.localStorage.getItem(colorModeStorageKey)).toBe('dark');
    expect(document.documentElement).toHaveClass(themeClassNames.dark);
    await user.click(screen.getByRole('radio', { name: 'System' }));
    expect(window.localStorage.getItem(colorModeStorageKey)).toBeNull();
    // jsdom's matchMedia (see the unit setup) reports no dark preference, so System resolves to light.
    expect(document.documentElement).toHaveClass(themeClassNames.light);
    expect(document.documentElement).not.toHaveClass(themeClassNames.dark);
  });

  it('reflects a stored choice', () => {
    window.localStorage.setItem(colorModeStorageKey, 'light');
    render(<ThemeSwitch />);
    expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();
  });

  it('is one tab stop whose arrow keys move and apply the choice, wrapping at the ends', async () => {
    const user = userEvent.setup();
    render(<ThemeSwitch />);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'System' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Light' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();
    expect(window.localStorage.getItem(colorModeStorageKey)).toBe('light');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'Dark' })).toHaveFocus();
    expect(document.documentElement).toHaveClass(themeClassNames.dark);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Dark' })).not.toHaveFocus();
  });
});
