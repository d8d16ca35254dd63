/** What a notification looks like to the toast layer: the app passes `@ardena/ui`'s `toast` as `notify`. */
export interface AuthNotification {
  title: string;
  description?: string;
  variant: 'default' | 'destructive';
}

/** Shows one notification; injected so this package never owns a toast singleton. */
export type Notify = (notification: AuthNotification) => void;

/** Every situation the account layer reports through `notify`, password-recovery steps included. */
export type AuthSituation =
  | { kind: 'signUpSucceeded' }
  | { kind: 'signUpFailed'; message: string }
  | { kind: 'signInSucceeded' }
  | { kind: 'signInFailed'; message: string; code?: string }
  | { kind: 'signOutSucceeded' }
  | { kind: 'signOutFailed'; message?: string }
  | { kind: 'unexpectedError' }
  | { kind: 'transactionsLoadFailed' }
  | { kind: 'confirmationResent' }
  | { kind: 'emailConfirmed' }
  | { kind: 'emailLinkFailed' }
  | { kind: 'passwordResetRequested' }
  | { kind: 'passwordUpdated' }
  | { kind: 'passwordUpdateFailed'; message: string };

/** The notification texts (English defaults); `AuthProvider`'s `messages` prop overrides any of them. */
export const authMessages: AuthMessages = {
  signUpSucceeded: {
    title: 'Account created!',
    description: 'Please check your email to verify your account.',
  },
  accountExists: {
    title: 'Account exists',
    description: 'This email is already registered. Please sign in instead.',
  },
  signUpFailed: { title: 'Sign up failed' },
  signInSucceeded: { title: 'Welcome back!', description: "You've been signed in successfully." },
  signInFailed: { title: 'Sign in failed' },
  invalidCredentials: 'Invalid email or password. Please check your credentials.',
  signOutSucceeded: { title: 'Signed out', description: "You've been signed out successfully." },
  signOutFailed: { title: 'Sign out failed' },
  unexpectedError: { title: 'An unexpected error occurred' },
  transactionsLoadFailed: { title: 'Error', description: 'Failed to load transactions' },
  confirmationResent: {
    title: 'Confirmation email sent',
    description: 'We sent a new confirmation link. Please check your inbox.',
  },
  emailConfirmed: {
    title: 'Email confirmed',
    description: 'Your email address is confirmed and you are signed in.',
  },
  emailLinkFailed: {
    title: 'Link invalid or expired',
    description:
      'This email link has expired or was already used. Sign in with your email and password; if your address still needs confirming, you can request a new link there.',
  },
  passwordResetRequested: {
    title: 'Check your email',
    description: 'If an account exists for this address, we sent a link to reset your password.',
  },
  passwordUpdated: { title: 'Password updated', description: 'Your new password is saved.' },
  passwordUpdateFailed: { title: 'Password not updated' },
};

interface TitledMessage {
  title: string;
  description: string;
}

/** Every notification text, by situation. */
export interface AuthMessages {
  signUpSucceeded: TitledMessage;
  accountExists: TitledMessage;
  signUpFailed: { title: string };
  signInSucceeded: TitledMessage;
  signInFailed: { title: string };
  /** The description of a failed sign-in with a wrong email or password. */
  invalidCredentials: string;
  signOutSucceeded: TitledMessage;
  signOutFailed: { title: string };
  unexpectedError: { title: string };
  transactionsLoadFailed: TitledMessage;
  confirmationResent: TitledMessage;
  /** A sign-up confirmation link was opened: the address is confirmed and the user signed in. */
  emailConfirmed: TitledMessage;
  /** An email link was expired, already used or otherwise refused. */
  emailLinkFailed: TitledMessage;
  passwordResetRequested: TitledMessage;
  passwordUpdated: TitledMessage;
  passwordUpdateFailed: { title: string };
}

/** Sign-up errors whose message says the address is taken (the auth server's 'User already registered'). */
export function isAlreadyRegistered(message: string): boolean {
  return message.toLowerCase().includes('already registered');
}

/** Wrong email or password, recognised by the error code or, for older servers, the message. */
export function isInvalidCredentials(message: string, code?: string): boolean {
  return code === 'invalid_credentials' || /invalid login credentials/i.test(message);
}

/** The notification for one situation, with the exact catalogue texts. */
export function notificationFor(situation: AuthSituation, messages: AuthMessages = authMessages): AuthNotification {
  switch (situation.kind) {
    case 'signUpSucceeded':
      return { ...messages.signUpSucceeded, variant: 'default' };
    case 'signUpFailed':
      return isAlreadyRegistered(situation.message)
        ? { ...messages.accountExists, variant: 'destructive' }
        : { title: messages.signUpFailed.title, description: situation.message, variant: 'destructive' };
    case 'signInSucceeded':
      return { ...messages.signInSucceeded, variant: 'default' };
    case 'signInFailed':
      return {
        title: messages.signInFailed.title,
        description: isInvalidCredentials(situation.message, situation.code)
          ? messages.invalidCredentials
          : situation.message,
        variant: 'destructive',
      };
    case 'signOutSucceeded':
      return { ...messages.signOutSucceeded, variant: 'default' };
    case 'signOutFailed':
      return situation.message
        ? { title: messages.signOutFailed.title, description: situation.message, variant: 'destructive' }
        : { title: messages.signOutFailed.title, variant: 'destructive' };
    case 'unexpectedError':
      return { ...messages.unexpectedError, variant: 'destructive' };
    case 'transactionsLoadFailed':
      return { ...messages.transactionsLoadFailed, variant: 'destructive' };
    case 'confirmationResent':
      return { ...messages.confirmationResent, variant: 'default' };
    case 'emailConfirmed':
      return { ...messages.emailConfirmed, variant: 'default' };
    case 'emailLinkFailed':
      return { ...messages.emailLinkFailed, variant: 'destructive' };
    case 'passwordResetRequested':
      return { ...messages.passwordResetRequested, variant: 'default' };
    case 'passwordUpdated':
      return { ...messages.passwordUpdated, variant: 'default' };
    case 'passwordUpdateFailed':
      return { title: messages.passwordUpdateFailed.title, description: situation.message, variant: 'destructive' };
  }
}
