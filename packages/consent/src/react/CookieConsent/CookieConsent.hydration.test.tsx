import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsentProvider } from '../ConsentProvider';
import { CookieConsent } from './CookieConsent';

function App() {
  return (
    <ConsentProvider config={{ storage: localStorage, log: () => {} }}>
      <main>
        <h1>Home</h1>
      </main>
      <CookieConsent />
    </ConsentProvider>
  );
}

afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
});

describe('prerendered pages', () => {
  it('render no banner on the server and show it right after hydration, without a mismatch', async () => {
    const html = renderToString(<App />);
    expect(html).not.toContain('We value your privacy');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, <App />, { onRecoverableError: recoverableError });
    });
    expect(recoverableError).not.toHaveBeenCalled();
    expect(screen.getByRole('region', { name: 'We value your privacy' })).toBeInTheDocument();
  });

  it('keep the banner away after hydration for a visitor who already chose', async () => {
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
    const container = document.createElement('div');
    container.innerHTML = renderToString(<App />);
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <App />);
    });
    expect(screen.queryByRole('region', { name: 'We value your privacy' })).not.toBeInTheDocument();
  });
});
