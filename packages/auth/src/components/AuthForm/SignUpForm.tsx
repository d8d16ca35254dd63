import { RadioGroup } from '@ardena/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { AuthFailure } from '../../forms/authFormState';
import {
  type AccountType,
  type AccountTypeOption,
  type AuthFormValues,
  defaultAccountTypes,
  visibleFields,
} from '../../forms/validation';
import { resolveAuthFormLabels } from './labels';
import type { AuthFormCommonProps, AuthFormValidationProps } from './shared';
import { type AuthFormSuccess, FormCard, styles, useAuthFields } from './useAuthFields';

export interface SignUpFormProps extends AuthFormCommonProps, AuthFormValidationProps {
  /** The account types on offer, with their labels and fields (default: `defaultAccountTypes`, consumer and business). */
  accountTypes?: readonly AccountTypeOption[];
  /** The selected account type (controlled, for example from the URL); uncontrolled from the first type if omitted. */
  accountType?: AccountType;
  onAccountTypeChange?: (accountType: AccountType) => void;
  /** Starting values, for example the values of an earlier attempt. */
  defaultValues?: Partial<AuthFormValues>;
  /** Called when the account exists but must be confirmed by email; show `CheckEmailNotice` for the address. */
  onCheckEmail?: (sent: { email: string; values: AuthFormValues }) => void;
  /** Called when the server signed the new user in straight away (no email confirmation). */
  onSuccess?: (success: AuthFormSuccess) => void;
  /** A failure from outside the form, shown as if its last submit had failed (for example a failed resend). */
  error?: AuthFailure;
  /** False renders only the `<form>`, for a page that has its own heading (as `AuthForm` under its tabs). */
  heading?: boolean;
}

/**
 * Sign-up with an account-type choice (hidden when only one type is on offer) and each type's profile fields.
 * Must be used inside `AuthProvider`.
 */
export function SignUpForm({
  accountTypes = defaultAccountTypes,
  accountType: controlledType,
  onAccountTypeChange,
  defaultValues,
  onCheckEmail,
  onSuccess,
  error,
  heading = true,
  headingLevel = 2,
  labels: labelOverrides,
  messages,
}: SignUpFormProps) {
  const labels = resolveAuthFormLabels(labelOverrides);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [ownType, setOwnType] = useState<AccountType>(() => accountTypes[0]?.value ?? 'consumer');
  const accountType = controlledType ?? ownType;
  const { auth, state, dispatch, startSubmit, failSubmit, renderField, errorSummary, submitButton } = useAuthFields({
    view: 'form',
    tab: 'signup',
    accountType,
    accountTypes,
    labels,
    messages,
    defaultValues,
  });

  const shownError = useRef<AuthFailure | undefined>(undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for a new failure only.
  useEffect(() => {
    if (error && error !== shownError.current) {
      shownError.current = error;
      failSubmit(error);
    }
  }, [error]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!startSubmit()) return;
    const { values } = state;
    const result = await auth.signUp(accountType, values, accountTypes);
    if (!result.ok) return failSubmit(result.error);
    dispatch({ type: 'submitSucceeded' });
    if (result.data.session) onSuccess?.({ kind: 'signedUp', session: result.data.session });
    else onCheckEmail?.({ email: result.data.email, values });
  }

  const fields = visibleFields('signup', accountType, accountTypes);
  const nameFields = fields.filter((field) => field === 'firstName' || field === 'lastName');
  const ownFields = new Set<string>(['email', 'password', 'confirmPassword', ...nameFields]);
  const otherProfileFields = fields.filter((field) => !ownFields.has(field));

  const form = (
    <form className={styles.form} method="post" noValidate onSubmit={handleSubmit}>
      {errorSummary(fields)}
      {accountTypes.length > 1 ? (
        <RadioGroup
          label={labels.accountTypeLegend}
          errorPrefix={labels.errorPrefix}
          variant="cards"
          orientation="horizontal"
          options={accountTypes.map((option) => ({
            value: option.value,
            label: option.label,
            description: option.description,
          }))}
          value={accountType}
          onValueChange={(type) => {
            if (controlledType === undefined) setOwnType(type as AccountType);
            onAccountTypeChange?.(type as AccountType);
          }}
        />
      ) : null}
      {nameFields.length > 0 ? <div className={styles.row}>{nameFields.map((field) => renderField(field))}</div> : null}
      {otherProfileFields.map((field) => renderField(field))}
      {renderField('email')}
      {renderField('password')}
      {renderField('confirmPassword')}
      {submitButton(labels.signUpSubmit, labels.signUpSubmitting)}
    </form>
  );
  if (!heading) return form;
  return (
    <FormCard level={headingLevel} headingRef={headingRef} heading={labels.signUpHeading}>
      {form}
    </FormCard>
  );
}
