import { Tabs, TabsContent, TabsList, TabsTrigger } from '@ardena/ui';
import { useEffect, useRef, useState } from 'react';
import {
  type AccountType,
  type AccountTypeOption,
  type AuthFormValues,
  type AuthTab,
  authTabs,
  defaultAccountTypes,
} from '../../forms/validation';
import { useAuth } from '../../provider/hooks';
import { CheckEmailNotice } from './CheckEmailNotice';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { resolveAuthFormLabels } from './labels';
import { SetPasswordForm } from './SetPasswordForm';
import { SignInForm, type SignInFormProps } from './SignInForm';
import { SignUpForm } from './SignUpForm';
import type { AuthFormCommonProps, AuthFormValidationProps } from './shared';
import { type AuthFormSuccess, FormHeading, focusStepHeading, styles } from './useAuthFields';

export interface AuthFormProps extends AuthFormCommonProps, AuthFormValidationProps {
  /** The selected tab (controlled, so the app can keep it in the URL's `tab` parameter). */
  tab: AuthTab;
  /** Called when the user picks the other tab; switching clears the form. */
  onTabChange: (tab: AuthTab) => void;
  /** The sign-up account type (controlled, the URL's `type` parameter). */
  accountType: AccountType;
  onAccountTypeChange: (accountType: AccountType) => void;
  /** The account types sign-up offers, with their labels and fields (default: `defaultAccountTypes`, consumer and business). */
  accountTypes?: readonly AccountTypeOption[];
  /** Called once the user is signed in (or has set a new password); the app routes them to their portal. */
  onSuccess?: (success: AuthFormSuccess) => void;
  /** Passkey sign-in on the Sign In tab (see `SignInForm`'s `passkeys`). */
  passkeys?: SignInFormProps['passkeys'];
}

type Step =
  | { view: 'form'; signUpValues?: AuthFormValues }
  | { view: 'forgotPassword'; email: string }
  | { view: 'checkEmail'; email: string; values: AuthFormValues }
  | { view: 'recoverySent'; email: string }
  | { view: 'newPassword' };

/**
 * The whole auth card: Sign In / Sign Up tabs, then the check-your-email, forgot-password and set-new-password
 * steps, composed from `SignInForm`, `SignUpForm`, `ForgotPasswordForm`, `CheckEmailNotice` and `SetPasswordForm`.
 * Each step change moves focus to the new step's heading. Must be used inside `AuthProvider`.
 */
export function AuthForm({
  tab,
  onTabChange,
  accountType,
  onAccountTypeChange,
  accountTypes = defaultAccountTypes,
  onSuccess,
  passkeys,
  headingLevel = 2,
  labels: labelOverrides,
  messages,
}: AuthFormProps) {
  const auth = useAuth();
  const labels = resolveAuthFormLabels(labelOverrides);
  const [step, setStep] = useState<Step>(() => (auth.passwordRecovery ? { view: 'newPassword' } : { view: 'form' }));
  // False until the first step change: the first step (a prerendered page) takes no focus.
  const [moved, setMoved] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusHeadingAfterRender = useRef(false);
  const previousTab = useRef(tab);

  // A new tab is a new form: nothing typed on the other tab carries over.
  useEffect(() => {
    if (previousTab.current !== tab) {
      previousTab.current = tab;
      setStep({ view: 'form' });
    }
  }, [tab]);

  useEffect(() => {
    if (auth.passwordRecovery) setStep({ view: 'newPassword' });
  }, [auth.passwordRecovery]);

  useEffect(() => {
    if (focusHeadingAfterRender.current && headingRef.current) {
      focusHeadingAfterRender.current = false;
      focusStepHeading(headingRef.current);
    }
  });

  const changeStep = (next: Step) => {
    setMoved(true);
    if (next.view === 'form') focusHeadingAfterRender.current = true;
    setStep(next);
  };

  function backToSignIn() {
    changeStep({ view: 'form' });
    if (tab !== 'signin') onTabChange('signin');
  }

  // Back to the filled-in sign-up form, to correct a mistyped address; sending the same email
  // again is the notice's separate resend button.
  function tryAgain(values: AuthFormValues) {
    changeStep({ view: 'form', signUpValues: values });
  }

  const shared = { headingLevel, labels: labelOverrides };

  switch (step.view) {
    case 'checkEmail':
      return (
        <CheckEmailNotice
          {...shared}
          email={step.email}
          reason="signUp"
          autoFocus
          onTryAgain={() => tryAgain(step.values)}
          resend
          onBack={backToSignIn}
        />
      );
    case 'recoverySent':
      return <CheckEmailNotice {...shared} email={step.email} reason="passwordReset" autoFocus onBack={backToSignIn} />;
    case 'forgotPassword':
      return (
        <ForgotPasswordForm
          {...shared}
          messages={messages}
          defaultEmail={step.email}
          autoFocus
          onSent={(email) => changeStep({ view: 'recoverySent', email })}
          onBack={backToSignIn}
        />
      );
    case 'newPassword':
      return <SetPasswordForm {...shared} messages={messages} autoFocus={moved} onSuccess={onSuccess} />;
  }

  return (
    <section className={styles.root}>
      <FormHeading level={headingLevel} headingRef={headingRef}>
        {tab === 'signup' ? labels.signUpHeading : labels.signInHeading}
      </FormHeading>
      {auth.emailLink?.kind === 'failed' && tab === 'signin' ? (
        // The toast goes away; the way on (sign in, then a new link if still unconfirmed) stays by the form.
        <p className={styles.notice}>{auth.messages.emailLinkFailed.description}</p>
      ) : null}
      <Tabs value={tab} onValueChange={(value) => onTabChange(value as AuthTab)}>
        <TabsList aria-label={labels.tabList}>
          {authTabs.map((value) => (
            <TabsTrigger key={value} value={value}>
              {labels.tabs[value]}
            </TabsTrigger>
          ))}
        </TabsList>
        {authTabs.map((value) => (
          <TabsContent key={value} value={value}>
            {value !== tab ? null : value === 'signin' ? (
              <SignInForm
                {...shared}
                messages={messages}
                heading={false}
                passkeys={passkeys}
                onSuccess={onSuccess}
                onForgotPassword={(email) => changeStep({ view: 'forgotPassword', email })}
              />
            ) : (
              <SignUpForm
                {...shared}
                messages={messages}
                heading={false}
                accountTypes={accountTypes}
                accountType={accountType}
                onAccountTypeChange={onAccountTypeChange}
                defaultValues={step.signUpValues}
                onSuccess={onSuccess}
                onCheckEmail={({ email, values }) => changeStep({ view: 'checkEmail', email, values })}
              />
            )}
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}
