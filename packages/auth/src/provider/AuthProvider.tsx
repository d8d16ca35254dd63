import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  type ArdenaSupabaseClient,
  type EmailLinkOutcome,
  endRecoverySession,
  isRecoverySession,
  loadSupabase,
  type SupabaseConnection,
  takeEmailLinkOutcome,
} from '../client/client';
import {
  fetchProfile,
  type Profile,
  requestPasswordRecovery,
  resendSignUpConfirmation,
  signInWithPassword,
  signOutEverywhere,
  signUpWithPassword,
  updateUserPassword,
} from '../data/accountApi';
import type { Result } from '../data/result';
import { type AuthRoutes, defaultAuthRoutes } from '../guards/portalRedirect';
import {
  type AuthMessages,
  type AuthSituation,
  authMessages,
  type Notify,
  notificationFor,
} from '../notifications/notifications';
import { AuthContext, type AuthContextValue } from './authContext';

interface AuthProviderBaseProps {
  children?: ReactNode;
  /** Shows notifications (sign-in failed, confirmation sent…); pass a toast, for example `@ardena/ui`'s `toast`. */
  notify: Notify;
  /**
   * The app's sign-in page and the portal of each account type, used by `AccountMenu`, `PortalGuard` and the
   * recovery links; defaults to `defaultAuthRoutes`. Pass the same object to the guard functions.
   */
  routes?: AuthRoutes;
  /** Where sign-up confirmation links land. Defaults to this origin's `/`. */
  emailRedirectTo?: string;
  /**
   * Where password-recovery links land: a page showing `AuthForm` or `SetPasswordForm`, which asks for the new
   * password. Defaults to this origin's `routes.signIn`.
   */
  passwordResetRedirectTo?: string;
  /** Every auth event, for apps that react to them (analytics, routing). */
  onAuthEvent?: (event: AuthChangeEvent, session: Session | null) => void;
  /** Notification texts to use instead of the English defaults (`authMessages`); any subset. */
  messages?: Partial<AuthMessages>;
}

/** The backend comes from the app: its own supabase-js client, or a URL and public key to create the shared one. */
export type AuthProviderProps = AuthProviderBaseProps &
  (
    | {
        /** The app's supabase-js client (or a promise of it, when the app loads supabase-js lazily). */
        client: ArdenaSupabaseClient | Promise<ArdenaSupabaseClient>;
        connection?: never;
      }
    | {
        client?: never;
        /** The Supabase project URL and public (anon / publishable) key; the shared client is loaded lazily. */
        connection: SupabaseConnection;
      }
  );

function originUrl(path: string): string {
  return typeof window === 'undefined' ? path : new URL(path, window.location.origin).href;
}

const unexpectedFailure = { ok: false as const, error: { message: 'An unexpected error occurred' } };

/**
 * Holds the session, user and profile for the tree below it and offers the account actions. The profile is
 * fetched after a session appears and cleared on sign-out; all outcomes are announced through `notify`.
 */
