import { Hono } from 'hono';
import { AuthError, errorResponse, unexpectedFailure } from './errors';
import { authorize, manualLinking, sso } from './handlers/external';
import { logout } from './handlers/logout';
import { challengeFactor, enrollFactor, unenrollFactor, verifyFactor } from './handlers/mfa';
import { otp, reauthenticate, recover, resend } from './handlers/otp';
import { health, jwks, settings } from './handlers/settings';
import { signup } from './handlers/signup';
import { token } from './handlers/token';
import { getUser, updateUser } from './handlers/user';
import { verifyGet, verifyPost } from './handlers/verify';
import { limit, requireUser } from './middleware';
import { type AuthDeps, type AuthEnv, createAuthServer } from './shared';

export type { AuthDeps } from './shared';

/**
 * The auth service's route table (GoTrue's `internal/api/api.go`): every path under /auth/v1 with its middleware.
 * Handlers live in ./handlers, one file per endpoint family.
 */
export function createAuthApp(deps: AuthDeps): Hono<AuthEnv> {
  const auth = createAuthServer(deps);
  const app = new Hono<AuthEnv>();
  const user = requireUser(auth);

  app.onError((error, c) => {
    if (error instanceof AuthError) return errorResponse(c, error);
    console.error('[auth] unexpected error', error);
    return errorResponse(c, unexpectedFailure());
  });
  app.notFound((c) => errorResponse(c, new AuthError(404, 'unknown', 'Not Found')));

  app.get('/health', health);
  app.get('/settings', (c) => settings(auth, c));
  app.get('/.well-known/jwks.json', (c) => jwks(auth, c));

  app.post('/signup', limit(auth, 'signup'), (c) => signup(auth, c));
  app.post('/token', limit(auth, 'token'), (c) => token(auth, c));
  app.post('/logout', user, (c) => logout(auth, c));
  app.get('/verify', limit(auth, 'verify'), (c) => verifyGet(auth, c));
  app.post('/verify', limit(auth, 'verify'), (c) => verifyPost(auth, c));

  app.get('/user', user, (c) => getUser(auth, c));
  app.put('/user', user, limit(auth, 'signup'), (c) => updateUser(auth, c));
  app.get('/reauthenticate', user, (c) => reauthenticate(auth, c));

  app.post('/recover', limit(auth, 'signup'), (c) => recover(auth, c));
  app.post('/otp', limit(auth, 'signup'), (c) => otp(auth, c));
  app.post('/resend', limit(auth, 'signup'), (c) => resend(auth, c));

  app.post('/factors', user, (c) => enrollFactor(auth, c));
  app.post('/factors/:id/challenge', user, limit(auth, 'mfa'), (c) => challengeFactor(auth, c));
  app.post('/factors/:id/verify', user, limit(auth, 'mfa'), (c) => verifyFactor(auth, c));
  app.delete('/factors/:id', user, (c) => unenrollFactor(auth, c));

  app.get('/authorize', authorize);
  app.post('/sso', limit(auth, 'signup'), sso);
  app.get('/user/identities/authorize', user, manualLinking);
  app.delete('/user/identities/:id', user, manualLinking);

  return app;
}
