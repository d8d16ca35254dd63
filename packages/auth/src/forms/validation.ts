/** The two account types chosen at sign-up; each has its own portal. */
export const accountTypes = ['consumer', 'business'] as const;
export type AccountType = (typeof accountTypes)[number];

/** The tabs of the auth screen (also the `tab` search parameter of `/auth`). */
export const authTabs = ['signin', 'signup'] as const;
export type AuthTab = (typeof authTabs)[number];

/** Everything the sign-in and sign-up forms hold (spec section 3, sign-up form values). */
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
  countryMissing: 'Enter your country',
  firstNameTooLong: 'First name must be 100 characters or fewer',
  lastNameTooLong: 'Last name must be 100 characters or fewer',
  businessNameTooLong: 'Business name must be 200 characters or fewer',
  companyNumberTooLong: 'Company number must be 50 characters or fewer',
  countryTooLong: 'Country must be 100 characters or fewer',
  phoneTooLong: 'Phone must be 40 characters or fewer',
  emailTooLong: 'Email must be 255 characters or fewer',
} as const;

/** Field errors keyed by field, in the order the form shows the fields (the error summary keeps this order). */
export type FieldErrors = Partial<Record<AuthField, string>>;

// The shape browsers accept for <input type="email"> (WHATWG "valid email address"), so the script and the
// native constraint never disagree.
const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export function isValidEmail(email: string): boolean {
  return emailPattern.test(email.trim());
}

/** The fields the form shows, in order, for a tab and account type. */
export function visibleFields(tab: AuthTab, accountType: AccountType): AuthField[] {
  if (tab === 'signin') return ['email', 'password'];
  const identity: AuthField[] = ['firstName', 'lastName'];
  const typeFields: AuthField[] = accountType === 'business' ? ['businessName', 'companyNumber', 'country'] : ['phone'];
  return [...identity, ...typeFields, 'email', 'password', 'confirmPassword'];
}

/** Fields that must be filled in; phone is the only optional one. */
export function isRequired(field: AuthField): boolean {
  return field !== 'phone';
}

/**
 * 'Passwords do not match' as soon as the confirmation is non-empty and differs — shown live under the confirm
 * field, and it disables submit (spec section 5).
 */
export function passwordMismatch(values: Pick<AuthFormValues, 'password' | 'confirmPassword'>): boolean {
  return values.confirmPassword !== '' && values.confirmPassword !== values.password;
}

function emailError(email: string): string | undefined {
  if (email.trim() === '') return validationMessages.emailMissing;
  if (!isValidEmail(email)) return validationMessages.emailFormat;
  return undefined;
}

/** A new password's problems: missing, shorter than the server allows. */
export function newPasswordError(password: string): string | undefined {
  if (password === '') return validationMessages.newPasswordMissing;
  if (password.length < minimumPasswordLength) return validationMessages.passwordTooShort;
  return undefined;
}

export function confirmPasswordError(password: string, confirmPassword: string): string | undefined {
  if (confirmPassword === '') return validationMessages.confirmMissing;
  if (confirmPassword !== password) return validationMessages.passwordsDiffer;
  return undefined;
}

const missingMessages: Partial<Record<AuthField, string>> = {
  firstName: validationMessages.firstNameMissing,
  lastName: validationMessages.lastNameMissing,
  businessName: validationMessages.businessNameMissing,
  companyNumber: validationMessages.companyNumberMissing,
  country: validationMessages.countryMissing,
};

/** Every problem with the visible fields, in display order. Hidden fields are never validated. */
export function validateAuthForm(tab: AuthTab, accountType: AccountType, values: AuthFormValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of visibleFields(tab, accountType)) {
    const message = fieldError(tab, field, values);
    if (message) errors[field] = message;
  }
  return errors;
}

const tooLongMessages: Partial<Record<AuthField, string>> = {
  firstName: validationMessages.firstNameTooLong,
  lastName: validationMessages.lastNameTooLong,
  businessName: validationMessages.businessNameTooLong,
  companyNumber: validationMessages.companyNumberTooLong,
  country: validationMessages.countryTooLong,
  phone: validationMessages.phoneTooLong,
  email: validationMessages.emailTooLong,
};

function fieldError(tab: AuthTab, field: AuthField, values: AuthFormValues): string | undefined {
  const maxLength = fieldMaxLengths[field];
  if (tab === 'signup' && maxLength !== undefined && values[field].trim().length > maxLength) {
    return tooLongMessages[field];
  }
  switch (field) {
    case 'email':
      return emailError(values.email);
    case 'password':
      // Signing in checks the password the account already has; length rules only apply to new passwords.
      if (tab === 'signin') return values.password === '' ? validationMessages.passwordMissing : undefined;
      return newPasswordError(values.password);
    case 'confirmPassword':
      return confirmPasswordError(values.password, values.confirmPassword);
    case 'phone':
      return undefined;
    default:
      return values[field].trim() === '' ? missingMessages[field] : undefined;
  }
}

/** The email-only form of the 'Forgot password?' step. */
export function validateRecoveryEmail(email: string): FieldErrors {
  const message = emailError(email);
  return message ? { email: message } : {};
}

/** The set-new-password form shown when the recovery link brings the user back. */
export function validateNewPassword(password: string, confirmPassword: string): FieldErrors {
  const errors: FieldErrors = {};
  const passwordProblem = newPasswordError(password);
  if (passwordProblem) errors.password = passwordProblem;
  const confirmProblem = confirmPasswordError(password, confirmPassword);
  if (confirmProblem) errors.confirmPassword = confirmProblem;
  return errors;
}

/** Sign-up metadata as the app sends it (spec section 3: camelCase keys), only the account type's own fields. */
export interface SignUpMetadata {
  userType: AccountType;
  firstName: string;
  lastName: string;
  businessName?: string;
  companyNumber?: string;
  country?: string;
  phone?: string;
}

export function signUpMetadata(accountType: AccountType, values: AuthFormValues): SignUpMetadata {
  const base = { userType: accountType, firstName: values.firstName.trim(), lastName: values.lastName.trim() };
  if (accountType === 'business') {
    return {
      ...base,
      businessName: values.businessName.trim(),
      companyNumber: values.companyNumber.trim(),
      country: values.country.trim(),
    };
  }
  const phone = values.phone.trim();
  return phone ? { ...base, phone } : base;
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
