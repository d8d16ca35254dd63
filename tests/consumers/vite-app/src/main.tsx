// A team's app written from the packages' READMEs: consent banner, theme switch, sign-in and the consumer portal.
import '@ardena/ui/styles.css';
import '@ardena/ui/reset.css';
import '@ardena/auth/styles.css';
import { type AccountType, AuthForm, AuthProvider, type AuthTab, ConsumerPortal, useAuth } from '@ardena/auth';
import { ConsentProvider, CookieConsent, useOpenConsentPreferences } from '@ardena/consent';
import { Button, ThemeSwitch, Toaster, toast } from '@ardena/ui';
import { colorModeScript } from '@ardena/ui/theme';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

// The ui README asks for the pre-paint script in <head>; a Vite app without SSR runs it before rendering.
new Function(colorModeScript)();

const connection = {
  url: import.meta.env.VITE_SUPABASE_URL as string,
  anonKey: import.meta.env.VITE_SUPABASE_ANON_KEY as string,
};

function CookieSettingsButton() {
  const openPreferences = useOpenConsentPreferences();
  return (
    <Button variant="ghost" size="sm" onClick={openPreferences}>
      Cookie settings
    </Button>
  );
}

function Account() {
  const { user, loading } = useAuth();
  const [tab, setTab] = useState<AuthTab>('signin');
  const [accountType, setAccountType] = useState<AccountType>('consumer');
  if (loading) return <p>Loading…</p>;
  if (user) return <ConsumerPortal timeZone="UTC" csvFileNamePrefix="acme" contactHref="mailto:help@acme.example" />;
  return (
    <AuthForm
      tab={tab}
      onTabChange={setTab}
      accountType={accountType}
      onAccountTypeChange={setAccountType}
      headingLevel={1}
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
        <AuthProvider connection={connection} notify={toast}>
          <Account />
        </AuthProvider>
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
