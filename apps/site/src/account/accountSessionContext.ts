import { createContext, useContext } from 'react';
import type { AccountSession } from './session';

/**
 * The account session of the nearest SiteAuthProvider (./SiteAuthProvider.tsx). Its own module, without the
 * provider: the public header reads it to know whether a provider is already above (on account pages), and must not
 * pull the AuthProvider into every public page's bundle to find out.
 */
export const AccountSessionContext = createContext<AccountSession | null>(null);

/** The account session of the SiteAuthProvider above. */
export function useAccountSession(): AccountSession {
  const session = useContext(AccountSessionContext);
  if (!session) throw new Error('useAccountSession must be used inside <SiteAuthProvider>');
  return session;
}
