export type { PasskeySignInProps } from './PasskeySignIn';
export { PasskeySignIn } from './PasskeySignIn';
export type { PasskeyLabelOverrides, PasskeyLabels } from './passkeyLabels';
export { passkeyLabels } from './passkeyLabels';
