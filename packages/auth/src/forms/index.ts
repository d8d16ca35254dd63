// `@ardena/auth/forms`: the rules the package's forms apply, for an app that builds its own sign-in or sign-up form
// (field values, validation, the account types and the sign-up metadata they send). No React, no styles.

export type { AuthFailure } from './authFormState';
export type { CountryOption } from './countries';
export { countryCodes, countryName, countryOptions, isCountryCode } from './countries';
export type {
  AccountType,
  AccountTypeOption,
  AuthField,
  AuthFormValues,
  AuthTab,
  FieldErrors,
  ProfileField,
  SignUpMetadata,
  ValidationMessages,
  ValidationOptions,
} from './validation';
export {
  accountTypes,
  authTabs,
  defaultAccountTypes,
  describeWeakPasswordReason,
  emptyAuthFormValues,
  fieldMaxLengths,
  minimumPasswordLength,
  passwordMismatch,
  profileFields,
  signUpMetadata,
  validateAuthForm,
  validateNewPassword,
  validateRecoveryEmail,
  validationMessages,
  visibleFields,
} from './validation';
