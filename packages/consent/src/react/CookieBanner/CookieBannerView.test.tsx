import { type LinkComponentProps, LinkComponentProvider } from '@ardena/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CookieBannerView } from './CookieBannerView';

function renderBanner(props: Partial<Parameters<typeof CookieBannerView>[0]> = {}) {
  const handlers = { onAcceptAll: vi.fn(), onRejectAll: vi.fn(), onCustomize: vi.fn() };
  const view = render(<CookieBannerView {...handlers} {...props} />);
  return { ...handlers, ...view };
}

function RouterLink({ href, className, children }: LinkComponentProps) {
  return (
    <a href={href} className={className} data-router="yes">
      {children}
    </a>
  );
}

describe('CookieBannerView', () => {
  it('is a named region with the GDPR text and a link to the privacy policy', () => {
    renderBanner();
    const region = screen.getByRole('region', { name: 'We value your privacy' });
    expect(region).toHaveAccessibleDescription(/GDPR compliant/);
    expect(screen.getByRole('link', { name: 'Read our Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });

  it('reports each choice, and the × rejects all', async () => {
    const { onAcceptAll, onRejectAll, onCustomize } = renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Accept All' }));
    expect(onAcceptAll).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Reject All' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reject all and close' }));
    expect(onRejectAll).toHaveBeenCalledTimes(2);
    await userEvent.click(screen.getByRole('button', { name: 'Customize' }));
    expect(onCustomize).toHaveBeenCalledTimes(1);
  });

  it('gives Accept All and Reject All the same styling', () => {
    renderBanner();
    expect(screen.getByRole('button', { name: 'Reject All' }).className).toBe(
      screen.getByRole('button', { name: 'Accept All' }).className,
    );
  });

  it('does not take focus and is not modal', () => {
    renderBanner();
    expect(document.activeElement).toBe(document.body);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('reserves its height on the page while shown and releases it when gone', () => {
    const { unmount } = renderBanner();
    const root = document.documentElement;
    expect(root).toHaveAttribute('data-consent-banner');
    expect(root.style.getPropertyValue('--ardena-consent-banner-height')).toMatch(/^\d+px$/);
    unmount();
    expect(root).not.toHaveAttribute('data-consent-banner');
    expect(root.style.getPropertyValue('--ardena-consent-banner-height')).toBe('');
  });

  it('can leave the page layout alone', () => {
    renderBanner({ reserveSpace: false });
    expect(document.documentElement).not.toHaveAttribute('data-consent-banner');
  });

  it('renders the privacy link with a custom link component', () => {
    render(
      <LinkComponentProvider linkComponent={RouterLink}>
        <CookieBannerView
          onAcceptAll={vi.fn()}
          onRejectAll={vi.fn()}
          onCustomize={vi.fn()}
          privacyHref="/legal/privacy"
        />
      </LinkComponentProvider>,
    );
    const link = screen.getByRole('link', { name: 'Read our Privacy Policy' });
    expect(link).toHaveAttribute('data-router', 'yes');
    expect(link).toHaveAttribute('href', '/legal/privacy');
  });
});
