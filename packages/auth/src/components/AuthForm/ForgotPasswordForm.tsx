import { type FormEvent, useRef } from 'react';
import { resolveAuthFormLabels } from './labels';
import type { AuthFormCommonProps, AuthFormValidationProps } from './shared';
import { FormHeading, styles, useAuthFields, useFocusOnMount } from './useAuthFields';

export interface ForgotPasswordFormProps extends AuthFormCommonProps, AuthFormValidationProps {
  /** The address to start with, for example what was typed on the sign-in form. */
  defaultEmail?: string;
  /** Called once the recovery email is requested; show `CheckEmailNotice` with `reason="passwordReset"`. */
  onSent: (email: string) => void;
  /** Shows a 'Back to Sign In' button. */
  onBack?: () => void;
  /** Moves focus to the heading on mount, for a form that replaced another step. */
  autoFocus?: boolean;
}

/** Asks for the account's email and requests a password-reset link. Must be used inside `AuthProvider`. */
export function ForgotPasswordForm({
  defaultEmail,
  onSent,
  onBack,
  autoFocus,
  headingLevel = 2,
  labels: labelOverrides,
  messages,
}: ForgotPasswordFormProps) {
  const labels = resolveAuthFormLabels(labelOverrides);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusOnMount(headingRef, autoFocus);
  const { auth, state, startSubmit, failSubmit, renderField, errorSummary, submitButton } = useAuthFields({
    view: 'forgotPassword',
    tab: 'signin',
    accountType: 'consumer',
    labels,
    messages,
    defaultValues: { email: defaultEmail ?? '' },
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!startSubmit()) return;
    const result = await auth.requestPasswordReset(state.values.email);
    if (result.ok) onSent(state.values.email.trim());
    else failSubmit(result.error);
  }

  return (
    <section className={styles.root}>
      <FormHeading level={headingLevel} headingRef={headingRef}>
        {labels.forgotPasswordHeading}
      </FormHeading>
      <p className={styles.muted}>{labels.forgotPasswordIntro}</p>
      {errorSummary(['email'])}
      <form className={styles.form} method="post" noValidate onSubmit={handleSubmit}>
        {renderField('email')}
        {submitButton(labels.forgotPasswordSubmit, labels.forgotPasswordSubmitting)}
      </form>
      {onBack ? (
        <button type="button" className={styles.textButton} onClick={onBack}>
          {labels.backToSignIn}
        </button>
      ) : null}
    </section>
  );
}
