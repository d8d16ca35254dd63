import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConsentConfig } from '../../core';
import { ConsentProvider, useOpenConsentPreferences } from '../ConsentProvider';
import { CookieConsent } from './CookieConsent';

function Footer() {
  const openPreferences = useOpenConsentPreferences();
  return (
    <footer>
      <button type="button" onClick={openPreferences}>
        Cookie settings
      </button>
    </footer>
  );
}

function renderApp(config: ConsentConfig = {}) {
  return render(
    <ConsentProvider config={{ storage: localStorage, log: () => {}, ...config }}>
      <main>
        <h1>Home</h1>
      </main>
      <Footer />
      <CookieConsent />
    </ConsentProvider>,
  );
}

function stored() {
  return {
    flag: localStorage.getItem('ardena-cookie-consent'),
    preferences: JSON.parse(localStorage.getItem('ardena-cookie-preferences') ?? 'null'),
  };
}

const banner = () => screen.queryByRole('region', { name: 'We value your privacy' });

beforeEach(() => {
  localStorage.clear();
});

describe('CookieConsent', () => {
  it('shows the banner on a first visit, and Accept All stores all four on and hides it for good', async () => {
    const { unmount } = renderApp();
    expect(banner()).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accept All' }));
    expect(banner()).not.toBeInTheDocument();
    expect(stored().flag).toBe('true');
    expect(stored().preferences).toMatchObject({
      essential: true,
      functional: true,
      analytics: true,
      marketing: true,
      choice: 'accept-all',
    });
    unmount();
    renderApp();
    expect(banner()).not.toBeInTheDocument();
  });

  it('Reject All and the × both keep only essential', async () => {
    const { unmount } = renderApp();
    await userEvent.click(screen.getByRole('button', { name: 'Reject all and close' }));
    expect(banner()).not.toBeInTheDocument();
    expect(stored().preferences).toMatchObject({ functional: false, analytics: false, marketing: false });
    unmount();
    localStorage.clear();
    renderApp();
    await userEvent.click(screen.getByRole('button', { name: 'Reject All' }));
    expect(stored().preferences).toMatchObject({ essential: true, analytics: false, choice: 'reject-all' });
  });

  it('Customize then Save Preferences stores the chosen set and closes banner and dialog', async () => {
    renderApp();
    await userEvent.click(screen.getByRole('button', { name: 'Customize' }));
    const dialog = screen.getByRole('dialog', { name: 'Cookie preferences' });
    expect(within(dialog).getByRole('switch', { name: 'Essential' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Functional' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Preferences' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(banner()).not.toBeInTheDocument();
    expect(stored().preferences).toMatchObject({
      essential: true,
      functional: true,
      analytics: false,
      marketing: false,
      choice: 'custom',
    });
  });

  it('keeps the banner when the dialog is dismissed without saving', async () => {
    renderApp();
    await userEvent.click(screen.getByRole('button', { name: 'Customize' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(banner()).toBeInTheDocument();
    expect(stored().flag).toBeNull();
  });

  it('the footer link reopens the preferences with the stored choice, and withdrawing is as easy', async () => {
    const log = vi.fn();
    renderApp({ log });
    await userEvent.click(screen.getByRole('button', { name: 'Accept All' }));
    expect(log).toHaveBeenCalledWith('Analytics cookies enabled');
    await userEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('switch', { name: 'Marketing' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject All' }));
    expect(stored().preferences).toMatchObject({ analytics: false, marketing: false, choice: 'reject-all' });
    expect(screen.getByRole('button', { name: 'Cookie settings' })).toHaveFocus();
  });

  it('asks again after a policy revision', async () => {
    const { unmount } = renderApp({ revision: 1 });
    await userEvent.click(screen.getByRole('button', { name: 'Accept All' }));
    unmount();
    renderApp({ revision: 2 });
    expect(banner()).toBeInTheDocument();
  });
});
