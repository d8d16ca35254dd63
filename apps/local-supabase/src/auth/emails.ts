/** Email bodies written for Ardena; each carries the link and the 6-digit code so either can be used. */
export type EmailKind = 'signup' | 'recovery' | 'magiclink' | 'email_change' | 'reauthentication' | 'invite';

const subjects: Record<EmailKind, string> = {
  signup: 'Confirm your Ardena account',
  recovery: 'Reset your Ardena password',
  magiclink: 'Your Ardena sign-in link',
  email_change: 'Confirm your new Ardena email address',
  reauthentication: 'Your Ardena confirmation code',
  invite: 'You have been invited to Ardena',
};

const intros: Record<EmailKind, string> = {
  signup: 'Welcome to Ardena. Confirm your email address to finish creating your account.',
  recovery: 'Someone asked to reset the password of your Ardena account. If it was you, choose a new password.',
  magiclink: 'Use this link to sign in to Ardena.',
  email_change: 'Confirm this change of the email address on your Ardena account.',
  reauthentication: 'Enter this code to confirm it is you.',
  invite: 'You have been invited to create an Ardena account.',
};

const actions: Record<EmailKind, string> = {
  signup: 'Confirm my email',
  recovery: 'Reset my password',
  magiclink: 'Sign in',
  email_change: 'Confirm the change',
  reauthentication: '',
  invite: 'Accept the invitation',
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function renderEmail(kind: EmailKind, code: string, link?: string) {
  const action = link ? actions[kind] : '';
  const text = [
    intros[kind],
    link ? `${action}: ${link}` : '',
    `Or enter this code: ${code}`,
    'If you did not ask for this, you can ignore this email.',
  ]
    .filter(Boolean)
    .join('\n\n');
  const html = `<p>${escapeHtml(intros[kind])}</p>${link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>` : ''}<p>Or enter this code: <strong>${escapeHtml(code)}</strong></p><p>If you did not ask for this, you can ignore this email.</p>`;
  return { subject: subjects[kind], text, html };
}
