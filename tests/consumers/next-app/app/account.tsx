'use client';
import { type AccountType, AuthForm, type AuthTab, ConsumerPortal, defaultAccountTypes, useAuth } from '@ardena/auth';
import { useOpenConsentPreferences } from '@ardena/consent';
import { Button } from '@ardena/ui';
import { useState } from 'react';

export function CookieSettingsButton() {
  const openPreferences = useOpenConsentPreferences();
  return (
    <Button variant="ghost" size="sm" onClick={openPreferences}>
      Cookie settings
    </Button>
  );
}

// Sign-up offers consumer accounts only: account types are configuration (auth README, Next.js quick start).
const accountTypes = defaultAccountTypes.filter((type) => type.value === 'consumer');

export function Account() {
  const { user, loading } = useAuth();
  const [tab, setTab] = useState<AuthTab>('signin');
  const [accountType, setAccountType] = useState<AccountType>('consumer');
  if (loading) return <p>Loading…</p>;
  if (user) return <ConsumerPortal csvFileNamePrefix="acme" contactHref="mailto:help@acme.example" />;
  return (
    <AuthForm
      tab={tab}
      onTabChange={setTab}
      accountType={accountType}
      onAccountTypeChange={setAccountType}
      accountTypes={accountTypes}
      headingLevel={1}
    />
  );
}
