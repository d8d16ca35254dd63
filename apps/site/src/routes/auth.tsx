import {
  type AccountType,
  AuthForm,
  type AuthTab,
  hasStoredSession,
  postSignInDestination,
  useAuth,
} from '@ardena/auth';
import { browserPasskeys } from '@ardena/auth/data';
import { authCopy } from '@ardena/content';
import { Heading, Spinner, Text } from '@ardena/ui';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { type RefObject, useEffect, useRef, useState } from 'react';
import type { AccountSession } from '../account/session';
import { accountExpected } from '../account/sessionExpected';
import { type AuthPageSearch, authSearchSchema } from '../authSearchParams';
import { backend } from '../backend';
import { Page } from '../components/page/PageColumn';
import { headFor } from '../head';
import * as layout from '../layout.css';
import { loadSeo } from '../loadSeo';

export const Route = createFileRoute('/auth')({
  validateSearch: authSearchSchema,
  loader: () => loadSeo('/auth'),
  head: ({ loaderData }) => headFor(loaderData),
  component: AuthPage,
});

/** A confirmation or recovery link brought a session in the URL fragment. */
function sessionInUrl(): boolean {
  return /(^#|&)access_token=/.test(window.location.hash);
}

/** What counts as using the form: any of these starts loading supabase-js, well before a submit needs it. */
const formInteractions = ['focusin', 'pointerdown', 'keydown', 'input', 'change'] as const;

/**
 * Connects the account session (loading supabase-js) as late as the visitor allows: at once when an account is
 * expected, a field already holds text (typed before hydration, or filled by a password manager) or the browser can
 * use passkeys here (the passkey button and the email field's passkey autofill are part of the first screen and ask
 * the server for a challenge), else on the first interaction with the form. A signed-out visitor who only reads the
 * page, in a browser or on a host without passkeys, downloads none of it.
 */
function useConnectOnUse(session: AccountSession, form: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const zone = form.current;
    const filled = [...(zone?.querySelectorAll('input') ?? [])].some(
      (input) => input.type !== 'hidden' && input.value !== '',
    );
    if (!zone || filled || accountExpected() || browserPasskeys.supported()) {
      session.connect();
      return;
    }
    const connect = () => {
      session.connect();
      for (const type of formInteractions) zone.removeEventListener(type, connect, true);
    };
    for (const type of formInteractions) zone.addEventListener(type, connect, true);
    // Focus already inside the form (the visitor tabbed in before hydration) counts as using it.
    if (zone.contains(document.activeElement)) connect();
    return () => {
      for (const type of formInteractions) zone.removeEventListener(type, connect, true);
    };
  }, [session, form]);
}

function AuthScreen() {
  const search = Route.useSearch();
  const { session } = Route.useRouteContext();
  const navigate = useNavigate({ from: Route.fullPath });
  const { user, profile, loading, profileLoading, passwordRecovery, routes } = useAuth();
  // Read after hydration, so the first render matches the prerendered page (a bare /auth: the sign-in tab, no
  // session known) whatever the URL carries; the search params and a stored session apply right after.
  const [hydrated, setHydrated] = useState(false);
  const [sessionExpected, setSessionExpected] = useState(false);
  const form = useRef<HTMLDivElement>(null);
  // The form signs in through the root's AuthProvider: its client loads once the form is used.
  useConnectOnUse(session, form);
  useEffect(() => {
    setHydrated(true);
    setSessionExpected(hasStoredSession(backend.url) || sessionInUrl());
  }, []);

  const settled = !loading && !profileLoading;
  const destination =
    settled && user && !passwordRecovery ? postSignInDestination(profile, search.redirect, routes) : null;

  // Once only: while the redirect is pending this page may render again with the target's search params.
  const redirected = useRef(false);
  useEffect(() => {
    if (!destination || redirected.current) return;
    redirected.current = true;
    // Any local page may be the one to return to (the `redirect` param), so this navigates by its address.
    void navigate({ href: destination, replace: true });
  }, [destination, navigate]);

  const waitingForSession = loading && sessionExpected;
  const waitingForProfile = Boolean(user) && profileLoading && !passwordRecovery;
  if (destination || waitingForSession || waitingForProfile) {
    return <Spinner size="lg" label={destination ? 'Opening your portal' : 'Checking your session'} />;
  }

  const setSearch = (next: Partial<AuthPageSearch>) =>
    void navigate({ search: (previous: AuthPageSearch) => ({ ...previous, ...next }), replace: true });

  return (
    <div ref={form}>
      <AuthForm
        tab={(hydrated && search.tab) || 'signin'}
        onTabChange={(tab: AuthTab) => setSearch({ tab })}
        accountType={(hydrated && search.type) || 'consumer'}
        onAccountTypeChange={(type: AccountType) => setSearch({ type })}
        passkeys
      />
    </div>
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
      <AuthScreen />
    </Page>
  );
}
