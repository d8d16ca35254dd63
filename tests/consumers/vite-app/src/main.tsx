// A team's app written from the packages' READMEs: consent banner, theme switch, sign-in and the consumer portal.
import '@ardena/ui/styles.css';
import '@ardena/ui/reset.css';
import '@ardena/auth/styles.css';
import '@ardena/consent/styles.css';
import {
  AuthProvider,
  CheckEmailNotice,
  ConsumerPortal,
  ForgotPasswordForm,
  SetPasswordForm,
  SignInForm,
  useAuth,
} from '@ardena/auth';
import { ConsentProvider, CookieConsent, useOpenConsentPreferences } from '@ardena/consent';
import { Button, ThemeSwitch, Toaster, toast } from '@ardena/ui';
import { colorModeScript } from '@ardena/ui/theme';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { GermanStatement } from './germanStatement';

// The ui README asks for the pre-paint script in <head>; a Vite app without SSR runs it before rendering.
new Function(colorModeScript)();

const connection = {
  url: import.meta.env.VITE_SUPABASE_URL as string,
  anonKey: import.meta.env.VITE_SUPABASE_ANON_KEY as string,
};

// The app's sign-in page and portals: one page here, so recovery links come back to it (the auth README's Routes).
const routes = { signIn: '/', portals: { consumer: '/', business: '/' } };

function CookieSettingsButton() {
  const openPreferences = useOpenConsentPreferences();
  return (
    <Button variant="ghost" size="sm" onClick={openPreferences}>
      Cookie settings
    </Button>
  );
}

type Step = { view: 'signIn' } | { view: 'forgot'; email: string } | { view: 'sent'; email: string };

// Sign-in with password recovery, composed from the packaged pieces as the auth README's Vite quick start shows.
function Account() {
  const { user, loading, passwordRecovery } = useAuth();
  const [step, setStep] = useState<Step>({ view: 'signIn' });
  const back = () => setStep({ view: 'signIn' });
  if (loading) return <p>Loading…</p>;
  if (passwordRecovery) return <SetPasswordForm headingLevel={1} />;
  if (user) return <ConsumerPortal timeZone="UTC" csvFileNamePrefix="acme" contactHref="mailto:help@acme.example" />;
  if (step.view === 'forgot') {
    return (
      <ForgotPasswordForm
        headingLevel={1}
        defaultEmail={step.email}
        autoFocus
        onSent={(email) => setStep({ view: 'sent', email })}
        onBack={back}
      />
    );
  }
  if (step.view === 'sent') {
    return <CheckEmailNotice headingLevel={1} email={step.email} reason="passwordReset" autoFocus onBack={back} />;
  }
  return (
    <SignInForm
      headingLevel={1}
      labels={{ signInHeading: 'Sign in to Acme' }}
      onForgotPassword={(email) => setStep({ view: 'forgot', email })}
    />
  );
}

function App() {
  return (
    <ConsentProvider config={{ storageKeyPrefix: 'acme', revision: 1 }}>
      <header style={{ display: 'flex', gap: '1rem', justifyContent: 'flex-end', padding: '1rem' }}>
        <ThemeSwitch />
        <CookieSettingsButton />
      </header>
      <main style={{ maxWidth: '64rem', margin: '0 auto', padding: '1rem' }}>
        <AuthProvider connection={connection} notify={toast} routes={routes}>
          <Account />
        </AuthProvider>
        <GermanStatement />
      </main>
      <Toaster />
      <CookieConsent banner={{ privacyHref: '/privacy' }} />
    </ConsentProvider>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
