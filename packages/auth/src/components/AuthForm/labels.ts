import type { PasswordFieldLabels } from '@ardena/ui';
import type { AuthField, AuthTab } from '../../forms/validation';

/** Every text the auth forms show besides validation messages; the English defaults are {@link authFormLabels}. */
export interface AuthFormLabels {
  /** The tab names of `AuthForm`. */
  tabs: Record<AuthTab, string>;
  /** The accessible name of `AuthForm`'s tab list. */
  tabList: string;
  /** Field labels. */
  fields: Record<AuthField, string>;
  signInHeading: string;
  signInSubmit: string;
  signInSubmitting: string;
  forgotPasswordLink: string;
  signUpHeading: string;
  accountTypeLegend: string;
  signUpSubmit: string;
  signUpSubmitting: string;
  forgotPasswordHeading: string;
  forgotPasswordIntro: string;
  forgotPasswordSubmit: string;
  forgotPasswordSubmitting: string;
  backToSignIn: string;
  setPasswordHeading: string;
  setPasswordIntro: string;
  newPassword: string;
  confirmNewPassword: string;
  setPasswordSubmit: string;
  setPasswordSubmitting: string;
  checkEmailHeading: string;
  /** Before the address: 'We sent a confirmation link to '. */
  confirmationSentTo: string;
  confirmationNextStep: string;
  /** Before the address: 'We sent a password reset link to '. */
  recoverySentTo: string;
  recoveryNextStep: string;
  /** The country list's first, empty choice. */
  countryPlaceholder: string;
  /** Before the try-again button, which returns to the filled-in form to correct the address; the resend button is the one way to get the same email again. */
  noEmailReceived: string;
  tryAgain: string;
  /** The button that sends the sign-up confirmation email again. */
  resendConfirmation: string;
  resendingConfirmation: string;
  /** The resend button while the server's limit of one email a minute runs; `{seconds}` is the time left. */
  resendAvailableIn: string;
  /** Announced once when a wait starts; `{seconds}` is the wait. */
  resendWait: string;
  /** Before the address, once a new confirmation email is on its way. */
  confirmationResentTo: string;
  /** Above the resend button when a sign-in answers that the address is not confirmed yet. */
  emailNotConfirmed: string;
  /** After the label of an optional sign-up field. */
  optionalField: string;
  /** Read before each inline error, for screen readers. */
  errorPrefix: string;
  /** Heading of the error summary shown after a failed submit. */
  errorSummaryTitle: string;
  /** The show/hide toggle of password fields; `@ardena/ui`'s `defaultPasswordFieldLabels` fill the rest. */
  passwordField: Partial<PasswordFieldLabels>;
}

/** The English texts of the auth forms. */
export const authFormLabels: AuthFormLabels = {
  tabs: { signin: 'Sign In', signup: 'Sign Up' },
  tabList: 'Account access',
  fields: {
    firstName: 'First name',
    lastName: 'Last name',
    phone: 'Phone',
    businessName: 'Business name',
    companyNumber: 'Company number',
    country: 'Country',
    email: 'Email',
    password: 'Password',
    confirmPassword: 'Confirm password',
  },
  signInHeading: 'Sign in to your account',
  signInSubmit: 'Sign In',
  signInSubmitting: 'Signing in...',
  forgotPasswordLink: 'Forgot password?',
  signUpHeading: 'Create your account',
  accountTypeLegend: 'Account type',
  signUpSubmit: 'Create account',
  signUpSubmitting: 'Creating account...',
  forgotPasswordHeading: 'Reset your password',
  forgotPasswordIntro: 'Enter the email address of your account and we will send you a link to reset your password.',
  forgotPasswordSubmit: 'Send reset link',
  forgotPasswordSubmitting: 'Sending link...',
  backToSignIn: 'Back to Sign In',
  setPasswordHeading: 'Set a new password',
  setPasswordIntro: 'Choose a new password of at least 8 characters.',
  newPassword: 'New password',
  confirmNewPassword: 'Confirm new password',
  setPasswordSubmit: 'Save new password',
  setPasswordSubmitting: 'Saving password...',
  checkEmailHeading: 'Check Your Email',
  confirmationSentTo: 'We sent a confirmation link to ',
  confirmationNextStep: 'Open it to activate your account, then sign in.',
  recoverySentTo: 'We sent a password reset link to ',
  recoveryNextStep: 'Open it to choose a new password.',
  countryPlaceholder: 'Select your country',
  noEmailReceived: 'Used the wrong address? ',
  tryAgain: 'try again',
  resendConfirmation: 'Resend confirmation email',
  resendingConfirmation: 'Sending email...',
  resendAvailableIn: 'Resend available in {seconds} s',
  resendWait: 'You can request another email in {seconds} seconds.',
  confirmationResentTo: 'We sent a new confirmation link to ',
  emailNotConfirmed: 'Your email address is not confirmed yet. Open the link we sent you, or get a new one.',
  optionalField: '(optional)',
  errorPrefix: 'Error:',
  errorSummaryTitle: 'There is a problem',
  passwordField: {},
};

/** A label with its `{seconds}` placeholder filled in. */
export function withSeconds(label: string, seconds: number): string {
  return label.replace('{seconds}', String(seconds));
}

/** Overrides for some of the texts; `tabs` and `fields` may also be partial. */
export type AuthFormLabelOverrides = Partial<Omit<AuthFormLabels, 'tabs' | 'fields'>> & {
  tabs?: Partial<AuthFormLabels['tabs']>;
  fields?: Partial<AuthFormLabels['fields']>;
};

export function resolveAuthFormLabels(overrides?: AuthFormLabelOverrides): AuthFormLabels {
  if (!overrides) return authFormLabels;
  return {
    ...authFormLabels,
    ...overrides,
    tabs: { ...authFormLabels.tabs, ...overrides.tabs },
    fields: { ...authFormLabels.fields, ...overrides.fields },
  };
}
