import type { Context } from 'hono';
import { AuthError, flowStateNotFound, requestRateLimit, userBanned, validation } from '../errors';
import { clientInfo, clientIp } from '../middleware';
import { checkPassword } from '../passwords';
import { verifierMatches } from '../pkce';
import { type Body, readBody, str } from '../request';
import { issueSession, refreshSession } from '../sessions';
import { type AuthServer, isBanned, reload } from '../shared';
import { findUserByEmail } from '../users';
import { idTokenGrant, web3Grant } from './external';

const FLOW_STATE_SECONDS = 300;
/** A bcrypt hash of nothing in particular: unknown emails spend the same time as a real password check. */
const TIMING_DUMMY_HASH = '$2a$10$CwTycUXWue0Thq9StjUM0uJ8DPLKXt1FYlwYpQW2G3cAwjKoh2WZu';

/** POST /token?grant_type=password|refresh_token|pkce */
export async function token(auth: AuthServer, c: Context) {
  const grant = c.req.query('grant_type');
  const body = await readBody(c);
  if (grant === 'password') return c.json(await passwordGrant(auth, c, body));
  if (grant === 'refresh_token') return c.json(await refreshTokenGrant(auth, body));
  if (grant === 'pkce') return c.json(await pkceGrant(auth, c, body));
  if (grant === 'id_token') return idTokenGrant(body);
  if (grant === 'web3') return web3Grant();
  throw new AuthError(400, 'invalid_credentials', 'unsupported_grant_type');
}

async function passwordGrant(auth: AuthServer, c: Context, body: Body) {
  const { db, signInThrottle } = auth;
  const email = str(body, 'email');
  const phone = str(body, 'phone');
  const password = str(body, 'password') ?? '';
  if (email && phone) throw validation('Only an email address or phone number should be provided on login.');
  if (phone) throw new AuthError(422, 'phone_provider_disabled', 'Phone logins are disabled');
  if (!email) throw validation('missing email or phone');
  const source = clientIp(c);
  // Checked before the password, so a source that keeps failing learns nothing until its delay has passed.
  const waitMs = signInThrottle.waitMs(email, source);
  if (waitMs > 0) {
    c.header('Retry-After', String(Math.ceil(waitMs / 1000)));
    throw requestRateLimit();
  }
  const user = await findUserByEmail(db, email.trim());
  const invalid = () => {
    signInThrottle.fail(email, source);
    return new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
  };
  if (!user) {
    await checkPassword(password, TIMING_DUMMY_HASH);
    throw invalid();
  }
  if (isBanned(user)) throw userBanned(400);
  if (!(await checkPassword(password, user.encrypted_password))) throw invalid();
  signInThrottle.succeed(email, source);
  if (!user.email_confirmed_at) throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
  return db.transaction((tx) => issueSession(tx, auth.issuer, user, 'password', clientInfo(c)));
}

async function refreshTokenGrant(auth: AuthServer, body: Body) {
  const presented = str(body, 'refresh_token') ?? '';
  if (!/^[a-z0-9]{12}$/.test(presented)) throw validation('Refresh token is not valid');
  const outcome = await auth.db.transaction((tx) =>
    refreshSession(tx, auth.issuer, presented, auth.settings.refreshTokenReuseIntervalSeconds),
  );
  if (outcome.kind === 'reused') {
    throw new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
  }
  return outcome.response;
}

interface FlowStateRow {
  id: string;
  user_id: string | null;
  code_challenge: string;
  code_challenge_method: string;
  authentication_method: string;
  created_at: Date;
  auth_code_issued_at: Date | null;
}

async function pkceGrant(auth: AuthServer, c: Context, body: Body) {
  const authCode = str(body, 'auth_code');
  const verifier = str(body, 'code_verifier');
  if (!authCode || !verifier) throw validation('invalid request: both auth code and code verifier should be non-empty');
  return auth.db.transaction(async (tx) => {
    const state = (
      await tx.query<FlowStateRow>('select *, code_challenge_method::text from auth.flow_state where auth_code = $1', [
        authCode,
      ])
    ).rows[0];
    if (!state?.user_id) throw flowStateNotFound();
    const started = new Date(state.auth_code_issued_at ?? state.created_at).getTime();
    if (Date.now() > started + FLOW_STATE_SECONDS * 1000) {
      throw new AuthError(422, 'flow_state_expired', 'invalid flow state, flow state has expired');
    }
    if (!verifierMatches(verifier, state.code_challenge, state.code_challenge_method)) {
      throw new AuthError(400, 'bad_code_verifier', 'code challenge does not match previously saved code verifier');
    }
    await tx.query('delete from auth.flow_state where id = $1', [state.id]);
    const user = await reload(tx, state.user_id);
    return issueSession(tx, auth.issuer, user, state.authentication_method, clientInfo(c));
  });
}
