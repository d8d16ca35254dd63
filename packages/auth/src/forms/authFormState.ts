import {
  type AccountType,
  type AuthField,
  type AuthFormValues,
  type AuthTab,
  describeWeakPasswordReason,
  emptyAuthFormValues,
  type FieldErrors,
  passwordMismatch,
  resolveValidationMessages,
  type ValidationOptions,
  validateAuthForm,
  validateNewPassword,
  validateRecoveryEmail,
} from './validation';

/** A failed call to the auth server, reduced to what the form shows. */
export interface AuthFailure {
  message: string;
  code?: string;
  status?: number;
  /** `weak_password` reasons, shown inline under the password field. */
  weakPasswordReasons?: string[];
}

/**
 * Which screen of the auth card is showing. `form` is the Sign In / Sign Up form of the current tab; the others
 * are the check-your-email, forgot-password and set-new-password steps.
 */
export const authFormViews = ['form', 'checkEmail', 'forgotPassword', 'recoverySent', 'newPassword'] as const;
export type AuthFormView = (typeof authFormViews)[number];

export interface AuthFormState {
  view: AuthFormView;
  values: AuthFormValues;
  /** Fields the user has left at least once; their errors show before the first submit. */
  touched: Partial<Record<AuthField, boolean>>;
  /** After the first submit every error shows, and the error summary appears. */
  submitAttempted: boolean;
  submitting: boolean;
  serverError?: AuthFailure;
  /** The address a confirmation or recovery email went to. */
  sentTo: string;
}

export type AuthFormAction =
  | { type: 'change'; field: AuthField; value: string }
  | { type: 'blur'; field: AuthField }
  /** Tab switch and 'Back to Sign In': a fresh, empty form. */
  | { type: 'reset' }
  | { type: 'submitAttempted' }
  | { type: 'submitStarted' }
  | { type: 'submitFailed'; failure: AuthFailure }
  | { type: 'submitSucceeded' }
  | { type: 'signUpSucceeded'; email: string }
  /** 'try again' on the check-your-email step: back to the filled-in sign-up form. */
  | { type: 'tryAgain' }
  | { type: 'forgotPassword' }
  | { type: 'recoveryRequested'; email: string }
  | { type: 'recoveryLinkOpened' };

/** A fresh form; `enteredValue` gives each field's starting text (what was typed before the form hydrated). */
export function initialAuthFormState(
  view: AuthFormView = 'form',
  enteredValue: (field: AuthField) => string = () => '',
): AuthFormState {
  const values = { ...emptyAuthFormValues };
  for (const field of Object.keys(values) as AuthField[]) values[field] = enteredValue(field);
  return { view, values, touched: {}, submitAttempted: false, submitting: false, sentTo: '' };
}

export function authFormReducer(state: AuthFormState, action: AuthFormAction): AuthFormState {
  switch (action.type) {
    case 'change': {
      const values = { ...state.values, [action.field]: action.value };
      // Reasons the server gave for the old password no longer apply to a new one.
      const serverError =
        action.field === 'password' && state.serverError?.weakPasswordReasons ? undefined : state.serverError;
      return { ...state, values, serverError };
    }
    case 'blur':
      return state.touched[action.field] ? state : { ...state, touched: { ...state.touched, [action.field]: true } };
    case 'reset':
      return initialAuthFormState();
    case 'submitAttempted':
      return { ...state, submitAttempted: true };
    case 'submitStarted':
      return { ...state, submitting: true, serverError: undefined };
    case 'submitFailed':
      return { ...state, submitting: false, serverError: action.failure };
    case 'submitSucceeded':
      return { ...state, submitting: false, serverError: undefined };
    case 'signUpSucceeded':
      return { ...initialAuthFormState('checkEmail'), values: state.values, sentTo: action.email };
    case 'tryAgain':
      return { ...state, view: 'form', submitting: false, serverError: undefined, submitAttempted: false };
    case 'forgotPassword':
      return {
        ...initialAuthFormState('forgotPassword'),
        values: { ...emptyAuthFormValues, email: state.values.email },
      };
    case 'recoveryRequested':
      return { ...initialAuthFormState('recoverySent'), sentTo: action.email };
    case 'recoveryLinkOpened':
      return initialAuthFormState('newPassword');
  }
}

/** All problems of the current view's fields (before any are hidden for not being touched yet). */
export function allErrors(
  state: AuthFormState,
  tab: AuthTab,
  accountType: AccountType,
  options: ValidationOptions = {},
): FieldErrors {
  const messages = resolveValidationMessages(options.messages);
  switch (state.view) {
    case 'form':
      return validateAuthForm(tab, accountType, state.values, options);
    case 'forgotPassword':
      return validateRecoveryEmail(state.values.email, messages);
    case 'newPassword':
      return validateNewPassword(state.values.password, state.values.confirmPassword, messages);
    default:
      return {};
  }
}

/**
 * The errors to show now: every error after a submit attempt, otherwise only those of touched fields; the password
 * mismatch always shows live; the server's `weak_password` reasons sit under the password field.
 */
export function visibleErrors(
  state: AuthFormState,
  tab: AuthTab,
  accountType: AccountType,
  options: ValidationOptions = {},
): FieldErrors {
  const errors = allErrors(state, tab, accountType, options);
  const shown: FieldErrors = {};
  for (const [field, message] of Object.entries(errors) as Array<[AuthField, string]>) {
    if (state.submitAttempted || state.touched[field]) shown[field] = message;
  }
  const confirmVisible = state.view === 'newPassword' || (state.view === 'form' && tab === 'signup');
  if (confirmVisible && passwordMismatch(state.values))
    shown.confirmPassword = resolveValidationMessages(options.messages).passwordsDiffer;
  const reasons = state.serverError?.weakPasswordReasons;
  if (reasons && reasons.length > 0 && !shown.password) {
    shown.password = [state.serverError?.message ?? '', ...reasons.map(describeWeakPasswordReason)]
      .map((sentence) => sentence.trim().replace(/\.+$/, ''))
      .filter(Boolean)
      .map((sentence) => `${sentence}.`)
      .join(' ');
  }
  return shown;
}

/** Submit is disabled while a request runs, and while the confirmation differs from the password. */
export function isSubmitDisabled(state: AuthFormState, tab: AuthTab): boolean {
  if (state.submitting) return true;
  const confirmVisible = state.view === 'newPassword' || (state.view === 'form' && tab === 'signup');
  return confirmVisible && passwordMismatch(state.values);
}
