import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LinkComponentProvider } from '../../components/LinkComponent';
import { CtaBanner } from './CtaBanner';

function RouterLink(props: { href: string; className?: string; children?: ReactNode }) {
  return <a data-router="yes" {...props} />;
}

function routerLinks({ children }: { children: ReactNode }) {
  return <LinkComponentProvider linkComponent={RouterLink}>{children}</LinkComponentProvider>;
}

describe('CtaBanner', () => {
  it('offers a mail link as the primary action and a button for an action without a target', async () => {
    const onSecondary = vi.fn();
    render(
      <CtaBanner
        title="Ready to get started?"
        description="Talk to our team."
        primaryAction={{ label: 'Contact sales', href: 'mailto:team@example.com' }}
        secondaryAction={{ label: 'Schedule a demo', onClick: onSecondary }}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Ready to get started?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact sales' })).toHaveAttribute('href', 'mailto:team@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Schedule a demo' }));
    expect(onSecondary).toHaveBeenCalledTimes(1);
  });

  it('routes site links through the link component but keeps mail links plain', () => {
    render(
      <CtaBanner
        title="Build with us"
        primaryAction={{ label: 'Email us', href: 'mailto:team@example.com' }}
        secondaryAction={{ label: 'Read the docs', href: '/developers' }}
      />,
      { wrapper: routerLinks },
    );
    expect(screen.getByRole('link', { name: 'Read the docs' })).toHaveAttribute('data-router', 'yes');
    expect(screen.getByRole('link', { name: 'Email us' })).not.toHaveAttribute('data-router');
  });
});
