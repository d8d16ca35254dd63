import { clsx } from 'clsx';
import { AlertCircle, CheckCircle2, Info } from 'lucide-react';
import { type ComponentPropsWithoutRef, type FormEvent, forwardRef, useId, useRef, useState } from 'react';
import { Button } from '../../components/Button';
import { valueEnteredBeforeHydration } from '../../hydration/enteredBeforeHydration';
import { isValidEmail } from '../../validation/isValidEmail';
import * as styles from './NewsletterForm.css';

/** What the subscribe handler reports: a new subscription, or an address that was already on the list. */
export const subscribeOutcomes = ['subscribed', 'duplicate'] as const;
export type SubscribeOutcome = (typeof subscribeOutcomes)[number];

/** Every state the form can be in; stories show each. */
export const newsletterStates = ['idle', 'invalid', 'submitting', 'success', 'duplicate', 'error'] as const;
export type NewsletterState = (typeof newsletterStates)[number];

/** The form's texts, overridable for another language. */
export const newsletterMessages = {
  label: 'Email address',
  hint: 'Insights on payments and embedded finance. Unsubscribe at any time.',
  placeholder: 'you@company.com',
  submit: 'Subscribe',
  submitting: 'Subscribing...',
  invalid: 'Enter an email address in the format name@example.com',
  success: 'Thanks for subscribing! Look out for our next issue in your inbox.',
  duplicate: 'This email address is already subscribed.',
  error: 'We could not subscribe you just now. Please try again.',
};

export interface NewsletterFormProps extends Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit'> {
  /**
   * Subscribes the address. Resolve `'duplicate'` when it is already on the list; reject to show the error state.
   * Without a handler the Subscribe button does nothing, for a page that shows the box before a mailing service is
   * connected.
   */
  onSubscribe?: (email: string) => Promise<SubscribeOutcome>;
  /** Replaces any of the default texts. */
  messages?: Partial<typeof newsletterMessages>;
}

/** A newsletter sign-up: one email field (`type=email`) and a Subscribe button, with every outcome announced. */
export const NewsletterForm = forwardRef<HTMLFormElement, NewsletterFormProps>(function NewsletterForm(
  { onSubscribe, messages: messageOverrides, className, ...props },
  ref,
) {
  const messages = { ...newsletterMessages, ...messageOverrides };
  const id = useId();
  const inputId = `${id}-email`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState(() => valueEnteredBeforeHydration(inputId, ''));
  const [state, setState] = useState<NewsletterState>('idle');

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!onSubscribe || state === 'submitting') return;
    if (!isValidEmail(email)) {
      setState('invalid');
      inputRef.current?.focus();
      return;
    }
    setState('submitting');
    try {
      const outcome = await onSubscribe(email.trim());
      setState(outcome === 'duplicate' ? 'duplicate' : 'success');
      if (outcome !== 'duplicate') setEmail('');
    } catch {
      setState('error');
    }
  }

  const invalid = state === 'invalid';
  const outcome =
    state === 'success'
      ? { tone: 'success', icon: <CheckCircle2 size="1.1em" />, text: messages.success }
      : state === 'duplicate'
        ? { tone: 'info', icon: <Info size="1.1em" />, text: messages.duplicate }
        : state === 'error'
          ? { tone: 'danger', icon: <AlertCircle size="1.1em" />, text: messages.error }
          : null;

  return (
    <form
      ref={ref}
      // Our own message replaces the browser bubble, so it is styled, translated and announced.
      noValidate
      className={clsx(styles.form, className)}
      data-state={state}
      onSubmit={handleSubmit}
      {...props}
    >
      <label htmlFor={inputId} className={styles.label}>
        {messages.label}
      </label>
      <p id={hintId} className={styles.hint}>
        {messages.hint}
      </p>
      <div className={styles.row}>
        <input
          ref={inputRef}
          id={inputId}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          placeholder={messages.placeholder}
          className={styles.input}
          value={email}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${errorId} ${hintId}` : hintId}
          onChange={(event) => {
            setEmail(event.target.value);
            if (state !== 'submitting' && state !== 'idle') setState('idle');
          }}
        />
        <Button type="submit" loadingLabel={state === 'submitting' ? messages.submitting : undefined}>
          {messages.submit}
        </Button>
      </div>
      {invalid ? (
        <p id={errorId} className={styles.error}>
          {messages.invalid}
        </p>
      ) : null}
      {/* Always in the DOM, so screen readers are listening before the outcome arrives. */}
      <p role="status" className={styles.message} data-tone={outcome?.tone}>
        {outcome ? (
          <>
            <span aria-hidden="true">{outcome.icon}</span>
            {outcome.text}
          </>
        ) : null}
      </p>
    </form>
  );
});
NewsletterForm.displayName = 'NewsletterForm';
