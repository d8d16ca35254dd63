import { OAuthSignIn } from '@ardena/auth';
import { accessPage } from '@ardena/content';
import { backend } from '../../backend';

/**
 * /access's Apple and Google buttons (an island): each starts Supabase's OAuth sign-in and comes back to the sign-in
 * page, which takes the session from the address; where the project has not enabled the provider the visitor reads
 * so under the buttons. supabase-js loads on the first press, not with the page.
 */
export function QuickSignIn() {
  const { providers, notEnabled } = accessPage.quickSignIn;
  return (
    <OAuthSignIn
      providers={providers}
      connection={backend}
      redirectTo={typeof window === 'undefined' ? undefined : `${window.location.origin}/auth`}
      labels={{ notEnabled }}
    />
  );
}
