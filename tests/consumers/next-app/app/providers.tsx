'use client';
import { AuthProvider } from '@ardena/auth';
import { ConsentProvider, CookieConsent } from '@ardena/consent';
import { LinkComponentProvider, LocaleProvider, Toaster, toast } from '@ardena/ui';
import NextLink from 'next/link';
import type { ReactNode } from 'react';

const connection = {
  url: process.env.NEXT_PUBLIC_SUPABASE_URL ?? '',
  anonKey: process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY ?? '',
};

export function Providers({ children }: { children: ReactNode }) {
  return (
    // Locale and time zone set once, the same on the server and in the browser, so dates hydrate identically.
    <LocaleProvider locale="en-US" timeZone="UTC">
      {/* Links in @ardena/ui and @ardena/consent components (the banner's privacy link, the account menu) use Next.js's router. */}
      <LinkComponentProvider linkComponent={NextLink}>
        <ConsentProvider config={{ storageKeyPrefix: 'acme', revision: 1 }}>
          <AuthProvider connection={connection} notify={toast}>
            {children}
            <Toaster />
          </AuthProvider>
          <CookieConsent banner={{ privacyHref: '/privacy' }} />
        </ConsentProvider>
      </LinkComponentProvider>
    </LocaleProvider>
  );
}
