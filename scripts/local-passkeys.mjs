// Passkeys in the local stack, configured as the Supabase CLI's [auth.passkey] / [auth.webauthn] configure GoTrue.
// WebAuthn refuses an IP address as relying-party id, so the relying party is `localhost`: passkeys work on the site
// opened at http://localhost:<port> (the same server as http://127.0.0.1:<port>, where the browser refuses them).
// Variables already set win, so a team can point the stack at its own relying party.

/** @param {string[]} ports the site's ports (production server, Vite dev server) */
export function localPasskeyEnv(ports, env = process.env) {
  const defaults = {
    GOTRUE_PASSKEY_ENABLED: 'true',
    GOTRUE_WEBAUTHN_RP_ID: 'localhost',
    GOTRUE_WEBAUTHN_RP_DISPLAY_NAME: 'Ardena',
    GOTRUE_WEBAUTHN_RP_ORIGINS: [...new Set(ports)].map((port) => `http://localhost:${port}`).join(','),
  };
  return Object.fromEntries(Object.entries(defaults).map(([name, value]) => [name, env[name] ?? value]));
}
