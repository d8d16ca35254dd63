import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ConsentProvider } from '../ConsentProvider';
import { defaultConsentCategoryOptions } from '../PreferencesDialog';
import { CookieConsent } from './CookieConsent';

const germanCategories = defaultConsentCategoryOptions.map((category) => ({
  ...category,
  ...{
    essential: { label: 'Notwendig', description: 'Für den Betrieb der Seite nötig.' },
    functional: { label: 'Funktional', description: 'Merkt sich Ihre Einstellungen.' },
    analytics: { label: 'Statistik', description: 'Zählt Besuche in Summe.' },
    marketing: { label: 'Marketing', description: 'Misst Kampagnen.' },
  }[category.id],
}));

beforeEach(() => localStorage.clear());

describe('CookieConsent in German', () => {
  it('shows the banner and the preferences dialog with the German texts it is given', async () => {
    const user = userEvent.setup();
    render(
      <ConsentProvider config={{ storage: localStorage, log: () => {} }}>
        <CookieConsent
          banner={{
            title: 'Wir respektieren Ihre Privatsphäre',
            description: 'Wir verwenden notwendige Cookies und weitere nur mit Ihrer Zustimmung.',
            privacyHref: '/datenschutz',
            privacyLinkLabel: 'Datenschutzerklärung lesen',
            acceptAllLabel: 'Alle akzeptieren',
            rejectAllLabel: 'Alle ablehnen',
            customizeLabel: 'Anpassen',
            closeLabel: 'Alle ablehnen und schließen',
          }}
          dialog={{
            title: 'Cookie-Einstellungen',
            description: 'Wählen Sie, welche Cookies wir verwenden dürfen.',
            saveLabel: 'Einstellungen speichern',
            acceptAllLabel: 'Alle akzeptieren',
            rejectAllLabel: 'Alle ablehnen',
            requiredLabel: 'Erforderlich',
            closeLabel: 'Schließen',
            categories: germanCategories,
          }}
        />
      </ConsentProvider>,
    );
    const banner = screen.getByRole('region', { name: 'Wir respektieren Ihre Privatsphäre' });
    expect(within(banner).getByRole('link', { name: 'Datenschutzerklärung lesen' })).toHaveAttribute(
      'href',
      '/datenschutz',
    );
    expect(
      within(banner)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(expect.arrayContaining(['Alle akzeptieren', 'Alle ablehnen', 'Anpassen']));
    expect(within(banner).getByRole('button', { name: 'Alle ablehnen und schließen' })).toBeInTheDocument();
    expect(banner).not.toHaveTextContent(/Accept|Reject|Customize|privacy/i);

    await user.click(within(banner).getByRole('button', { name: 'Anpassen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie-Einstellungen' });
    expect(within(dialog).getByRole('switch', { name: /Statistik/ })).not.toBeChecked();
    expect(within(dialog).getByText('Erforderlich')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Einstellungen speichern' }));
    expect(screen.queryByRole('region', { name: 'Wir respektieren Ihre Privatsphäre' })).not.toBeInTheDocument();
  });
});
