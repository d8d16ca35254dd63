import type { Context } from 'hono';
import type { AuthServer } from '../shared';

export const GOTRUE_VERSION = 'v2.196.0';

const EXTERNAL_PROVIDERS = [
  'anonymous_users',
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'snapchat',
  'figma',
  'fly',
  'github',
  'gitlab',
  'google',
  'keycloak',
  'kakao',
  'linkedin',
  'linkedin_oidc',
  'notion',
  'spotify',
  'slack',
  'slack_oidc',
  'workos',
  'twitch',
  'twitter',
  'email',
  'phone',
  'zoom',
];

/** GET /health */
export const health = (c: Context) =>
  c.json({
    version: GOTRUE_VERSION,
    name: 'GoTrue',
    description: 'GoTrue is a user registration and authentication API',
  });

/** GET /settings */
export function settings({ settings }: AuthServer, c: Context) {
  const external = Object.fromEntries(
    EXTERNAL_PROVIDERS.map((provider) => [
      provider,
      provider === 'email' || (provider === 'anonymous_users' && settings.anonymousUsers),
    ]),
  );
  return c.json({
    external,
    disable_signup: settings.disableSignup,
    mailer_autoconfirm: settings.mailerAutoconfirm,
    phone_autoconfirm: false,
    sms_provider: 'twilio',
    saml_enabled: false,
    saml_private_key_next_configured: false,
    passkeys_enabled: settings.passkeys !== null,
  });
}

/** GET /.well-known/jwks.json */
export function jwks({ key }: AuthServer, c: Context) {
  c.header('Cache-Control', 'public, max-age=600');
  return c.json({ keys: [key.publicJwk] });
}
