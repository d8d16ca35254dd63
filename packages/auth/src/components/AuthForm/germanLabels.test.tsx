import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AuthProvider } from '../../provider/AuthProvider';
import { fakeClient } from '../../testing/fakeSupabase';
import type { AuthFormLabelOverrides } from './labels';
import { SignInForm } from './SignInForm';

function Provider({ children }: { children: ReactNode }) {
  const [client] = useState(() => fakeClient());
  return (
    <AuthProvider client={client} notify={() => {}} emailRedirectTo="http://localhost/">
      {children}
    </AuthProvider>
  );
}

const german: AuthFormLabelOverrides = {
  signInHeading: 'Bei Ihrem Konto anmelden',
  signInSubmit: 'Anmelden',
  forgotPasswordLink: 'Passwort vergessen?',
  fields: { email: 'E-Mail-Adresse', password: 'Passwort' },
  errorPrefix: 'Fehler:',
  errorSummaryTitle: 'Bitte korrigieren Sie Folgendes',
  passwordField: {
    show: 'Anzeigen',
    hide: 'Verbergen',
    showPassword: 'Passwort anzeigen',
    hidePassword: 'Passwort verbergen',
    nowVisible: 'Ihr Passwort ist sichtbar',
    nowHidden: 'Ihr Passwort ist verborgen',
  },
};

describe('SignInForm in German', { timeout: 20_000 }, () => {
  it('shows only the German texts it is given, down to the password toggle and the error summary', async () => {
    const user = userEvent.setup();
    render(
      <Provider>
        <SignInForm
          headingLevel={1}
          labels={german}
          onForgotPassword={() => {}}
          messages={{
            emailMissing: 'Geben Sie Ihre E-Mail-Adresse ein',
            passwordMissing: 'Geben Sie Ihr Passwort ein',
          }}
        />
      </Provider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Bei Ihrem Konto anmelden' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Passwort vergessen?' })).toBeInTheDocument();

    const toggle = screen.getByRole('button', { name: 'Passwort anzeigen' });
    expect(toggle).toHaveTextContent('Anzeigen');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Passwort verbergen' })).toHaveTextContent('Verbergen');
    expect(screen.getByText('Ihr Passwort ist sichtbar')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(screen.getByRole('heading', { name: 'Bitte korrigieren Sie Folgendes' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-Mail-Adresse')).toHaveAccessibleDescription(
      'Fehler: Geben Sie Ihre E-Mail-Adresse ein',
    );
    expect(document.body).not.toHaveTextContent(/\b(Error|Show|Hide|Sign in|There is a problem)\b/);
  });
});
