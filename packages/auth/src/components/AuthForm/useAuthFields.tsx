// The state, fields and error summary every auth form shares (internal: the forms are the public surface).
import {
  Button,
  FormErrorSummary,
  Heading,
  type HeadingLevel,
  PasswordField,
  Select,
  TextField,
  useLocale,
  valueEnteredBeforeHydration,
} from '@ardena/ui';
import type { Session } from '@supabase/supabase-js';
import { type ReactNode, type RefObject, useEffect, useId, useReducer, useRef, useState } from 'react';
import {
  type AuthFailure,
  type AuthFormView,
  allErrors,
  authFormReducer,
  initialAuthFormState,
  isSubmitDisabled,
  visibleErrors,
} from '../../forms/authFormState';
import { countryOptions } from '../../forms/countries';
import {
  type AccountType,
  type AccountTypeOption,
  type AuthField,
  type AuthFormValues,
  type AuthTab,
  defaultAccountTypes,
  fieldMaxLengths,
  isRequired,
  type ValidationMessages,
} from '../../forms/validation';
import { notificationFor } from '../../notifications/notifications';
import { useAuth } from '../../provider/hooks';
import * as styles from './AuthForm.css';
import type { AuthFormLabels } from './labels';

/** What a form reports when the user is in: signed in, signed up on a server that needs no confirmation, or a new password saved. */
export interface AuthFormSuccess {
  kind: 'signedIn' | 'signedUp' | 'passwordUpdated';
  session: Session | null;
}

const fieldInputProps: Record<AuthField, { type: string; autoComplete: string }> = {
  firstName: { type: 'text', autoComplete: 'given-name' },
  lastName: { type: 'text', autoComplete: 'family-name' },
  phone: { type: 'tel', autoComplete: 'tel' },
  businessName: { type: 'text', autoComplete: 'organization' },
  companyNumber: { type: 'text', autoComplete: 'off' },
  // A list of ISO codes (forms/countries.ts); `country` is the autofill token for a code.
  country: { type: 'select', autoComplete: 'country' },
  email: { type: 'email', autoComplete: 'email' },
  password: { type: 'password', autoComplete: 'new-password' },
  confirmPassword: { type: 'password', autoComplete: 'new-password' },
};

interface AuthFieldsOptions {
  /** The form's view in the shared state machine (`form` is sign-in or sign-up, by `tab`). */
  view: Extract<AuthFormView, 'form' | 'forgotPassword' | 'newPassword'>;
  tab: AuthTab;
  accountType: AccountType;
  accountTypes?: readonly AccountTypeOption[];
  labels: AuthFormLabels;
  messages?: Partial<ValidationMessages>;
  /** Starting values (what the user typed before, for example the sign-in email on the forgot-password form). */
  defaultValues?: Partial<AuthFormValues>;
}

