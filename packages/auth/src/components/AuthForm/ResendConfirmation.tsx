import { Button } from '@ardena/ui';
import { useEffect, useState } from 'react';
import { useAuth } from '../../provider/hooks';
import { resolveAuthFormLabels, withSeconds } from './labels';
import type { AuthFormCommonProps } from './shared';
import { styles } from './useAuthFields';

/** The auth server sends one email per address a minute (GoTrue's SMTP_MAX_FREQUENCY default). */
export const resendCooldownSeconds = 60;

export interface ResendConfirmationProps extends Pick<AuthFormCommonProps, 'labels'> {
  /** The address to send the sign-up confirmation to. */
  email: string;
  /** Seconds to wait before the first resend, when an email went out just now (default 0). */
  initialWaitSeconds?: number;
  /** A sentence above the button. */
  intro?: string;
}

/** The wait a rate-limit answer asks for ('…only request this after 42 seconds'), if it names one. */
export function waitFromRateLimit(message: string, code?: string, status?: number): number | null {
  const seconds = message.match(/after (\d+) seconds?/i)?.[1];
  if (seconds) return Number(seconds);
  return code === 'over_email_send_rate_limit' || status === 429 ? resendCooldownSeconds : null;
}

/** Seconds left until `until` (a timestamp), re-rendering once a second while time is left. */
function useSecondsUntil(until: number): number {
  const [, setTick] = useState(0);
  const remaining = Math.max(0, Math.ceil((until - Date.now()) / 1000));
  useEffect(() => {
    if (until <= Date.now()) return;
    const timer = setInterval(() => {
      setTick((tick) => tick + 1);
      if (until <= Date.now()) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return remaining;
}

/**
 * Sends the sign-up confirmation email again. The server allows one email a minute, so the button shows the wait
 * as a countdown instead of failing after the fact; the outcome is announced politely.
 */
export function ResendConfirmation({
  email,
  initialWaitSeconds = 0,
  intro,
  labels: labelOverrides,
}: ResendConfirmationProps) {
  const labels = resolveAuthFormLabels(labelOverrides);
  const auth = useAuth();
  const [until, setUntil] = useState(() => Date.now() + initialWaitSeconds * 1000);
  const [sending, setSending] = useState(false);
  const [status, setStatus] = useState('');
  const remaining = useSecondsUntil(until);

  async function resend() {
    if (sending || remaining > 0) return;
    setSending(true);
    const result = await auth.resendConfirmation(email);
    setSending(false);
    if (result.ok) {
      setUntil(Date.now() + resendCooldownSeconds * 1000);
      setStatus(`${labels.confirmationResentTo}${email.trim()}.`);
      return;
    }
    const wait = waitFromRateLimit(result.error.message, result.error.code, result.error.status);
    if (wait !== null) {
      setUntil(Date.now() + wait * 1000);
      setStatus(withSeconds(labels.resendWait, wait));
    } else {
      setStatus(result.error.message);
    }
  }

  return (
    <div className={styles.message}>
      {intro ? <p className={styles.muted}>{intro}</p> : null}
      {/* Unavailable while sending and counting down, but never `disabled`: the browser would take focus from it, and
          whoever pressed it would lose their place just as the outcome is announced. */}
      <Button
        variant="outline"
        fullWidth
        aria-disabled={remaining > 0 || undefined}
        loadingLabel={sending ? labels.resendingConfirmation : undefined}
        onClick={() => void resend()}
      >
        {remaining > 0 ? withSeconds(labels.resendAvailableIn, remaining) : labels.resendConfirmation}
      </Button>
      <p role="status" className={styles.muted}>
        {status}
      </p>
    </div>
  );
}
