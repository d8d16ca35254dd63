import { Button } from '@ardena/ui';
import type { Session } from '@supabase/supabase-js';
import { KeyRound } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import {
  browserPasskeys,
  type PasskeyBrowser,
  type PasskeyFailure,
  type PasskeyResult,
  signInWithPasskey,
} from '../../data/passkeysApi';
import { notificationFor } from '../../notifications/notifications';
import { useAuth } from '../../provider/hooks';
import * as styles from './PasskeySignIn.css';
import { type PasskeyLabelOverrides, type PasskeyLabels, passkeyLabels } from './passkeyLabels';

export interface PasskeySignInProps {
  /** Called once the person is signed in with a passkey. */
  onSuccess?: (session: Session) => void;
  /**
   * Offer passkeys in the browser's autofill of a field with `autocomplete="username webauthn"` on the same page
   * (conditional mediation), where the browser supports it. On by default.
   */
  autofill?: boolean;
  /** Texts to use instead of the English defaults (`passkeyLabels`); any subset. */
  labels?: PasskeyLabelOverrides;
  /** The browser's WebAuthn; tests and stories pass a fake (`fakePasskeyBrowser` from `@ardena/auth/testing`). */
  browser?: PasskeyBrowser;
}

export function failureText(failure: PasskeyFailure, labels: PasskeyLabels, action: 'signIn' | 'add'): string {
  switch (failure.kind) {
    case 'cancelled':
      return action === 'signIn' ? labels.signInCancelled : labels.addCancelled;
    case 'notFound':
      return action === 'signIn' ? labels.signInNotFound : labels.noLongerExists;
    case 'unsupported':
      return labels.unsupported;
    case 'alreadyRegistered':
      return labels.alreadyRegistered;
    default:
      return `${labels.failed} ${failure.message}`;
  }
}

/**
 * "Sign in with a passkey": a button that opens the browser's passkey prompt and, where supported, the same offer in
 * the autofill of the page's `username webauthn` field. Says clearly when the browser has no passkeys, when the
 * prompt was cancelled and when the chosen passkey no longer belongs to an account. Must be used inside
 * `AuthProvider`.
 */
export function PasskeySignIn({
  onSuccess,
  autofill = true,
  labels: labelOverrides,
  browser = browserPasskeys,
}: PasskeySignInProps) {
  const labels = { ...passkeyLabels, ...labelOverrides };
  const { client, notify, messages } = useAuth();
  // Unknown until mounted: the server render and the first client render agree, then the browser is asked.
  const [supported, setSupported] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<PasskeyFailure | null>(null);
  const autofillRequest = useRef<AbortController | null>(null);
  const autofillRenewals = useRef(0);
  const mounted = useRef(true);
  const latest = useRef({ onSuccess, notify, messages });
  latest.current = { onSuccess, notify, messages };

  useEffect(() => {
    mounted.current = true;
    setSupported(browser.supported());
    return () => {
      mounted.current = false;
      autofillRequest.current?.abort();
    };
  }, [browser]);

  function succeed(result: Extract<PasskeyResult<Session>, { ok: true }>) {
    const { onSuccess: done, notify: show, messages: texts } = latest.current;
    show(notificationFor({ kind: 'signInSucceeded' }, texts));
    done?.(result.data);
  }

  // Autofill: one conditional request waits in the background for the person to pick a passkey from the field's
  // suggestions; it is renewed after each answer (its challenge is single-use) and aborted by the button or unmount.
  const startAutofill = useRef<() => void>(() => undefined);
  startAutofill.current = () => {
    if (!client || !autofill || !mounted.current) return;
    autofillRequest.current?.abort();
    const controller = new AbortController();
    autofillRequest.current = controller;
    void (async () => {
      if (!(await browser.autofillSupported()) || controller.signal.aborted) return;
      const result = await signInWithPasskey(client, { browser, mediation: 'conditional', signal: controller.signal });
      // Signed in: announced even though the page may already have unmounted this form on the new session.
      if (result.ok) return succeed(result);
      if (controller.signal.aborted || !mounted.current) return;
      // A passkey the server does not know is said once; the button stays for another try.
      if (result.error.kind === 'notFound') return setFailure(result.error);
      // A prompt that timed out or an expired challenge is replaced, a few times at most, so a browser that refuses
      // conditional requests at once is not asked in a loop.
      const renewable = result.error.kind === 'cancelled' || result.error.code === 'webauthn_challenge_expired';
      if (renewable && autofillRenewals.current < 5) {
        autofillRenewals.current += 1;
        startAutofill.current();
      }
    })();
  };

  const ready = supported === true && client !== null;
  useEffect(() => {
    if (ready) startAutofill.current();
  }, [ready]);

  async function signInWithPrompt() {
    if (!client) return;
    autofillRequest.current?.abort();
    setFailure(null);
    setBusy(true);
    const result = await signInWithPasskey(client, { browser });
    if (result.ok) return succeed(result);
    if (!mounted.current) return;
    setBusy(false);
    setFailure(result.error);
    startAutofill.current();
  }

  if (supported === false) {
    return (
      <p className={styles.note} role="status">
        {labels.unsupported}
      </p>
    );
  }
  return (
    <div className={styles.root}>
      <Button
        type="button"
        variant="outline"
        fullWidth
        startIcon={<KeyRound size="1em" />}
        onClick={signInWithPrompt}
        loadingLabel={busy ? labels.signingIn : undefined}
        disabled={!client || supported === null}
      >
        {labels.signInButton}
      </Button>
      <p className={styles.message} role="status" aria-live="polite">
        {failure ? failureText(failure, labels, 'signIn') : null}
      </p>
    </div>
  );
}
