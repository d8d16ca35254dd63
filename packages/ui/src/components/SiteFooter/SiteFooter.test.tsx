import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
