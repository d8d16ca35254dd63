import {
  Button,
  FormErrorSummary,
  Heading,
  PasswordField,
  RadioGroup,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  TextField,
  valueEnteredBeforeHydration,
} from '@ardena/ui';
import type { Session } from '@supabase/supabase-js';
import { type FormEvent, useEffect, useId, useReducer, useRef, useState } from 'react';
import {
  type AuthFailure,
  type AuthFormState,
  allErrors,
  authFormReducer,
  initialAuthFormState,
  isSubmitDisabled,
  visibleErrors,
} from '../../forms/authFormState';
import {
  type AccountType,
  type AuthField,
  type AuthTab,
  accountTypes,
  authTabs,
  fieldMaxLengths,
  visibleFields,
} from '../../forms/validation';
import { notificationFor } from '../../notifications/notifications';
import { useAuth } from '../../provider/hooks';
import * as styles from './AuthForm.css';

export const authTabLabels: Record<AuthTab, string> = { signin: 'Sign In', signup: 'Sign Up' };

export const accountTypeLabels: Record<AccountType, string> = { consumer: 'Consumer', business: 'Business' };

const accountTypeDescriptions: Record<AccountType, string> = {
  consumer: 'See your card and account transactions',
  business: 'Merchant metrics, settlement and setup',
};

const fieldLabels: Record<AuthField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  phone: 'Phone',
  businessName: 'Business name',
  companyNumber: 'Company number',
  country: 'Country',
  email: 'Email',
  password: 'Password',
  confirmPassword: 'Confirm password',
};

const fieldInputProps: Record<AuthField, { type: string; autoComplete: string }> = {
  firstName: { type: 'text', autoComplete: 'given-name' },
  lastName: { type: 'text', autoComplete: 'family-name' },
  phone: { type: 'tel', autoComplete: 'tel' },
  businessName: { type: 'text', autoComplete: 'organization' },
  companyNumber: { type: 'text', autoComplete: 'off' },
  country: { type: 'text', autoComplete: 'country-name' },
  email: { type: 'email', autoComplete: 'email' },
  password: { type: 'password', autoComplete: 'new-password' },
  confirmPassword: { type: 'password', autoComplete: 'new-password' },
};

/** What the form reports when the user is in: signed in, or signed up on a server that needs no confirmation. */
export interface AuthFormSuccess {
  kind: 'signedIn' | 'signedUp' | 'passwordUpdated';
  session: Session | null;
}

export interface AuthFormProps {
  /** The selected tab (controlled, so the app can keep it in the URL's `tab` parameter). */
  tab: AuthTab;
  /** Called when the user picks the other tab; switching clears the form. */
  onTabChange: (tab: AuthTab) => void;
  /** The sign-up account type (controlled, the URL's `type` parameter). */
  accountType: AccountType;
  onAccountTypeChange: (accountType: AccountType) => void;
  /** Called once the user is signed in (or has set a new password); the app routes them to their portal. */
  onSuccess?: (success: AuthFormSuccess) => void;
  /** Level of the card's heading in the page outline. */
  headingLevel?: 1 | 2 | 3;
}

/** The text a failure adds to the error summary: the same wording as its notification. */
function failureSummary(tab: AuthTab, state: AuthFormState, failure: AuthFailure): string {
  if (state.view === 'form' && tab === 'signin') {
    return notificationFor({ kind: 'signInFailed', message: failure.message, code: failure.code }).description ?? '';
  }
  if (state.view === 'form' && tab === 'signup') {
    return notificationFor({ kind: 'signUpFailed', message: failure.message }).description ?? failure.message;
  }
  return failure.message;
}

/**
 * Sign In / Sign Up card of `/auth`, with the check-your-email, forgot-password and set-new-password steps.
 * Validation errors show inline and, after a submit, in an error summary that also lists server errors.
 * Must be used inside `AuthProvider`.
 */
