import { type FormEvent, useRef } from 'react';
import { PasskeySignIn, type PasskeySignInProps } from '../PasskeySignIn/PasskeySignIn';
import { resolveAuthFormLabels } from './labels';
import { ResendConfirmation } from './ResendConfirmation';
import type { AuthFormCommonProps, AuthFormValidationProps } from './shared';
import { type AuthFormSuccess, FormCard, styles, useAuthFields } from './useAuthFields';

export interface SignInFormProps extends AuthFormCommonProps, AuthFormValidationProps {
  /** Called once the user is signed in; the app routes them on. */
  onSuccess?: (success: AuthFormSuccess) => void;
  /** Shows a 'Forgot password?' button that calls this with the email typed so far. */
  onForgotPassword?: (email: string) => void;
  /** False renders only the `<form>`, for a page that has its own heading (as `AuthForm` under its tabs). */
  heading?: boolean;
  /**
   * Adds "Sign in with a passkey" and passkeys in the email field's autofill; needs passkeys enabled on the Supabase
   * project. `true`, or the options of `PasskeySignIn`.
   */
  passkeys?: boolean | Omit<PasskeySignInProps, 'onSuccess'>;
}

/** Email and password sign-in with inline validation and an error summary. Must be used inside `AuthProvider`. */
export function SignInForm({
  onSuccess,
  onForgotPassword,
  heading = true,
  passkeys = false,
  headingLevel = 2,
  labels: labelOverrides,
  messages,
}: SignInFormProps) {
  const labels = resolveAuthFormLabels(labelOverrides);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { auth, state, dispatch, startSubmit, failSubmit, renderField, errorSummary, submitButton } = useAuthFields({
    view: 'form',
    tab: 'signin',
    accountType: 'consumer',
    labels,
    messages,
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!startSubmit()) return;
    const result = await auth.signIn(state.values.email, state.values.password);
    if (!result.ok) return failSubmit(result.error);
    dispatch({ type: 'submitSucceeded' });
    onSuccess?.({ kind: 'signedIn', session: result.data });
  }

  // The server refuses a password sign-in until the address is confirmed: offer the email again right here.
  const unconfirmed = state.serverError?.code === 'email_not_confirmed' ? state.values.email : null;

  const form = (
    <form className={styles.form} method="post" noValidate onSubmit={handleSubmit}>
      {errorSummary(['email', 'password'])}
      {renderField('email', passkeys ? { autoComplete: 'username webauthn' } : {})}
      {renderField('password', { autoComplete: 'current-password' })}
      {onForgotPassword ? (
        <button type="button" className={styles.textButton} onClick={() => onForgotPassword(state.values.email)}>
          {labels.forgotPasswordLink}
        </button>
      ) : null}
      {submitButton(labels.signInSubmit, labels.signInSubmitting)}
      {passkeys ? (
        <PasskeySignIn
          {...(passkeys === true ? {} : passkeys)}
          onSuccess={(session) => onSuccess?.({ kind: 'signedIn', session })}
        />
      ) : null}
      {unconfirmed ? (
        <ResendConfirmation email={unconfirmed} intro={labels.emailNotConfirmed} labels={labelOverrides} />
      ) : null}
    </form>
  );
  if (!heading) return form;
  return (
    <FormCard level={headingLevel} headingRef={headingRef} heading={labels.signInHeading}>
      {form}
    </FormCard>
  );
}
