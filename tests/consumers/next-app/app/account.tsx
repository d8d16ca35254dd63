'use client';
import { type AccountType, AuthForm, type AuthTab, ConsumerPortal, useAuth } from '@ardena/auth';
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

export function Account() {
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
