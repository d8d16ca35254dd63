/** GOTRUE_PASSKEY_* / GOTRUE_WEBAUTHN_* for the local stack: relying party `localhost`, the site's ports as origins. */
export function localPasskeyEnv(ports: string[], env?: Record<string, string | undefined>): Record<string, string>;
