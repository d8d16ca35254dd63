import { Button } from '@ardena/ui';
import { useRef } from 'react';
import { resolveAuthFormLabels } from './labels';
import { ResendConfirmation, resendCooldownSeconds } from './ResendConfirmation';
import type { AuthFormCommonProps } from './shared';
import { FormHeading, styles, useFocusOnMount } from './useAuthFields';

export interface CheckEmailNoticeProps extends AuthFormCommonProps {
  /** The address the email went to. */
  email: string;
  /** Which email: the sign-up confirmation or a password-reset link. */
  reason: 'signUp' | 'passwordReset';
  /** For a sign-up: offers 'try again', which should return to the filled-in sign-up form (a typo in the address). */
  onTryAgain?: () => void;
  /**
   * For a sign-up: offers to send the confirmation again (inside `AuthProvider`), after the server's one-minute
   * wait, shown as a countdown from when the notice appeared.
   */
  resend?: boolean;
  /** Shows a 'Back to Sign In' button. */
  onBack?: () => void;
  /** Moves focus to the heading on mount, for a notice that replaced the form. */
  autoFocus?: boolean;
}

/** 'Check Your Email' after a sign-up that needs confirmation or a password-reset request; announced politely. */
export function CheckEmailNotice({
  email,
  reason,
  onTryAgain,
  resend = false,
  onBack,
  autoFocus,
  headingLevel = 2,
  labels: labelOverrides,
}: CheckEmailNoticeProps) {
  const labels = resolveAuthFormLabels(labelOverrides);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusOnMount(headingRef, autoFocus);
  const isSignUp = reason === 'signUp';
  return (
    <section className={styles.root} aria-live="polite">
      <div className={styles.message}>
        <FormHeading level={headingLevel} headingRef={headingRef}>
          {labels.checkEmailHeading}
        </FormHeading>
        <p className={styles.muted}>
          {isSignUp ? labels.confirmationSentTo : labels.recoverySentTo}
          <strong>{email}</strong>. {isSignUp ? labels.confirmationNextStep : labels.recoveryNextStep}
        </p>
        {isSignUp && onTryAgain ? (
          <p className={styles.muted}>
            {labels.noEmailReceived}
            <button type="button" className={styles.inlineTextButton} onClick={onTryAgain}>
              {labels.tryAgain}
            </button>
            .
          </p>
        ) : null}
        {isSignUp && resend ? (
          <ResendConfirmation email={email} initialWaitSeconds={resendCooldownSeconds} labels={labelOverrides} />
        ) : null}
        {onBack ? (
          <Button variant="outline" fullWidth onClick={onBack}>
            {labels.backToSignIn}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
