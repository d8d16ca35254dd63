import { isValidEmail } from '@ardena/ui/validation';
import { isCountryCode } from './countries';

/** The two account types chosen at sign-up; each has its own portal. */
export const accountTypes = ['consumer', 'business'] as const;
export type AccountType = (typeof accountTypes)[number];

/** The tabs of the auth screen (also the `tab` search parameter of `/auth`). */
export const authTabs = ['signin', 'signup'] as const;
export type AuthTab = (typeof authTabs)[number];

/** Everything the sign-in and sign-up forms hold. */
export interface AuthFormValues {
  email: string;
  password: string;
  confirmPassword: string;
  firstName: string;
  lastName: string;
  businessName: string;
  companyNumber: string;
  country: string;
  phone: string;
}

export type AuthField = keyof AuthFormValues;

export const emptyAuthFormValues: AuthFormValues = {
  email: '',
  password: '',
  confirmPassword: '',
  firstName: '',
  lastName: '',
  businessName: '',
  companyNumber: '',
  country: '',
  phone: '',
};

/**
 * The longest value each field may hold: the profile columns' limits in the database schema, and the auth server's
 * 255-character email. The inputs carry them as maxLength too.
 */
export const fieldMaxLengths: Partial<Record<AuthField, number>> = {
  firstName: 100,
  lastName: 100,
  businessName: 200,
  companyNumber: 50,
  country: 100,
  phone: 40,
  email: 255,
};

/** The auth server's minimum password length (local backend and Supabase's default policy). */
export const minimumPasswordLength = 8;

/** The validation texts; a form's `messages` prop overrides any of them. */
export const validationMessages = {
  emailMissing: 'Enter your email address',
  emailFormat: 'Enter an email address in the correct format, like name@example.com',
  passwordMissing: 'Enter your password',
  newPasswordMissing: 'Enter a password',
  passwordTooShort: `Password must be at least ${minimumPasswordLength} characters`,
  confirmMissing: 'Confirm your password',
  passwordsDiffer: 'Passwords do not match',
  firstNameMissing: 'Enter your first name',
  lastNameMissing: 'Enter your last name',
  businessNameMissing: 'Enter your business name',
  companyNumberMissing: 'Enter your company number',
  countryMissing: 'Select your country',
  /** A country that is not one of the list's codes (for example an earlier free-text value passed as a default). */
  countryUnknown: 'Select your country from the list',
  firstNameTooLong: 'First name must be 100 characters or fewer',
  lastNameTooLong: 'Last name must be 100 characters or fewer',
  businessNameTooLong: 'Business name must be 200 characters or fewer',
  companyNumberTooLong: 'Company number must be 50 characters or fewer',
  countryTooLong: 'Country must be 100 characters or fewer',
  phoneTooLong: 'Phone must be 40 characters or fewer',
  emailTooLong: 'Email must be 255 characters or fewer',
};

/** Every validation text a form shows, keyed as in {@link validationMessages}. */
export type ValidationMessages = { [K in keyof typeof validationMessages]: string };

/** Field errors keyed by field, in the order the form shows the fields (the error summary keeps this order). */
export type FieldErrors = Partial<Record<AuthField, string>>;

/** The profile fields a sign-up form can ask for; each is a column of the `profiles` table (see the README). */
export const profileFields = ['firstName', 'lastName', 'phone', 'businessName', 'companyNumber', 'country'] as const;
export type ProfileField = (typeof profileFields)[number];

/** One account type the sign-up form offers, and what it asks for. */
export interface AccountTypeOption {
  value: AccountType;
  /** The radio card's label and description. */
  label: string;
  description?: string;
  /** The profile fields this type asks for, in order (first and last name share a row). */
  fields: readonly ProfileField[];
  /** Fields of `fields` the user may leave empty. */
  optionalFields?: readonly ProfileField[];
}

