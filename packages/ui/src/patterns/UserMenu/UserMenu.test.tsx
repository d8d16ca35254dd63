import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { initialsOf, UserMenu } from './UserMenu';

describe('initialsOf', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initialsOf('ana lopes')).toBe('AL');
    expect(initialsOf('  Jonas  van der Berg ')).toBe('JB');
    expect(initialsOf('Cher')).toBe('C');
    expect(initialsOf('')).toBe('?');
  });
});

describe('UserMenu', () => {
  it('shows who is signed in, links to their portal and signs out', async () => {
    const onSignOut = vi.fn();
    const onSettings = vi.fn();
    render(
      <UserMenu
        name="Ana Lopes"
        email="ana@example.com"
        portalLabel="Consumer Portal"
        portalHref="/consumer-portal"
        onSettings={onSettings}
        onSignOut={onSignOut}
      />,
    );
    const trigger = screen.getByRole('button', { name: /^Ana Lopes\s*,?\s*account menu$/ });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveTextContent('ana@example.com');
    expect(screen.getByRole('menuitem', { name: 'Consumer Portal' })).toHaveAttribute('href', '/consumer-portal');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Settings' }));
    expect(onSettings).toHaveBeenCalledTimes(1);
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });
});
