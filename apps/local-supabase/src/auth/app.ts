import { type Context, Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { DatabaseUnavailableError } from '../db/recovery';
import { AuthError, databaseRefusal, errorResponse, unexpectedFailure } from './errors';
import {
  createUserByAdmin,
  deleteFactor,
  deleteUserById,
  getUserById,
  listFactors,
  listUsers,
  updateFactor,
  updateUserById,
} from './handlers/admin';
import {
  authorize,
  callback,
  customProviders,
  manualLinking,
  oauthServer,
  passkeys,
  refuseAfterBody,
  sso,
} from './handlers/external';
import { generateLink } from './handlers/generate-link';
import { invite } from './handlers/invite';
import { logout } from './handlers/logout';
import { challengeFactor, enrollFactor, unenrollFactor, verifyFactor } from './handlers/mfa';
import { otp, reauthenticate, recover, resend } from './handlers/otp';
import {
  adminDeletePasskey,
  adminListPasskeys,
  authenticationOptions,
  authenticationVerify,
  deleteOwnPasskey,
  listOwnPasskeys,
  registrationOptions,
  registrationVerify,
  requirePasskeysEnabled,
  updateOwnPasskey,
} from './handlers/passkeys';
import { health, jwks, settings } from './handlers/settings';
import { signup } from './handlers/signup';
import { token } from './handlers/token';
import { getUser, updateUser } from './handlers/user';
import { verifyGet, verifyPost } from './handlers/verify';
import { limit, requireAdmin, requireUser } from './middleware';
import { type AuthDeps, type AuthEnv, createAuthServer } from './shared';

export type { AuthDeps } from './shared';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type RouteHandler = (c: Context<AuthEnv>, next: () => Promise<void>) => unknown;
const METHODS: Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** Any error as GoTrue's error JSON: AuthError as is, schema refusals as 4xx, Hono's HTTP errors by status, else 500. */
export function authErrorResponse(error: unknown, c: Context): Response {
  if (error instanceof AuthError) return errorResponse(c, error);
  if (error instanceof DatabaseUnavailableError) {
    c.header('Retry-After', '1');
    return errorResponse(c, new AuthError(503, 'unexpected_failure', `${error.message}, please try again`));
  }
  const refusal = databaseRefusal(error);
  if (refusal) return errorResponse(c, refusal);
  if (error instanceof HTTPException && error.status < 500) {
    const code = error.status === 413 ? 'request_entity_too_large' : 'validation_failed';
    return errorResponse(c, new AuthError(error.status, code, error.message || 'Bad request'));
  }
  // The client went away or was cut at the request time limit while its body was read: nobody reads this answer,
  // and it is not the server's failure.
  if (c.req.raw.signal.aborted || (error as { code?: unknown } | null)?.code === 'ECONNRESET') {
    return errorResponse(c, new AuthError(408, 'request_timeout', 'Request timed out'));
  }
  console.error('[auth] unexpected error', error);
  return errorResponse(c, unexpectedFailure());
}

/**
 * The auth service's route table (GoTrue's `internal/api/api.go`): every path under /auth/v1 with its middleware.
 * Handlers live in ./handlers, one file per endpoint family. Paths that exist with other methods answer 405, others
 * 404, both as GoTrue error JSON.
 */
export function createAuthApp(deps: AuthDeps): Hono<AuthEnv> {
  const auth = createAuthServer(deps);
  const app = new Hono<AuthEnv>();
  const user = requireUser(auth);
  const admin = requireAdmin(auth);
  const routes: Array<{ method: Method; pattern: RegExp }> = [];
  const on = (method: Method, path: string, ...handlers: RouteHandler[]) => {
    const source = path.replace(/:[a-zA-Z]+/g, '[^/]+').replace(/\/\*$/, '(/.*)?');
    routes.push({ method, pattern: new RegExp(`^${source}/?$`) });
    (app.on as (method: string, path: string, ...handlers: unknown[]) => void)(method, path, ...handlers);
  };

  app.onError(authErrorResponse);

  on('GET', '/health', health);
  on('GET', '/settings', (c) => settings(auth, c));
  on('GET', '/.well-known/jwks.json', (c) => jwks(auth, c));
  on('GET', '/.well-known/oauth-authorization-server', oauthServer);

  on('POST', '/signup', limit(auth, 'signup'), (c) => signup(auth, c));
  on('POST', '/token', limit(auth, 'token'), (c) => token(auth, c));
  on('POST', '/logout', user, (c) => logout(auth, c));
  on('GET', '/verify', limit(auth, 'verify'), (c) => verifyGet(auth, c));
  on('POST', '/verify', limit(auth, 'verify'), (c) => verifyPost(auth, c));

  on('GET', '/user', user, (c) => getUser(auth, c));
  on('PUT', '/user', user, limit(auth, 'signup'), (c) => updateUser(auth, c));
  on('GET', '/reauthenticate', user, (c) => reauthenticate(auth, c));

  on('POST', '/recover', limit(auth, 'signup'), (c) => recover(auth, c));
  on('POST', '/otp', limit(auth, 'signup'), (c) => otp(auth, c));
  on('POST', '/magiclink', limit(auth, 'signup'), (c) => otp(auth, c));
  on('POST', '/resend', limit(auth, 'signup'), (c) => resend(auth, c));

  on('POST', '/factors', user, (c) => enrollFactor(auth, c));
  on('POST', '/factors/:id/challenge', user, limit(auth, 'mfa'), (c) => challengeFactor(auth, c));
  on('POST', '/factors/:id/verify', user, limit(auth, 'mfa'), (c) => verifyFactor(auth, c));
  on('DELETE', '/factors/:id', user, (c) => unenrollFactor(auth, c));

  // Passkeys (GOTRUE_PASSKEY_ENABLED); while off, every /passkeys path answers passkey_disabled.
  if (auth.settings.passkeys) {
    const passkeysOn = requirePasskeysEnabled(auth);
    const passkeyLimit = limit(auth, 'passkey');
    on('POST', '/passkeys/authentication/options', passkeysOn, passkeyLimit, (c) => authenticationOptions(auth, c));
    on('POST', '/passkeys/authentication/verify', passkeysOn, (c) => authenticationVerify(auth, c));
    on('POST', '/passkeys/registration/options', passkeysOn, user, (c) => registrationOptions(auth, c));
    on('POST', '/passkeys/registration/verify', passkeysOn, user, (c) => registrationVerify(auth, c));
    on('GET', '/passkeys', passkeysOn, user, (c) => listOwnPasskeys(auth, c));
    on('PATCH', '/passkeys/:passkeyId', passkeysOn, user, (c) => updateOwnPasskey(auth, c));
    on('DELETE', '/passkeys/:passkeyId', passkeysOn, user, (c) => deleteOwnPasskey(auth, c));
  }

  // Admin API (service-role key).
  on('POST', '/invite', admin, (c) => invite(auth, c));
  on('GET', '/admin/users', admin, (c) => listUsers(auth, c));
  on('POST', '/admin/users', admin, (c) => createUserByAdmin(auth, c));
  on('GET', '/admin/users/:id', admin, (c) => getUserById(auth, c));
  on('PUT', '/admin/users/:id', admin, (c) => updateUserById(auth, c));
  on('DELETE', '/admin/users/:id', admin, (c) => deleteUserById(auth, c));
  on('GET', '/admin/users/:id/factors', admin, (c) => listFactors(auth, c));
  on('PUT', '/admin/users/:id/factors/:factorId', admin, (c) => updateFactor(auth, c));
  on('DELETE', '/admin/users/:id/factors/:factorId', admin, (c) => deleteFactor(auth, c));
  on('GET', '/admin/users/:id/passkeys', admin, (c) => adminListPasskeys(auth, c));
  on('DELETE', '/admin/users/:id/passkeys/:passkeyId', admin, (c) => adminDeletePasskey(auth, c));
  on('POST', '/admin/generate_link', admin, (c) => generateLink(auth, c));
  for (const method of METHODS) {
    on(method, '/admin/oauth/*', admin, oauthServer);
    on(method, '/admin/custom-providers/*', admin, customProviders);
    // GoTrue mounts its SSO provider admin behind the admin check, then refuses it while SAML is off.
    on(method, '/admin/sso/*', admin, sso);
  }

  // Features an unconfigured project does not offer.
  on('GET', '/authorize', authorize);
  on('GET', '/callback', callback);
  on('POST', '/callback', callback);
  on('POST', '/sso', (c) => refuseAfterBody(c, sso));
  on('GET', '/sso/saml/metadata', sso);
  on('POST', '/sso/saml/acs', sso);
  on('GET', '/user/identities/authorize', user, manualLinking);
  on('DELETE', '/user/identities/:id', user, manualLinking);
  on('GET', '/user/oauth/grants', user, oauthServer);
  on('DELETE', '/user/oauth/grants', user, oauthServer);
  for (const method of METHODS) {
    if (!auth.settings.passkeys) on(method, '/passkeys/*', passkeys);
    on(method, '/oauth/*', oauthServer);
  }

  app.all('*', (c) => {
    const path = new URL(c.req.url).pathname.replace(/^.*?\/auth\/v1(?=\/|$)/, '') || '/';
    const allowed = [...new Set(routes.filter((route) => route.pattern.test(path)).map((route) => route.method))];
    if (allowed.length) {
      c.header('Allow', allowed.join(', '));
      return errorResponse(
        c,
        new AuthError(405, 'method_not_allowed', `Method ${c.req.method} not allowed on ${path}`),
      );
    }
    return errorResponse(c, new AuthError(404, 'not_found', `No API route matches ${c.req.method} ${path}`));
  });

  return app;
}