/** The two account types, consumer and business, with their fields: the default of every sign-up form. */
export const defaultAccountTypes: readonly AccountTypeOption[] = [
  {
    value: 'consumer',
    label: 'Consumer',
    description: 'See your card and account transactions',
    fields: ['firstName', 'lastName', 'phone'],
    optionalFields: ['phone'],
  },
  {
    value: 'business',
    label: 'Business',
    description: 'Merchant metrics, settlement and setup',
    fields: ['firstName', 'lastName', 'businessName', 'companyNumber', 'country'],
  },
];

/** What validation depends on besides the values: the account types on offer and the texts. */
export interface ValidationOptions {
  accountTypes?: readonly AccountTypeOption[];
  messages?: Partial<ValidationMessages>;
}

function accountTypeOption(accountType: AccountType, accountTypes: readonly AccountTypeOption[]): AccountTypeOption {
  const option = accountTypes.find((candidate) => candidate.value === accountType) ?? accountTypes[0];
  if (!option) throw new Error('A sign-up form needs at least one account type.');
  return option;
}

/** The fields the form shows, in order, for a tab and account type. */
export function visibleFields(
  tab: AuthTab,
  accountType: AccountType,
  accountTypes: readonly AccountTypeOption[] = defaultAccountTypes,
): AuthField[] {
  if (tab === 'signin') return ['email', 'password'];
  return [...accountTypeOption(accountType, accountTypes).fields, 'email', 'password', 'confirmPassword'];
}

/** Whether a field must be filled in for the account type (phone is optional in the default configuration). */
export function isRequired(
  field: AuthField,
  accountType: AccountType = 'consumer',
  accountTypes: readonly AccountTypeOption[] = defaultAccountTypes,
): boolean {
  return !accountTypeOption(accountType, accountTypes).optionalFields?.includes(field as ProfileField);
}

/**
 * 'Passwords do not match' as soon as the confirmation is non-empty and differs — shown live under the confirm
 * field, and it disables submit.
 */
export function passwordMismatch(values: Pick<AuthFormValues, 'password' | 'confirmPassword'>): boolean {
  return values.confirmPassword !== '' && values.confirmPassword !== values.password;
}

function emailError(email: string, messages: ValidationMessages = validationMessages): string | undefined {
  if (email.trim() === '') return messages.emailMissing;
  if (!isValidEmail(email, { allowDotlessDomain: true })) return messages.emailFormat;
  return undefined;
}

/** A new password's problems: missing, shorter than the server allows. */
export function newPasswordError(
  password: string,
  messages: ValidationMessages = validationMessages,
): string | undefined {
  if (password === '') return messages.newPasswordMissing;
  if (password.length < minimumPasswordLength) return messages.passwordTooShort;
  return undefined;
}

export function confirmPasswordError(
  password: string,
  confirmPassword: string,
  messages: ValidationMessages = validationMessages,
): string | undefined {
  if (confirmPassword === '') return messages.confirmMissing;
  if (confirmPassword !== password) return messages.passwordsDiffer;
  return undefined;
}

const missingMessageKeys: Partial<Record<AuthField, keyof ValidationMessages>> = {
  firstName: 'firstNameMissing',
  lastName: 'lastNameMissing',
  businessName: 'businessNameMissing',
  companyNumber: 'companyNumberMissing',
  country: 'countryMissing',
};

/** The texts with a form's overrides applied. */
export function resolveValidationMessages(overrides?: Partial<ValidationMessages>): ValidationMessages {
  return overrides ? { ...validationMessages, ...overrides } : validationMessages;
}

/** Every problem with the visible fields, in display order. Hidden fields are never validated. */
export function validateAuthForm(
  tab: AuthTab,
  accountType: AccountType,
  values: AuthFormValues,
  options: ValidationOptions = {},
): FieldErrors {
  const accountTypes = options.accountTypes ?? defaultAccountTypes;
  const messages = resolveValidationMessages(options.messages);
  const errors: FieldErrors = {};
  for (const field of visibleFields(tab, accountType, accountTypes)) {
    const required = tab === 'signin' || isRequired(field, accountType, accountTypes);
    const message = fieldError(tab, field, values, required, messages);
    if (message) errors[field] = message;
  }
  return errors;
}

