import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsentProvider } from '../ConsentProvider';
import { CookieBanner } from './CookieBanner';

function App() {
  return (
    <ConsentProvider config={{ storage: localStorage, log: () => {} }}>
      <CookieBanner prerender />
    </ConsentProvider>
  );
}

async function hydrate() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<App />);
  document.body.append(container);
  const recoverableError = vi.fn();
  await act(async () => {
    hydrateRoot(container, <App />, { onRecoverableError: recoverableError });
  });
  return { recoverableError };
}

afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
});

describe('CookieBanner with prerender', () => {
  it('is in the server HTML, marked as the prerendered copy', () => {
    const html = renderToString(<App />);
    expect(html).toContain('We value your privacy');
    expect(html).toContain('data-consent-prerendered=""');
  });

  it('stays for a first visit after hydration, without a mismatch and without the mark', async () => {
    const { recoverableError } = await hydrate();
    expect(recoverableError).not.toHaveBeenCalled();
    const banner = screen.getByRole('region', { name: 'We value your privacy' });
    expect(banner).not.toHaveAttribute('data-consent-prerendered');
  });

  it('goes away after hydration for a visitor who already chose', async () => {
    localStorage.setItem('ardena-cookie-consent', 'true');
    localStorage.setItem(
      'ardena-cookie-preferences',
      JSON.stringify({
        schema: 1,
        essential: true,
        functional: false,
        analytics: false,
        marketing: false,
        consentId: '3f1c2b8a-4d5e-4f60-8a7b-9c0d1e2f3a4b',
        consentedAt: new Date().toISOString(),
        revision: 1,
        choice: 'reject-all',
      }),
    );
    await hydrate();
    expect(screen.queryByRole('region', { name: 'We value your privacy' })).not.toBeInTheDocument();
  });
});
