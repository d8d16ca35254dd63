import type { Context } from 'hono';
import {
  AuthError,
  featureDisabled,
  manualLinkingDisabled,
  oauthError,
  passkeysDisabled,
  samlDisabled,
  validation,
} from '../errors';
import { type Body, readBody, str } from '../request';

// Features an unconfigured Supabase project does not offer, refused exactly as GoTrue refuses them.

/**
 * The OAuth providers GoTrue knows (its `Provider` switch); each is off until configured, so /authorize refuses it
 * with "provider is not enabled", and any other name with "could not be found".
 */
const KNOWN_OAUTH_PROVIDERS = new Set([
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'figma',
  'fly',
  'github',
  'gitlab',
  'google',
  'kakao',
  'keycloak',
  'linkedin',
  'linkedin_oidc',
  'notion',
  'slack',
  'slack_oidc',
  'snapchat',
  'spotify',
  'twitch',
  'twitter',
  'x',
  'vercel_marketplace',
  'workos',
  'zoom',
]);

/** GET /authorize: no OAuth provider is configured. */
export function authorize(c: Context): never {
  const provider = (c.req.query('provider') ?? '').toLowerCase();
  if (KNOWN_OAUTH_PROVIDERS.has(provider)) throw validation('Unsupported provider: provider is not enabled');
  throw validation(`Unsupported provider: Provider ${provider} could not be found`);
}

/** POST /sso and /sso/saml/*: SAML is off (`requireSAMLEnabled`). */
export function sso(): never {
  throw samlDisabled();
}

/** /user/identities/*: manual linking is off. */
export function manualLinking(): never {
  throw manualLinkingDisabled();
}

/** /passkeys/*: passkeys are off (`requirePasskeyEnabled`). */
export function passkeys(): never {
  throw passkeysDisabled();
}

/** /oauth/*, /admin/oauth/*, /user/oauth/grants, /.well-known/oauth-authorization-server: the OAuth 2.1 server is off. */
export function oauthServer(): never {
  throw featureDisabled('OAuth server is disabled');
}

/** /admin/custom-providers/*: custom OAuth providers are off. */
export function customProviders(): never {
  throw featureDisabled('Custom OAuth providers are disabled');
}

/** GET|POST /callback: no OAuth provider ever started a flow here, so no state is ever found. */
export async function callback(c: Context): Promise<never> {
  const form: Record<string, unknown> = c.req.method === 'POST' ? await c.req.parseBody().catch(() => ({})) : {};
  const state = c.req.method === 'POST' ? String(form.state ?? '') : c.req.query('state');
  if (!state) throw new AuthError(400, 'bad_oauth_callback', 'OAuth state parameter missing');
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(state)) {
    throw new AuthError(400, 'bad_oauth_state', 'OAuth state parameter is invalid');
  }
  throw new AuthError(400, 'bad_oauth_state', 'OAuth state not found or expired');
}

const FIXED_ISSUERS: Record<string, string> = {
  google: 'https://accounts.google.com',
  facebook: 'https://www.facebook.com',
  kakao: 'https://kauth.kakao.com',
  snapchat: 'https://accounts.snapchat.com/accounts/oauth2/token',
  vercel_marketplace: 'https://marketplace.vercel.com',
  keycloak: '',
};

/** The `iss` claim of a JWT, without verifying it (GoTrue detects Apple's and Azure's issuer this way). */
function unverifiedIssuer(idToken: string): string | undefined {
  try {
    const payload = JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8'));
    return typeof payload.iss === 'string' ? payload.iss : undefined;
  } catch {
    return undefined;
  }
}

/** POST /token?grant_type=id_token (signInWithIdToken): every provider is disabled. */
export async function idTokenGrant(body: Body): Promise<never> {
  const idToken = str(body, 'id_token') ?? '';
  const provider = str(body, 'provider') ?? '';
  const issuerParam = str(body, 'issuer') ?? '';
  const clientId = str(body, 'client_id') ?? '';
  if (!idToken) throw oauthError('invalid request', 'id_token required');
  if (!provider && (!clientId || !issuerParam)) {
    throw oauthError('invalid request', 'provider or client_id and issuer required');
  }
  let issuer: string;
  if (provider === 'apple' || provider === 'azure') {
    const name = provider === 'apple' ? 'Apple' : 'Azure';
    const detected = unverifiedIssuer(idToken);
    if (!detected) throw validation(`Unable to detect issuer in ID token for ${name} provider`);
    const matches =
      provider === 'apple'
        ? ['https://appleid.apple.com', 'https://account.apple.com'].includes(detected)
        : detected.startsWith('https://login.microsoftonline.com/') || detected.startsWith('https://sts.windows.net/');
    if (!matches) throw validation(`Detected ID token issuer is not an ${name} ID token issuer`);
    issuer = detected;
  } else if (provider in FIXED_ISSUERS) {
    issuer = FIXED_ISSUERS[provider] ?? '';
  } else if (provider.startsWith('custom:')) {
    throw validation('Custom OAuth providers are disabled');
  } else {
    throw validation(`Custom OIDC provider ${JSON.stringify(provider)} not allowed`);
  }
  throw new AuthError(400, 'provider_disabled', `Provider (issuer ${JSON.stringify(issuer)}) is not enabled`);
}

/** POST /token?grant_type=web3 (signInWithWeb3): neither Solana nor Ethereum is enabled. */
export function web3Grant(): never {
  throw new AuthError(422, 'web3_provider_disabled', 'Web3 provider is disabled');
}

/** Reads and discards a body, so malformed JSON still answers bad_json before the refusal. */
export async function refuseAfterBody(c: Context, refusal: () => never): Promise<never> {
  await readBody(c);
  return refusal();
}
