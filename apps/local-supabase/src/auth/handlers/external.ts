import type { Context } from 'hono';
import { AuthError, manualLinkingDisabled, validation } from '../errors';
import { readBody } from '../request';

// Features an unconfigured Supabase project does not offer, refused exactly as GoTrue refuses them.

/** GET /authorize: no OAuth provider is configured. */
export function authorize(c: Context): never {
  const provider = c.req.query('provider') ?? '';
  throw validation(`Unsupported provider: Provider ${provider} could not be found`);
}

/** POST /sso */
export async function sso(c: Context): Promise<never> {
  await readBody(c);
  throw new AuthError(404, 'saml_provider_disabled', 'SAML 2.0 is disabled');
}

/** GET /user/identities/authorize, DELETE /user/identities/{id} */
export function manualLinking(): never {
  throw manualLinkingDisabled();
}
