import { type ArdenaSupabaseClient, type AuthContextValue, loadSupabase } from '@ardena/auth';
import { backend } from '../backend';
import { fetchWithEarlySignIns, markAuthClientReady } from './earlySignIn';

/** What the account routes decide on: who is signed in and their profile, once both are known. */
export interface SessionSnapshot {
  readonly user: AuthContextValue['user'];
  readonly profile: AuthContextValue['profile'];
}

/** The auth state the root's AuthProvider reports (see AccountSessionBridge). */
export type ReportedAuthState = SessionSnapshot & Pick<AuthContextValue, 'loading' | 'profileLoading'>;

/**
 * The bridge between the root's AuthProvider (React state) and the router's `beforeLoad` checks (plain functions):
 * the provider reports its state here, and a route waits here for the session to settle before deciding.
 */
export interface AccountSession {
  /** The client the root's AuthProvider uses: it loads only once something asks for it through `connect()`. */
  readonly client: Promise<ArdenaSupabaseClient>;
  /**
   * Starts loading supabase-js. Public pages never call it for signed-out visitors, so they download none of it;
   * account pages and the header's account layer do.
   */
  connect(): void;
  /** Called by the bridge on every change of the provider's state. */
  report(state: ReportedAuthState): void;
  /** The session once the first check, and the profile of a signed-in user, have completed (connecting first). */
  settled(): Promise<SessionSnapshot>;
}

/**
 * The shared supabase-js client of the site's backend, loaded on demand (public pages of signed-out visitors never
 * do). Its fetch answers a sign-in the sign-in page sent before the client had loaded from that request
 * (./earlySignIn.ts).
 * Here, with the account session, rather than in ../backend.ts: every public page loads that module.
 */
export function loadBackendClient(): Promise<ArdenaSupabaseClient> {
  return loadSupabase({ ...backend, fetch: fetchWithEarlySignIns(backend.url) }).then((client) => {
    markAuthClientReady();
    return client;
  });
}

/** `load` creates the client on `connect()`: the shared supabase-js client of the configured backend by default. */
export function createAccountSession(load: () => Promise<ArdenaSupabaseClient> = loadBackendClient): AccountSession {
  let connectClient: (client: Promise<ArdenaSupabaseClient>) => void = () => {};
  const client = new Promise<ArdenaSupabaseClient>((resolve) => {
    connectClient = resolve;
  });
  let connected = false;
  let current: SessionSnapshot | null = null;
  // The provider sets `profileLoading` from an effect after the session arrives, so one render shows a user, no
  // profile and no request in flight: the profile counts as known only once its request was seen (or it is there).
  let profileRequestSeenFor: string | null = null;
  const waiting: ((snapshot: SessionSnapshot) => void)[] = [];

  const session: AccountSession = {
    client,
    connect() {
      if (connected) return;
      connected = true;
      connectClient(load());
    },
    report({ loading, profileLoading, user, profile }) {
      if (user && profileLoading) profileRequestSeenFor = user.id;
      const profileKnown = !user || (!profileLoading && (profile !== null || profileRequestSeenFor === user.id));
      // Before `connect()` the provider is still waiting for its client: nothing is known yet.
      current = connected && !loading && profileKnown ? { user, profile } : null;
      if (!current) return;
      for (const resolve of waiting.splice(0)) resolve(current);
    },
    settled() {
      session.connect();
      if (current) return Promise.resolve(current);
      return new Promise((resolve) => waiting.push(resolve));
    },
  };
  return session;
}
