import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { LinkComponentProvider } from '../../components/LinkComponent';
import { SiteHeader } from './SiteHeader';

const navItems = [
  { label: 'Solutions', href: '/solutions', current: true },
  { label: 'Careers', href: '/careers' },
];

function RouterLink({ href, children, ...props }: { href: string; children?: ReactNode }) {
  return (
    <a data-to={href} href={href} {...props}>
      {children}
    </a>
  );
}

function routerLinks({ children }: { children: ReactNode }) {
  return <LinkComponentProvider linkComponent={RouterLink}>{children}</LinkComponentProvider>;
}

describe('SiteHeader', () => {
  // jsdom applies no stylesheet, so both the desktop and the mobile nav are in the tree; tests pick by container.
  it('marks the current page and uses the given link component', () => {
    const { container } = render(<SiteHeader logo="Ardena" navItems={navItems} />, { wrapper: routerLinks });
    const desktopNav = container.querySelector('nav') as HTMLElement;
    const current = within(desktopNav).getByRole('link', { name: 'Solutions' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveAttribute('data-to', '/solutions');
    expect(within(desktopNav).getByRole('link', { name: 'Careers' })).not.toHaveAttribute('aria-current');
  });

  it('opens the mobile panel with a disclosure button and closes it on Escape and on navigation', async () => {
    const user = userEvent.setup();
    render(<SiteHeader logo="Ardena" navItems={navItems} auth={<button type="button">Login</button>} />);
    const button = screen.getByRole('button', { name: 'Open menu' });
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(panel).not.toBeVisible();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    expect(within(panel).getByRole('button', { name: 'Login' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(panel).not.toBeVisible();
    expect(button).toHaveFocus();
    await user.click(button);
    await user.click(within(panel).getByRole('link', { name: 'Careers' }));
    expect(panel).not.toBeVisible();
  });
});