export function AuthProvider({
  children,
  notify,
  client: givenClient,
  connection,
  emailRedirectTo,
  passwordResetRedirectTo,
  onAuthEvent,
  messages: givenMessages,
  routes: givenRoutes,
}: AuthProviderProps) {
  const [client, setClient] = useState<ArdenaSupabaseClient | null>(null);
  const [session, setSession] = useState<Session | null>(null);
  const [profile, setProfile] = useState<Profile | null>(null);
  const [loading, setLoading] = useState(true);
  const [profileLoading, setProfileLoading] = useState(false);
  const [passwordRecovery, setPasswordRecovery] = useState(false);
  const [emailLink, setEmailLink] = useState<EmailLinkOutcome | null>(null);
  // Actions started before supabase-js has loaded wait for it instead of failing.
  const pendingClient = useRef<Promise<ArdenaSupabaseClient> | null>(null);
  const notifyRef = useRef(notify);
  notifyRef.current = notify;
  const onAuthEventRef = useRef(onAuthEvent);
  onAuthEventRef.current = onAuthEvent;

  // An inline `messages={{…}}` is a new object on every render; only a change of the texts makes new ones.
  const messagesKey = givenMessages ? JSON.stringify(givenMessages) : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the texts, not on the object's identity.
  const messages = useMemo<AuthMessages>(() => ({ ...authMessages, ...givenMessages }), [messagesKey]);
  const messagesRef = useRef(messages);
  messagesRef.current = messages;
  const routesKey = givenRoutes ? JSON.stringify(givenRoutes) : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the paths, not on the object's identity.
  const routes = useMemo<AuthRoutes>(() => givenRoutes ?? defaultAuthRoutes, [routesKey]);

  const stableNotify = useCallback<Notify>((notification) => notifyRef.current(notification), []);
  const announce = useCallback(
    (situation: AuthSituation) => notifyRef.current(notificationFor(situation, messagesRef.current)),
    [],
  );

  // An inline `connection={{ url, anonKey }}` is a new object on every render; the backend it names is what counts.
  const connectionUrl = connection?.url;
  const connectionKey = connection?.anonKey;

  useEffect(() => {
    let cancelled = false;
    let unsubscribe: (() => void) | undefined;
    const pending = Promise.resolve(
      givenClient ??
        (connectionUrl && connectionKey
          ? loadSupabase({ url: connectionUrl, anonKey: connectionKey })
          : Promise.reject(new Error('AuthProvider needs a `client` or a `connection` (URL and public key)'))),
    );
    pendingClient.current = pending;
    pending
      .then((loaded) => {
        if (cancelled) return;
        setClient(loaded);
        const { data } = loaded.auth.onAuthStateChange((event, nextSession) => {
          if (cancelled) return;
          if (
            event === 'PASSWORD_RECOVERY' ||
            (event === 'INITIAL_SESSION' && nextSession && isRecoverySession(loaded))
          ) {
            setPasswordRecovery(true);
          }
          if (event === 'SIGNED_OUT') {
            endRecoverySession(loaded);
            setPasswordRecovery(false);
            setProfile(null);
          }
          setSession(nextSession);
          if (event === 'INITIAL_SESSION') {
            const outcome = takeEmailLinkOutcome(loaded);
            if (outcome?.kind === 'signUpConfirmed' && nextSession) announce({ kind: 'emailConfirmed' });
            if (outcome?.kind === 'failed') announce({ kind: 'emailLinkFailed' });
            if (outcome) setEmailLink(outcome);
            setLoading(false);
          }
          onAuthEventRef.current?.(event, nextSession);
        });
        unsubscribe = () => data.subscription.unsubscribe();
      })
      .catch((error: unknown) => {
        console.error('Could not load the authentication client', error);
        if (!cancelled) setLoading(false);
      });
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, [givenClient, connectionUrl, connectionKey, announce]);

  const userId = session?.user.id ?? null;

  const loadProfile = useCallback(
    async (id: string, isCurrent: () => boolean) => {
      if (!client) return;
      try {
        const { profile: loaded, error } = await fetchProfile(client, id);
        if (!isCurrent()) return;
        if (error) console.error('Could not load the profile', error);
        setProfile(loaded);
      } catch (error) {
        if (isCurrent()) console.error('Could not load the profile', error);
      } finally {
        if (isCurrent()) setProfileLoading(false);
      }
    },
    [client],
  );

  useEffect(() => {
    if (!userId) {
      setProfile(null);
      setProfileLoading(false);
      return;
    }
    let current = true;
    setProfileLoading(true);
    // A 0 ms delay moves the query out of supabase-js's auth-state callback, where awaiting another auth call
    // would deadlock on its internal lock.
    const timer = setTimeout(() => void loadProfile(userId, () => current), 0);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [userId, loadProfile]);

  const guarded = useCallback(
    async <T,>(action: (loaded: ArdenaSupabaseClient) => Promise<Result<T>>): Promise<Result<T>> => {
      try {
        const loaded = client ?? (await pendingClient.current);
        if (!loaded) return { ok: false, error: { message: 'The authentication client is not available' } };
        return await action(loaded);
      } catch (error) {
        console.error(error);
        announce({ kind: 'unexpectedError' });
        return unexpectedFailure;
      }
    },
    [client, announce],
  );

  const value = useMemo<AuthContextValue>(
    () => ({
      client,
      session,
      user: session?.user ?? null,
      profile,
      loading,
      profileLoading,
      passwordRecovery,
      emailLink,
      notify: stableNotify,
      messages,
      routes,
      signIn: (email, password) =>
        guarded(async (loaded) => {
          const result = await signInWithPassword(loaded, email, password);
          announce(
            result.ok
              ? { kind: 'signInSucceeded' }
              : { kind: 'signInFailed', message: result.error.message, code: result.error.code },
          );
          return result;
        }),
      signUp: (accountType, values, accountTypes) =>
        guarded(async (loaded) => {
          const redirectTo = emailRedirectTo ?? originUrl('/');
          const result = await signUpWithPassword(loaded, accountType, values, redirectTo, accountTypes);
          announce(result.ok ? { kind: 'signUpSucceeded' } : { kind: 'signUpFailed', message: result.error.message });
          return result;
        }),
      signOut: () =>
        guarded(async (loaded) => {
          const result = await signOutEverywhere(loaded);
          if (result.ok) {
            setSession(null);
            setProfile(null);
          }
          announce(result.ok ? { kind: 'signOutSucceeded' } : { kind: 'signOutFailed', message: result.error.message });
          return result;
        }),
      resendConfirmation: (email) =>
        guarded(async (loaded) => {
          const result = await resendSignUpConfirmation(loaded, email, emailRedirectTo ?? originUrl('/'));
          if (result.ok) announce({ kind: 'confirmationResent' });
          return result;
        }),
      requestPasswordReset: (email) =>
        guarded(async (loaded) => {
          const result = await requestPasswordRecovery(
            loaded,
            email,
            passwordResetRedirectTo ?? originUrl(routes.signIn),
          );
          if (result.ok) announce({ kind: 'passwordResetRequested' });
          return result;
        }),
      updatePassword: (password) =>
        guarded(async (loaded) => {
          const result = await updateUserPassword(loaded, password);
          if (result.ok) {
            endRecoverySession(loaded);
            setPasswordRecovery(false);
            announce({ kind: 'passwordUpdated' });
          }
          return result;
        }),
      refreshProfile: async () => {
        if (userId) await loadProfile(userId, () => true);
      },
    }),
    [
      client,
      session,
      profile,
      loading,
      profileLoading,
      passwordRecovery,
      emailLink,
      guarded,
      announce,
      stableNotify,
      messages,
      routes,
      emailRedirectTo,
      passwordResetRedirectTo,
      userId,
      loadProfile,
    ],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
