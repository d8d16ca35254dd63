// The WHATWG "valid email address" rule, which browsers apply to <input type="email">, so a form's own message and
// the native constraint never disagree.
const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export interface EmailRuleOptions {
  /**
   * Accepts a domain without a dot, as browsers do (`ana@localhost`): right for signing in to an existing account,
   * wrong for collecting a public address. Default false.
   */
  allowDotlessDomain?: boolean;
}

/**
 * True for an address `<input type="email">` accepts (surrounding spaces ignored), with a dot in the domain unless
 * `allowDotlessDomain` is set. The one email check of `@ardena/ui` and `@ardena/auth`.
 */
export function isValidEmail(value: string, options: EmailRuleOptions = {}): boolean {
  const address = value.trim();
  if (!emailPattern.test(address)) return false;
  return options.allowDotlessDomain === true || address.slice(address.indexOf('@') + 1).includes('.');
}
