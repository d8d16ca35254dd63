/** Every text the passkey components show; the English defaults are {@link passkeyLabels}. */
export interface PasskeyLabels {
  signInButton: string;
  signingIn: string;
  /** The sign-in prompt was closed or timed out. */
  signInCancelled: string;
  /** The chosen passkey is not (or no longer) registered to any account. */
  signInNotFound: string;
  /** This browser, or this address of the site, cannot use passkeys. */
  unsupported: string;
  /** Any other failure; the server's message follows. */
  failed: string;
  heading: string;
  description: string;
  addButton: string;
  adding: string;
  added: string;
  /** The add prompt was closed or timed out. */
  addCancelled: string;
  /** The authenticator already holds a passkey for this account. */
  alreadyRegistered: string;
  loading: string;
  loadError: string;
  retry: string;
  empty: string;
  /** Shown before the date: 'Added '. */
  createdOn: string;
  /** Shown before the date: 'Last used '. */
  lastUsedOn: string;
  neverUsed: string;
  rename: string;
  renameLabel: string;
  save: string;
  saving: string;
  cancel: string;
  renamed: string;
  nameRequired: string;
  nameTooLong: string;
  remove: string;
  /** The confirmation question; the passkey's name is passed in. */
  removeConfirm: (name: string) => string;
  removing: string;
  removed: string;
  /** The passkey was already removed (elsewhere, or by an administrator). */
  noLongerExists: string;
  /** The name of a passkey without one. */
  unnamed: string;
}

export const passkeyLabels: PasskeyLabels = {
  signInButton: 'Sign in with a passkey',
  signingIn: 'Waiting for your passkey…',
  signInCancelled: 'Passkey sign-in was cancelled. Try again, or sign in with your email and password.',
  signInNotFound:
    'That passkey is not linked to an account here any more. Sign in with your email and password, then add a new passkey.',
  unsupported: 'Passkeys are not available here. Sign in with your email and password instead.',
  failed: 'Something went wrong with the passkey.',
  heading: 'Passkeys',
  description:
    'Sign in with your fingerprint, face, screen lock or a security key instead of your password. Passkeys cannot be phished or reused on other sites.',
  addButton: 'Add a passkey',
  adding: 'Waiting for your device…',
  added: 'Passkey added. Next time, choose “Sign in with a passkey”.',
  addCancelled: 'No passkey was added: the request was cancelled or timed out.',
  alreadyRegistered: 'This device already has a passkey for your account.',
  loading: 'Loading your passkeys…',
  loadError: 'Your passkeys could not be loaded.',
  retry: 'Try again',
  empty: 'You have no passkeys yet.',
  createdOn: 'Added ',
  lastUsedOn: 'Last used ',
  neverUsed: 'Not used yet',
  rename: 'Rename',
  renameLabel: 'Passkey name',
  save: 'Save',
  saving: 'Saving…',
  cancel: 'Cancel',
  renamed: 'Passkey renamed.',
  nameRequired: 'Enter a name for the passkey.',
  nameTooLong: 'Use at most 120 characters.',
  remove: 'Remove',
  removeConfirm: (name) => `Remove “${name}”? You will no longer be able to sign in with it.`,
  removing: 'Removing…',
  removed: 'Passkey removed.',
  noLongerExists: 'This passkey no longer exists. It may have been removed on another device.',
  unnamed: 'Passkey',
};

export type PasskeyLabelOverrides = Partial<PasskeyLabels>;
