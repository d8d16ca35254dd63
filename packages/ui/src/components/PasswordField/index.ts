export type { PasswordFieldLabels, PasswordFieldProps } from './PasswordField';
export { defaultPasswordFieldLabels, PasswordField } from './PasswordField';
