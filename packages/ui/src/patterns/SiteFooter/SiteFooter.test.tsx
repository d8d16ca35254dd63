import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SiteFooter } from './SiteFooter';

describe('SiteFooter', () => {
  it('renders each column as a list named by its heading', () => {
    render(
      <SiteFooter
        columns={[
          { title: 'Developers', links: [{ label: 'API', href: '/partner-login' }] },
          { title: 'Legal', links: [{ label: 'Privacy', href: '/privacy' }] },
        ]}
        bottom={<p>© Ardena</p>}
      />,
    );
    const developers = screen.getByRole('list', { name: 'Developers' });
    expect(within(developers).getByRole('link', { name: 'API' })).toHaveAttribute('href', '/partner-login');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© Ardena');
  });

  it('renders an action entry as a button in its column, in order with the links, reachable by Tab', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <SiteFooter
        columns={[
          {
            title: 'Legal',
            links: [
              { label: 'Privacy', href: '/privacy' },
              { label: 'Cookie settings', onClick },
              { label: 'Terms', href: '/terms' },
            ],
          },
        ]}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Legal' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Privacy', 'Cookie settings', 'Terms']);
    const button = within(items[1] as HTMLElement).getByRole('button', { name: 'Cookie settings' });
    expect(button).toHaveAttribute('type', 'button');
    await user.tab();
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
