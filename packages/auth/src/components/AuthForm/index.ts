export type { AuthFormProps, AuthFormSuccess } from './AuthForm';
export { AuthForm, accountTypeLabels, authTabLabels } from './AuthForm';
