import type { Session, User } from '@supabase/supabase-js';
import { createContext } from 'react';
import type { ArdenaSupabaseClient, EmailLinkOutcome } from '../client/client';
import type { Profile, SignUpOutcome } from '../data/accountApi';
import type { Result } from '../data/result';
import type { AccountType, AccountTypeOption, AuthFormValues } from '../forms/validation';
import type { AuthRoutes } from '../guards/portalRedirect';
import type { AuthMessages, Notify } from '../notifications/notifications';

// Apart from AuthProvider so that a component that only reads the context (OAuthSignIn) does not load the provider.
/** Everything `useAuth()` gives: the session state and the account actions. */
export interface AuthContextValue {
  /** The supabase-js client once loaded; `null` while the chunk is still loading. */
  client: ArdenaSupabaseClient | null;
  session: Session | null;
  user: User | null;
  profile: Profile | null;
  /** True until the first session check has completed. */
  loading: boolean;
  /** True from the moment a user exists until their profile request has finished. */
  profileLoading: boolean;
  /** Set when the user arrived through a password-recovery link; cleared once a new password is saved. */
  passwordRecovery: boolean;
  /**
   * What the email link this page was opened from did (a sign-up confirmed, or a link refused as expired or used);
   * `null` for any other visit. Already announced through `notify`; forms show a failure next to the sign-in.
   */
  emailLink: EmailLinkOutcome | null;
  signIn(email: string, password: string): Promise<Result<Session>>;
  /** Signs up; `accountTypes` says which profile fields the type sends (default: `defaultAccountTypes`). */
  signUp(
    accountType: AccountType,
    values: AuthFormValues,
    accountTypes?: readonly AccountTypeOption[],
  ): Promise<Result<SignUpOutcome>>;
  signOut(): Promise<Result<null>>;
  resendConfirmation(email: string): Promise<Result<null>>;
  requestPasswordReset(email: string): Promise<Result<null>>;
  updatePassword(password: string): Promise<Result<null>>;
  /** Loads the profile again, for example after it was created late by a trigger. */
  refreshProfile(): Promise<void>;
  /** Shows a notification through the app's toast. */
  notify: Notify;
  /** The notification texts in use (the defaults with the provider's `messages` applied). */
  messages: AuthMessages;
  /** The app's sign-in and portal paths (the provider's `routes`, or `defaultAuthRoutes`). */
  routes: AuthRoutes;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
