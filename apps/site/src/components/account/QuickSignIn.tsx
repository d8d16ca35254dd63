import { OAuthSignIn } from '@ardena/auth';
import type { QuickSignInProvider } from '@ardena/content';
import { backend } from '../../backend';

interface QuickSignInProps {
  providers: readonly QuickSignInProvider[];
  /** Shown under the buttons when the provider is not enabled; `{provider}` is its name. */
  notEnabled: string;
}

/**
 * /access's Apple and Google buttons (an island): each starts Supabase's OAuth sign-in and comes back to the sign-in
 * page, which takes the session from the address; where the project has not enabled the provider the visitor reads
 * so under the buttons. supabase-js loads on the first press, not with the page.
 * The texts come as props, so the island carries two strings rather than the whole page's copy.
 */
export function QuickSignIn({ providers, notEnabled }: QuickSignInProps) {
  return (
    <OAuthSignIn
      providers={providers}
      connection={backend}
      redirectTo={typeof window === 'undefined' ? undefined : `${window.location.origin}/auth`}
      labels={{ notEnabled }}
    />
  );
}
