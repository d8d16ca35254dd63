import { type FormEvent, useRef } from 'react';
import { resolveAuthFormLabels } from './labels';
import type { AuthFormCommonProps, AuthFormValidationProps } from './shared';
import { type AuthFormSuccess, FormHeading, styles, useAuthFields, useFocusOnMount } from './useAuthFields';

export interface SetPasswordFormProps extends AuthFormCommonProps, AuthFormValidationProps {
  /** Called once the new password is saved. */
  onSuccess?: (success: AuthFormSuccess) => void;
  /** Moves focus to the heading on mount, for a form that replaced another step. */
  autoFocus?: boolean;
}

/**
 * New password and its confirmation, for a user signed in by a recovery link (`useAuth().passwordRecovery`) or
 * one changing their password. Must be used inside `AuthProvider`.
 */
export function SetPasswordForm({
  onSuccess,
  autoFocus,
  headingLevel = 2,
  labels: labelOverrides,
  messages,
}: SetPasswordFormProps) {
  const labels = resolveAuthFormLabels(labelOverrides);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusOnMount(headingRef, autoFocus);
  const { auth, state, dispatch, startSubmit, failSubmit, renderField, errorSummary, submitButton } = useAuthFields({
    view: 'newPassword',
    tab: 'signin',
    accountType: 'consumer',
    labels,
    messages,
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!startSubmit()) return;
    const result = await auth.updatePassword(state.values.password);
    if (!result.ok) return failSubmit(result.error);
    dispatch({ type: 'submitSucceeded' });
    onSuccess?.({ kind: 'passwordUpdated', session: auth.session });
  }

  return (
    <section className={styles.root}>
      <FormHeading level={headingLevel} headingRef={headingRef}>
        {labels.setPasswordHeading}
      </FormHeading>
      <p className={styles.muted}>{labels.setPasswordIntro}</p>
      {errorSummary(['password', 'confirmPassword'])}
      <form className={styles.form} method="post" noValidate onSubmit={handleSubmit}>
        {renderField('password', { label: labels.newPassword })}
        {renderField('confirmPassword', { label: labels.confirmNewPassword })}
        {submitButton(labels.setPasswordSubmit, labels.setPasswordSubmitting)}
      </form>
    </section>
  );
}