const tooLongMessageKeys: Partial<Record<AuthField, keyof ValidationMessages>> = {
  firstName: 'firstNameTooLong',
  lastName: 'lastNameTooLong',
  businessName: 'businessNameTooLong',
  companyNumber: 'companyNumberTooLong',
  country: 'countryTooLong',
  phone: 'phoneTooLong',
  email: 'emailTooLong',
};

function fieldError(
  tab: AuthTab,
  field: AuthField,
  values: AuthFormValues,
  required: boolean,
  messages: ValidationMessages,
): string | undefined {
  const maxLength = fieldMaxLengths[field];
  const tooLongKey = tooLongMessageKeys[field];
  if (tab === 'signup' && maxLength !== undefined && tooLongKey && values[field].trim().length > maxLength) {
    return messages[tooLongKey];
  }
  switch (field) {
    case 'email':
      return emailError(values.email, messages);
    case 'password':
      // Signing in checks the password the account already has; length rules only apply to new passwords.
      if (tab === 'signin') return values.password === '' ? messages.passwordMissing : undefined;
      return newPasswordError(values.password, messages);
    case 'confirmPassword':
      return confirmPasswordError(values.password, values.confirmPassword, messages);
    case 'country':
      // The field is a list of ISO 3166-1 alpha-2 codes (./countries.ts); anything else did not come from it.
      if (values.country.trim() === '') return required ? messages.countryMissing : undefined;
      return isCountryCode(values.country) ? undefined : messages.countryUnknown;
    default: {
      if (!required || values[field].trim() !== '') return undefined;
      const key = missingMessageKeys[field];
      return key ? messages[key] : undefined;
    }
  }
}

/** The email-only form of the 'Forgot password?' step. */
export function validateRecoveryEmail(email: string, messages: ValidationMessages = validationMessages): FieldErrors {
  const message = emailError(email, messages);
  return message ? { email: message } : {};
}

/** The set-new-password form shown when the recovery link brings the user back. */
export function validateNewPassword(
  password: string,
  confirmPassword: string,
  messages: ValidationMessages = validationMessages,
): FieldErrors {
  const errors: FieldErrors = {};
  const passwordProblem = newPasswordError(password, messages);
  if (passwordProblem) errors.password = passwordProblem;
  const confirmProblem = confirmPasswordError(password, confirmPassword, messages);
  if (confirmProblem) errors.confirmPassword = confirmProblem;
  return errors;
}

/**
 * Sign-up metadata as sent to Supabase Auth (camelCase keys, which the profile trigger reads): the account type and
 * the type's own fields, trimmed; optional fields left empty are left out.
 */
export interface SignUpMetadata {
  userType: AccountType;
  firstName?: string;
  lastName?: string;
  businessName?: string;
  companyNumber?: string;
  country?: string;
  phone?: string;
}

export function signUpMetadata(
  accountType: AccountType,
  values: AuthFormValues,
  accountTypes: readonly AccountTypeOption[] = defaultAccountTypes,
): SignUpMetadata {
  const metadata: SignUpMetadata = { userType: accountType };
  for (const field of accountTypeOption(accountType, accountTypes).fields) {
    const value = values[field].trim();
    if (value !== '' || isRequired(field, accountType, accountTypes)) metadata[field] = value;
  }
  return metadata;
}

/** Human wording for the auth server's `weak_password` reasons (GoTrue sends 'length', 'characters', 'pwned'). */
export function describeWeakPasswordReason(reason: string): string {
  switch (reason) {
    case 'length':
      return `Use at least ${minimumPasswordLength} characters`;
    case 'characters':
      return 'Use a mix of character types the server requires (for example letters, digits and symbols)';
    case 'pwned':
      return 'This password appears in a known data breach; choose a different one';
    default:
      return reason;
  }
}
