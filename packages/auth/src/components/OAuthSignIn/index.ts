export type { OAuthSignInOption, OAuthSignInProps } from './OAuthSignIn';
export { OAuthSignIn } from './OAuthSignIn';
export type { OAuthSignInLabels } from './oauthSignInLabels';
export { oauthSignInLabels } from './oauthSignInLabels';
