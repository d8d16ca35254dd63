/** The texts `OAuthSignIn` shows; `{provider}` is the provider's name (for example 'Google'). */
export interface OAuthSignInLabels {
  /** The button's label while the sign-in starts. */
  opening: string;
  /** Shown in place when the project has not enabled the provider. */
  notEnabled: string;
  /** Before the server's message when the sign-in could not start for another reason. */
  failed: string;
}

/** The English texts of `OAuthSignIn`. */
export const oauthSignInLabels: OAuthSignInLabels = {
  opening: 'Opening {provider}…',
  notEnabled: 'Sign-in with {provider} is not enabled here. Please continue with your email address.',
  failed: 'Sign-in with {provider} could not start:',
};

/** Fills `{provider}` in a label. */
export function withProvider(label: string, provider: string): string {
  return label.replaceAll('{provider}', provider);
}