export function AuthForm({
  tab,
  onTabChange,
  accountType,
  onAccountTypeChange,
  onSuccess,
  headingLevel = 2,
}: AuthFormProps) {
  const auth = useAuth();
  const idPrefix = useId();
  const fieldId = (field: AuthField) => `${idPrefix}-${field}`;
  // Fields typed into before the form hydrated keep their text (a visitor or a password manager filling the
  // prerendered page).
  const [state, dispatch] = useReducer(authFormReducer, undefined, () =>
    initialAuthFormState(auth.passwordRecovery ? 'newPassword' : 'form', (field) =>
      valueEnteredBeforeHydration(fieldId(field), ''),
    ),
  );
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Counts failed submits: each one moves focus to the error summary again.
  const [failedSubmits, setFailedSubmits] = useState(0);
  const focusHeadingAfterRender = useRef(false);
  const previousTab = useRef(tab);

  // A new tab is a new form: nothing typed on the other tab carries over (spec section 4).
  useEffect(() => {
    if (previousTab.current !== tab) {
      previousTab.current = tab;
      dispatch({ type: 'reset' });
    }
  }, [tab]);

  useEffect(() => {
    if (auth.passwordRecovery) dispatch({ type: 'recoveryLinkOpened' });
  }, [auth.passwordRecovery]);

  useEffect(() => {
    if (focusHeadingAfterRender.current && headingRef.current) {
      focusHeadingAfterRender.current = false;
      headingRef.current.focus();
    }
  });

  const errors = visibleErrors(state, tab, accountType);
  const serverError = state.serverError;
  if (serverError && !serverError.weakPasswordReasons) {
    const target: AuthField = state.view === 'newPassword' ? 'password' : 'email';
    errors[target] ??= failureSummary(tab, state, serverError);
  }
  const submitDisabled = isSubmitDisabled(state, tab);

  const changeView = (action: Parameters<typeof dispatch>[0]) => {
    focusHeadingAfterRender.current = true;
    dispatch(action);
  };

  const failSubmit = (failure?: AuthFailure) => {
    setFailedSubmits((count) => count + 1);
    if (failure) dispatch({ type: 'submitFailed', failure });
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitDisabled) return;
    dispatch({ type: 'submitAttempted' });
    if (Object.keys(allErrors(state, tab, accountType)).length > 0) {
      failSubmit();
      return;
    }
    dispatch({ type: 'submitStarted' });
    const { values } = state;
    if (state.view === 'forgotPassword') {
      const result = await auth.requestPasswordReset(values.email);
      if (result.ok) changeView({ type: 'recoveryRequested', email: values.email.trim() });
      else failSubmit(result.error);
      return;
    }
    if (state.view === 'newPassword') {
      const result = await auth.updatePassword(values.password);
      if (!result.ok) return failSubmit(result.error);
      dispatch({ type: 'submitSucceeded' });
      onSuccess?.({ kind: 'passwordUpdated', session: auth.session });
      return;
    }
    if (tab === 'signin') {
      const result = await auth.signIn(values.email, values.password);
      if (!result.ok) return failSubmit(result.error);
      dispatch({ type: 'submitSucceeded' });
      onSuccess?.({ kind: 'signedIn', session: result.data });
      return;
    }
    const result = await auth.signUp(accountType, values);
    if (!result.ok) return failSubmit(result.error);
    if (result.data.session) {
      dispatch({ type: 'submitSucceeded' });
      onSuccess?.({ kind: 'signedUp', session: result.data.session });
      return;
    }
    changeView({ type: 'signUpSucceeded', email: result.data.email });
  }

  async function handleTryAgain() {
    const email = state.sentTo;
    changeView({ type: 'tryAgain' });
    const result = await auth.resendConfirmation(email);
    if (!result.ok) failSubmit(result.error);
  }

  function handleBackToSignIn() {
    changeView({ type: 'reset' });
    if (tab !== 'signin') onTabChange('signin');
  }

  const renderField = (field: AuthField, overrides: { label?: string; autoComplete?: string } = {}) => {
    const shared = {
      key: field,
      id: fieldId(field),
      name: field,
      label: overrides.label ?? fieldLabels[field],
      autoComplete: overrides.autoComplete ?? fieldInputProps[field].autoComplete,
      value: state.values[field],
      maxLength: fieldMaxLengths[field],
      error: errors[field],
      required: field !== 'phone',
      onChange: (event: { currentTarget: HTMLInputElement }) =>
        dispatch({ type: 'change', field, value: event.currentTarget.value }),
      onBlur: () => dispatch({ type: 'blur', field }),
    };
    if (fieldInputProps[field].type === 'password') {
      const { key, ...props } = shared;
      return <PasswordField key={key} {...props} />;
    }
    const { key, ...props } = shared;
    return <TextField key={key} type={fieldInputProps[field].type} optional={field === 'phone'} {...props} />;
  };

  /** The error summary: after a submit, every error of the view's fields in form order (server errors included). */
  const errorSummary = (fieldOrder: AuthField[]) => {
    const items =
      state.submitAttempted || serverError
        ? fieldOrder
            .filter((field) => errors[field])
            .map((field) => ({ fieldId: fieldId(field), message: errors[field] as string }))
        : [];
    return <FormErrorSummary errors={items} focusKey={failedSubmits} />;
  };

  const heading = (text: string) => (
    <Heading level={headingLevel} size="lg" ref={headingRef} tabIndex={-1}>
      {text}
    </Heading>
  );

  if (state.view === 'checkEmail' || state.view === 'recoverySent') {
    const isSignUp = state.view === 'checkEmail';
    return (
      <section className={styles.root} aria-live="polite">
        <div className={styles.message}>
          {heading('Check Your Email')}
          <p className={styles.muted}>
            {isSignUp ? 'We sent a confirmation link to ' : 'We sent a password reset link to '}
            <strong>{state.sentTo}</strong>.{' '}
            {isSignUp ? 'Open it to activate your account, then sign in.' : 'Open it to choose a new password.'}
          </p>
          {isSignUp ? (
            <p className={styles.muted}>
              Didn&apos;t receive the email? Check your spam folder or{' '}
              <button type="button" className={styles.inlineTextButton} onClick={handleTryAgain}>
                try again
              </button>
              .
            </p>
          ) : null}
          <Button variant="outline" fullWidth onClick={handleBackToSignIn}>
            Back to Sign In
          </Button>
        </div>
      </section>
    );
  }

  if (state.view === 'forgotPassword' || state.view === 'newPassword') {
    const recovering = state.view === 'newPassword';
    const fields: AuthField[] = recovering ? ['password', 'confirmPassword'] : ['email'];
    return (
      <section className={styles.root}>
        {heading(recovering ? 'Set a new password' : 'Reset your password')}
        <p className={styles.muted}>
          {recovering
            ? 'Choose a new password of at least 8 characters.'
            : 'Enter the email address of your account and we will send you a link to reset your password.'}
        </p>
        {errorSummary(fields)}
        <form className={styles.form} method="post" noValidate onSubmit={handleSubmit}>
          {recovering
            ? [
                renderField('password', { label: 'New password' }),
                renderField('confirmPassword', { label: 'Confirm new password' }),
              ]
            : renderField('email')}
          <Button
            type="submit"
            fullWidth
            disabled={submitDisabled}
            loadingLabel={state.submitting ? (recovering ? 'Saving password...' : 'Sending link...') : undefined}
          >
            {recovering ? 'Save new password' : 'Send reset link'}
          </Button>
        </form>
        {recovering ? null : (
          <button type="button" className={styles.textButton} onClick={handleBackToSignIn}>
            Back to Sign In
          </button>
        )}
      </section>
    );
  }

  const fields = visibleFields(tab, accountType);
  const isSignUp = tab === 'signup';
  const nameFields = fields.filter((field) => field === 'firstName' || field === 'lastName');
  const typeFields = fields.filter((field) => ['businessName', 'companyNumber', 'country', 'phone'].includes(field));

  return (
    <section className={styles.root}>
      {heading(isSignUp ? 'Create your account' : 'Sign in to your account')}
      <Tabs value={tab} onValueChange={(value) => onTabChange(value as AuthTab)}>
        <TabsList aria-label="Account access">
          {authTabs.map((value) => (
            <TabsTrigger key={value} value={value}>
              {authTabLabels[value]}
            </TabsTrigger>
          ))}
        </TabsList>
        {authTabs.map((value) => (
          <TabsContent key={value} value={value}>
            {value === tab ? (
              <form className={styles.form} method="post" noValidate onSubmit={handleSubmit}>
                {errorSummary(fields)}
                {isSignUp ? (
                  <RadioGroup
                    label="Account type"
                    variant="cards"
                    orientation="horizontal"
                    options={accountTypes.map((type) => ({
                      value: type,
                      label: accountTypeLabels[type],
                      description: accountTypeDescriptions[type],
                    }))}
                    value={accountType}
                    onValueChange={(type) => onAccountTypeChange(type as AccountType)}
                  />
                ) : null}
                {isSignUp ? <div className={styles.row}>{nameFields.map((field) => renderField(field))}</div> : null}
                {typeFields.map((field) => renderField(field))}
                {renderField('email')}
                {renderField('password', isSignUp ? {} : { autoComplete: 'current-password' })}
                {isSignUp ? renderField('confirmPassword') : null}
                {isSignUp ? null : (
                  <button
                    type="button"
                    className={styles.textButton}
                    onClick={() => changeView({ type: 'forgotPassword' })}
                  >
                    Forgot password?
                  </button>
                )}
                <Button
                  type="submit"
                  fullWidth
                  disabled={submitDisabled}
                  loadingLabel={state.submitting ? (isSignUp ? 'Creating account...' : 'Signing in...') : undefined}
                >
                  {isSignUp ? 'Create account' : 'Sign In'}
                </Button>
              </form>
            ) : null}
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}
