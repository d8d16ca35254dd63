import {
  type AccountType,
  AuthForm,
  AuthProvider,
  type AuthTab,
  hasStoredSession,
  postSignInDestination,
  useAuth,
} from '@ardena/auth';
import { type AuthSearch, authCopy, supabaseConfig } from '@ardena/content';
import { Heading, Spinner, Text, toast } from '@ardena/ui';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { Page } from '../components/Page';
import { routeTarget } from '../components/routeTarget';
import { headFor } from '../head';
import * as layout from '../layout.css';
import { loadSeo } from '../loadSeo';

/** `/auth`'s search params: the tab, the sign-up account type, and the page to return to after sign-in. */
export type AuthPageSearch = Partial<AuthSearch> & { redirect?: string };

/**
 * `?tab=signin|signup` picks the tab (sign-in when absent); `?type=business|consumer` preselects the account type.
 * Both stay optional so a bare `/auth` is a valid URL of its own (no redirect to a normalised one); unknown values
 * are dropped. `?redirect=` is kept as given: it is only ever followed through `postSignInDestination`, which accepts
 * nothing but a local path.
 */
export function parseAuthSearch(search: Record<string, unknown>): AuthPageSearch {
  const parsed: { -readonly [Key in keyof AuthPageSearch]: AuthPageSearch[Key] } = {};
  if (search.tab === 'signin' || search.tab === 'signup') parsed.tab = search.tab;
  if (search.type === 'business' || search.type === 'consumer') parsed.type = search.type;
  if (typeof search.redirect === 'string' && search.redirect !== '') parsed.redirect = search.redirect;
  return parsed;
}

export const Route = createFileRoute('/auth')({
  validateSearch: parseAuthSearch,
  loader: () => loadSeo('/auth'),
  head: ({ loaderData }) => headFor(loaderData),
  component: AuthPage,
});

/** A confirmation or recovery link brought a session in the URL fragment. */
function sessionInUrl(): boolean {
  return /(^#|&)access_token=/.test(window.location.hash);
}

function AuthScreen() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const { user, profile, loading, profileLoading, passwordRecovery } = useAuth();
  // Read after hydration, so the first render matches the prerendered page (a bare /auth: the sign-in tab, no
  // session known) whatever the URL carries; the search params and a stored session apply right after.
  const [hydrated, setHydrated] = useState(false);
  const [sessionExpected, setSessionExpected] = useState(false);
  useEffect(() => {
    setHydrated(true);
    setSessionExpected(hasStoredSession(supabaseConfig.url) || sessionInUrl());
  }, []);

  const settled = !loading && !profileLoading;
  const destination = settled && user && !passwordRecovery ? postSignInDestination(profile, search.redirect) : null;

  // Once only: while the redirect is pending this page may render again with the target's search params.
  const redirected = useRef(false);
  useEffect(() => {
    if (!destination || redirected.current) return;
    redirected.current = true;
    void navigate({ ...routeTarget(destination), replace: true } as never);
  }, [destination, navigate]);

  const waitingForSession = loading && sessionExpected;
  const waitingForProfile = Boolean(user) && profileLoading && !passwordRecovery;
  if (destination || waitingForSession || waitingForProfile) {
    return <Spinner size="lg" label={destination ? 'Opening your portal' : 'Checking your session'} />;
  }

  const setSearch = (next: Partial<AuthPageSearch>) =>
    void navigate({ search: (previous: AuthPageSearch) => ({ ...previous, ...next }), replace: true });

  return (
    <AuthForm
      tab={(hydrated && search.tab) || 'signin'}
      onTabChange={(tab: AuthTab) => setSearch({ tab })}
      accountType={(hydrated && search.type) || 'consumer'}
      onAccountTypeChange={(type: AccountType) => setSearch({ type })}
    />
  );
}

function AuthPage() {
  return (
    <Page>
      <div className={layout.stack}>
        <Heading level={1} size="2xl">
          {authCopy.title}
        </Heading>
        <Text tone="muted">{authCopy.description}</Text>
        <noscript>
          <Text>{authCopy.signInRequiresJs}</Text>
        </noscript>
      </div>
      <AuthProvider notify={toast} connection={supabaseConfig}>
        <AuthScreen />
      </AuthProvider>
    </Page>
  );
}
