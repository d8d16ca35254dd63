'use client';
import { AuthProvider } from '@ardena/auth';
import { ConsentProvider, CookieConsent } from '@ardena/consent';
import { Toaster, toast } from '@ardena/ui';
import type { ReactNode } from 'react';

const connection = {
  url: process.env.NEXT_PUBLIC_SUPABASE_URL ?? '',
  anonKey: process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY ?? '',
};

export function Providers({ children }: { children: ReactNode }) {
  return (
    <ConsentProvider config={{ storageKeyPrefix: 'acme', revision: 1 }}>
      <AuthProvider connection={connection} notify={toast}>
        {children}
        <Toaster />
      </AuthProvider>
      <CookieConsent banner={{ privacyHref: '/privacy' }} />
    </ConsentProvider>
  );
}
