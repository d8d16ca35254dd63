import { Button } from '@ardena/ui';
import type { Provider } from '@supabase/supabase-js';
import { type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { loadSupabase, type SupabaseConnection } from '../../client/client';
import { isProviderNotEnabled, oauthSignInUrl } from '../../data/oauthApi';
import { AuthContext } from '../../provider/authContext';
import * as styles from './OAuthSignIn.css';
import { type OAuthSignInLabels, oauthSignInLabels, withProvider } from './oauthSignInLabels';

/** One "Continue with …" button. */
export interface OAuthSignInOption {
  /** Supabase's provider id, for example `google` or `apple`. */
  provider: Provider;
  /** The provider's name in messages, for example 'Google'. */
  name: string;
  /** The button's label, for example 'Continue with Google'. */
  label: string;
  /** Decorative icon before the label. */
  icon?: ReactNode;
}

export interface OAuthSignInProps {
  /** The buttons, in order. */
  providers: readonly OAuthSignInOption[];
  /** Where the provider sends the person back (an allowed redirect URL of the project); the current page by default. */
  redirectTo?: string;
  /**
   * The backend, for a page without `AuthProvider`: supabase-js then loads on the first press (the shared client of
   * `loadSupabase`). Inside `AuthProvider` the provider's client is used.
   */
  connection?: SupabaseConnection;
  /** Overrides of the English texts (`oauthSignInLabels`). */
  labels?: Partial<OAuthSignInLabels>;
  /** More ways in after the buttons, for example a link to the email sign-in. */
  children?: ReactNode;
  /** Sends the page to the provider; tests and stories pass their own. */
  navigate?: (url: string) => void;
}

/**
 * "Continue with Google / Apple …": each button starts Supabase's OAuth sign-in (`signInWithOAuth`). The auth
 * server is asked first whether it will start it; only then does the page go to the provider. Where the project has
 * not enabled a provider the reason is shown here, under the buttons, and the page stays as it is.
 */
export function OAuthSignIn({
  providers,
  redirectTo,
  connection,
  labels: labelOverrides,
  children,
  navigate = (url) => window.location.assign(url),
}: OAuthSignInProps) {
  const labels = { ...oauthSignInLabels, ...labelOverrides };
  const auth = useContext(AuthContext);
  const [pending, setPending] = useState<OAuthSignInOption | null>(null);
  const [message, setMessage] = useState('');
  const running = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: one run per attempt; the provider's client may arrive later.
  useEffect(() => {
    if (!pending || running.current) return;
    if (!auth && !connection) throw new Error('OAuthSignIn needs an AuthProvider around it or a `connection`');
    const client = auth?.client ?? null;
    // Inside AuthProvider, a press before its client has loaded waits here; this runs again when the client is there.
    if (!client && !connection) return;
    running.current = true;
    const option = pending;
    void (async () => {
      try {
        const loaded = client ?? (await loadSupabase(connection as SupabaseConnection));
        const result = await oauthSignInUrl(loaded, option.provider, redirectTo ?? window.location.href);
        if (result.ok) {
          navigate(result.data);
          return;
        }
        setMessage(
          isProviderNotEnabled(result.error)
            ? withProvider(labels.notEnabled, option.name)
            : `${withProvider(labels.failed, option.name)} ${result.error.message}`,
        );
      } catch (error) {
        setMessage(`${withProvider(labels.failed, option.name)} ${error instanceof Error ? error.message : error}`);
      } finally {
        running.current = false;
        setPending(null);
      }
    })();
  }, [pending, auth?.client]);

  return (
    <div className={styles.root}>
      {providers.map((option) => (
        <Button
          key={option.provider}
          type="button"
          variant="outline"
          fullWidth
          // The provider being opened is busy (it keeps focus and ignores clicks); the others wait, disabled.
          disabled={pending !== null && pending.provider !== option.provider}
          loadingLabel={pending?.provider === option.provider ? withProvider(labels.opening, option.name) : undefined}
          onClick={() => {
            setMessage('');
            setPending(option);
          }}
        >
          {option.icon}
          {option.label}
        </Button>
      ))}
      <p role="status" className={styles.message}>
        {message}
      </p>
      {children}
    </div>
  );
}