export function useAuthFields({
  view,
  tab,
  accountType,
  accountTypes = defaultAccountTypes,
  labels,
  messages,
  defaultValues,
}: AuthFieldsOptions) {
  const auth = useAuth();
  const { locale } = useLocale();
  const idPrefix = useId();
  const fieldId = (field: AuthField) => `${idPrefix}-${field}`;
  // Fields typed into before the form hydrated keep their text (a visitor or a password manager filling the
  // prerendered page).
  const [state, dispatch] = useReducer(authFormReducer, undefined, () =>
    initialAuthFormState(view, (field) => valueEnteredBeforeHydration(fieldId(field), defaultValues?.[field] ?? '')),
  );
  // Counts failed submits: each one moves focus to the error summary again.
  const [failedSubmits, setFailedSubmits] = useState(0);
  const validation = { accountTypes, messages };

  const errors = visibleErrors(state, tab, accountType, validation);
  const serverError = state.serverError;
  if (serverError && !serverError.weakPasswordReasons) {
    const target: AuthField = view === 'newPassword' ? 'password' : 'email';
    errors[target] ??= failureSummary(serverError);
  }

  /** The text a failure adds to the error summary: the same wording as its notification. */
  function failureSummary(failure: AuthFailure): string {
    if (view === 'form' && tab === 'signin') {
      const situation = { kind: 'signInFailed' as const, message: failure.message, code: failure.code };
      return notificationFor(situation, auth.messages).description ?? '';
    }
    if (view === 'form' && tab === 'signup') {
      const situation = { kind: 'signUpFailed' as const, message: failure.message };
      return notificationFor(situation, auth.messages).description ?? failure.message;
    }
    return failure.message;
  }

  const failSubmit = (failure?: AuthFailure) => {
    setFailedSubmits((count) => count + 1);
    if (failure) dispatch({ type: 'submitFailed', failure });
  };

  const submitDisabled = isSubmitDisabled(state, tab);

  /** Validates on submit: true when the request may start (the state then says it is running). */
  const startSubmit = (): boolean => {
    if (submitDisabled) return false;
    dispatch({ type: 'submitAttempted' });
    if (Object.keys(allErrors(state, tab, accountType, validation)).length > 0) {
      failSubmit();
      return false;
    }
    dispatch({ type: 'submitStarted' });
    return true;
  };

  const renderField = (field: AuthField, overrides: { label?: string; autoComplete?: string } = {}) => {
    const optional = view === 'form' && tab === 'signup' && !isRequired(field, accountType, accountTypes);
    const props = {
      id: fieldId(field),
      // A password field has no `name`: should the browser ever post the form natively (no JavaScript yet), the
      // password is not in the request. Password managers find it by its `autoComplete`.
      name: fieldInputProps[field].type === 'password' ? undefined : field,
      label: overrides.label ?? labels.fields[field],
      autoComplete: overrides.autoComplete ?? fieldInputProps[field].autoComplete,
      value: state.values[field],
      maxLength: fieldMaxLengths[field],
      error: errors[field],
      required: !optional,
      fieldLabels: { optional: labels.optionalField, errorPrefix: labels.errorPrefix },
      onChange: (event: { currentTarget: { value: string } }) =>
        dispatch({ type: 'change', field, value: event.currentTarget.value }),
      onBlur: () => dispatch({ type: 'blur', field }),
    };
    if (fieldInputProps[field].type === 'password')
      return <PasswordField key={field} labels={labels.passwordField} {...props} />;
    if (fieldInputProps[field].type === 'select') {
      const { maxLength: _unused, onChange, ...selectProps } = props;
      return (
        <Select
          key={field}
          optional={optional}
          placeholder={labels.countryPlaceholder}
          options={countryOptions(locale)}
          onChange={(event) => onChange(event)}
          {...selectProps}
        />
      );
    }
    return <TextField key={field} type={fieldInputProps[field].type} optional={optional} {...props} />;
  };

  /** The error summary: after a submit, every error of the form's fields in form order (server errors included). */
  const errorSummary = (fieldOrder: AuthField[]) => {
    const items =
      state.submitAttempted || serverError
        ? fieldOrder
            .filter((field) => errors[field])
            .map((field) => ({ fieldId: fieldId(field), message: errors[field] as string }))
        : [];
    return <FormErrorSummary title={labels.errorSummaryTitle} errors={items} focusKey={failedSubmits} />;
  };

  /** The form's full-width submit button, showing `busyLabel` while the request runs. */
  const submitButton = (label: string, busyLabel: string) => (
    // While the request runs the button is busy (`loadingLabel`), not `disabled`, so it keeps focus; startSubmit refuses
    // a second submit either way.
    <Button
      type="submit"
      fullWidth
      disabled={submitDisabled && !state.submitting}
      loadingLabel={state.submitting ? busyLabel : undefined}
    >
      {label}
    </Button>
  );

  return {
    auth,
    state,
    dispatch,
    errors,
    submitDisabled,
    startSubmit,
    failSubmit,
    renderField,
    errorSummary,
    submitButton,
  };
}

/**
 * Shows a step that replaced another one (a notice after the form, the form again) the way a new page would open, and
 * focuses its heading. The browser would otherwise keep the scroll position of the longer form it replaced, leaving
 * the new step's heading above the screen. A card that starts within the first half of the first screen opens at the
 * top of the page, so the page's own heading shows as well; a card further down opens at its own top.
 */
export function focusStepHeading(heading: HTMLElement) {
  const card = heading.closest('section') ?? heading;
  const top = card.getBoundingClientRect().top + window.scrollY;
  if (top < window.innerHeight / 2) window.scrollTo({ top: 0 });
  else card.scrollIntoView({ block: 'start' });
  heading.focus({ preventScroll: true });
}

/** Focuses the heading once after mount when asked to (a form or notice that replaced another one). */
export function useFocusOnMount(ref: RefObject<HTMLElement | null>, enabled: boolean | undefined) {
  const done = useRef(false);
  useEffect(() => {
    if (enabled && !done.current && ref.current) {
      done.current = true;
      focusStepHeading(ref.current);
    }
  }, [enabled, ref]);
}

/** A card's heading: focusable from script so a step change can move focus to it. */
export function FormHeading({
  level,
  headingRef,
  children,
}: {
  level: HeadingLevel;
  headingRef: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
}) {
  return (
    <Heading level={level} size="lg" ref={headingRef} tabIndex={-1}>
      {children}
    </Heading>
  );
}

/** A form's card: its focusable heading, then the form under it. */
export function FormCard({
  level,
  headingRef,
  heading,
  children,
}: {
  level: HeadingLevel;
  headingRef: RefObject<HTMLHeadingElement | null>;
  heading: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={styles.root}>
      <FormHeading level={level} headingRef={headingRef}>
        {heading}
      </FormHeading>
      {children}
    </section>
  );
}

export { styles };
