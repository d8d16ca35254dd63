import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import { type Context, Hono } from 'hono';
import QRCode from 'qrcode';
import type { AuthSettings } from '../config';
import type { Queryable, ServerContext } from '../context';
import { type SigningKey, verifyJwt } from '../keys';
import type { SendMail } from '../mail/sender';
import { type EmailKind, renderEmail } from './emails';
import { AuthError, errorResponse, unexpectedFailure, validation } from './errors';
import { assertPasswordStrength, checkPassword, hashPassword } from './passwords';
import { RateLimiter } from './rate-limit';
import { type Body, bool, obj, readBody, str } from './request';
import {
  addAmrClaim,
  issueSession,
  refreshSession,
  rotateActiveToken,
  type TokenIssuer,
  tokenResponse,
} from './sessions';
import { newTotpSecret, verifyTotp } from './totp';
import { type FactorRow, findUserByEmail, findUserById, NIL_INSTANCE, serializeUser, type UserRow } from './users';

export interface AuthDeps {
  ctx: ServerContext;
  settings: AuthSettings;
  key: SigningKey;
  sendMail: SendMail;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const FLOW_STATE_SECONDS = 300;
const MFA_CHALLENGE_SECONDS = 300;
const MAX_FACTORS = 10;

type TokenType =
  | 'confirmation_token'
  | 'recovery_token'
  | 'email_change_token_new'
  | 'email_change_token_current'
  | 'reauthentication_token';

const tokenHash = (emailOrPhone: string, otp: string) =>
  createHash('sha224')
    .update(emailOrPhone + otp)
    .digest('hex');
const newOtp = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

interface Caller {
  user: UserRow;
  sessionId: string;
  aal: 'aal1' | 'aal2';
}

type Env = { Variables: { caller: Caller } };

export function createAuthApp({ ctx, settings, key, sendMail }: AuthDeps): Hono<Env> {
  const { db, config } = ctx;
  const issuer: TokenIssuer = { key, issuer: `${config.apiUrl}/auth/v1`, expirySeconds: settings.jwtExpirySeconds };
  const limiter = new RateLimiter();
  const app = new Hono<Env>();

  app.onError((error, c) => {
    if (error instanceof AuthError) return errorResponse(c, error);
    console.error('[auth] unexpected error', error);
    return errorResponse(c, unexpectedFailure());
  });
  app.notFound((c) => errorResponse(c, new AuthError(404, 'unknown', 'Not Found')));

  /** The socket's address, IPv4-mapped IPv6 folded to IPv4 so limits and MFA IP checks agree across listeners. */
  const clientIp = (c: Context) => {
    try {
      return (getConnInfo(c).remote.address ?? '127.0.0.1').replace(/^::ffff:/, '');
    } catch {
      return '127.0.0.1';
    }
  };
  const limit = (group: keyof AuthSettings['rateLimits']) => async (c: Context, next: () => Promise<void>) => {
    if (!limiter.hit(`${group}:${clientIp(c)}`, settings.rateLimits[group])) {
      throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
    }
    await next();
  };

  /** The `redirect_to` if the allow-list accepts it (site URL and its subpaths, ADDITIONAL_REDIRECT_URLS), else SITE_URL. */
  const redirectTarget = (requested: string | undefined): string => {
    if (!requested) return config.siteUrl;
    let url: URL;
    try {
      url = new URL(requested);
    } catch {
      return config.siteUrl;
    }
    const site = new URL(config.siteUrl);
    const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
    if (url.protocol === site.protocol && url.hostname === site.hostname && (url.port === site.port || loopback)) {
      return requested;
    }
    for (const allowed of settings.additionalRedirectUrls) {
      if (allowed === requested) return requested;
      const star = allowed.indexOf('*');
      if (star !== -1 && requested.startsWith(allowed.slice(0, star))) return requested;
    }
    return config.siteUrl;
  };

  const verifyLink = (hash: string, type: string, redirect: string) =>
    `${config.apiUrl}/auth/v1/verify?token=${hash}&type=${type}&redirect_to=${encodeURIComponent(redirect)}`;

  const sentAtColumn: Record<EmailKind, string> = {
    signup: 'confirmation_sent_at',
    invite: 'invited_at',
    recovery: 'recovery_sent_at',
    magiclink: 'recovery_sent_at',
    email_change: 'email_change_sent_at',
    reauthentication: 'reauthentication_sent_at',
  };

  const assertEmailFrequency = (user: UserRow, kind: EmailKind) => {
    const column = sentAtColumn[kind] as keyof UserRow;
    const sentAt = user[column] as Date | null;
    if (!sentAt || settings.emailFrequencySeconds <= 0) return;
    const waitMs = new Date(sentAt).getTime() + settings.emailFrequencySeconds * 1000 - Date.now();
    if (waitMs > 0) {
      throw new AuthError(
        429,
        'over_email_send_rate_limit',
        `For security purposes, you can only request this after ${Math.ceil(waitMs / 1000)} seconds.`,
      );
    }
  };

  /** PKCE parameters: both or neither, a valid s256/plain challenge. */
  const pkceParams = (body: Body) => {
    const challenge = str(body, 'code_challenge');
    const method = str(body, 'code_challenge_method');
    if (!challenge && !method) return undefined;
    if (!challenge || !method) throw validation('PKCE flow requires code_challenge_method and code_challenge');
    const normalized = method.toLowerCase();
    if (normalized !== 's256' && normalized !== 'plain') throw validation('Invalid code_challenge_method');
    if (challenge.length < 43 || challenge.length > 128) {
      throw validation('code challenge has to be between 43 and 128 characters');
    }
    if (!/^[A-Za-z0-9\-._~]+$/.test(challenge)) {
      throw validation(
        'code challenge can only contain alphanumeric characters, hyphens, periods, underscores and tildes',
      );
    }
    return { challenge, method: normalized as 's256' | 'plain' };
  };

  const saveOneTimeToken = async (tx: Queryable, user: UserRow, type: TokenType, hash: string, relatesTo: string) => {
    await tx.query(
      `insert into auth.one_time_tokens (id, user_id, token_type, token_hash, relates_to, created_at, updated_at)
         values ($1, $2, $3, $4, lower($5), now(), now())
       on conflict (user_id, token_type) do update set token_hash = excluded.token_hash,
         relates_to = excluded.relates_to, updated_at = now()`,
      [randomUUID(), user.id, type, hash, relatesTo],
    );
  };

  /**
   * Stores a fresh OTP for `kind`, (PKCE) a flow state, and sends the email. Runs after the caller's own checks so
   * the per-address frequency limit applies to every email kind alike.
   */
  const sendOtpEmail = async (
    tx: Queryable,
    user: UserRow,
    kind: 'signup' | 'recovery' | 'magiclink',
    redirectTo: string | undefined,
    pkce: { challenge: string; method: string } | undefined,
  ) => {
    assertEmailFrequency(user, kind);
    const email = user.email ?? '';
    const otp = newOtp();
    const hash = (pkce ? 'pkce_' : '') + tokenHash(email, otp);
    const column = kind === 'signup' ? 'confirmation' : 'recovery';
    await tx.query(
      `update auth.users set ${column}_token = $2, ${column}_sent_at = now(), updated_at = now() where id = $1`,
      [user.id, hash],
    );
    await saveOneTimeToken(tx, user, kind === 'signup' ? 'confirmation_token' : 'recovery_token', hash, email);
    if (pkce) {
      await tx.query(
        `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type,
           authentication_method, created_at, updated_at)
         values ($1, $2, $3, $4, $5, 'email', $6, now(), now())`,
        [randomUUID(), user.id, randomUUID(), pkce.method, pkce.challenge, kind === 'signup' ? 'email/signup' : kind],
      );
    }
    const type = kind;
    const redirect = redirectTarget(redirectTo);
    await sendMail({
      from: settings.smtpSender,
      to: email,
      ...renderEmail(kind, otp, verifyLink(hash, type, redirect)),
    });
  };

  const reload = async (tx: Queryable, id: string) => {
    const user = await findUserById(tx, id);
    if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
    return user;
  };

  const client = (c: Context) => ({ ip: clientIp(c), userAgent: c.req.header('user-agent') });

  // ---------- authentication middleware (contract §2.4) ----------
  const requireUser = async (c: Context<Env>, next: () => Promise<void>) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    const token = match[1];
    if (token === config.anonKey || token === config.serviceRoleKey) {
      throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
    }
    const checked = verifyJwt(key, token);
    if (!checked.ok) throw new AuthError(403, 'bad_jwt', checked.message);
    const sub = checked.payload.sub;
    if (typeof sub !== 'string' || !sub) throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
    if (!UUID.test(sub)) throw new AuthError(400, 'bad_jwt', 'invalid claim: sub claim must be a UUID');
    const sessionId = checked.payload.session_id;
    // User and session in one round trip: this runs on every authenticated call.
    const found = (
      await db.query<UserRow & { live_session_id: string | null }>(
        `select u.*, s.id as live_session_id from auth.users u
           left join auth.sessions s on s.id = $2::uuid and s.user_id = u.id
         where u.id = $1`,
        [sub, typeof sessionId === 'string' && UUID.test(sessionId) ? sessionId : null],
      )
    ).rows[0];
    if (!found) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    const { live_session_id: liveSessionId, ...user } = found;
    const session = liveSessionId ? { id: liveSessionId } : undefined;
    if (!session) {
      throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    }
    if (user.banned_until && new Date(user.banned_until).getTime() > Date.now()) {
      throw new AuthError(403, 'user_banned', 'User is banned');
    }
    const aal = checked.payload.aal === 'aal2' ? 'aal2' : 'aal1';
    c.set('caller', { user, sessionId: session.id, aal });
    await next();
  };

  // ---------- public info ----------
  app.get('/health', (c) =>
    c.json({
      version: 'v2.196.0',
      name: 'GoTrue',
      description: 'GoTrue is a user registration and authentication API',
    }),
  );
  app.get('/settings', (c) => {
    const providers = [
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
    const external = Object.fromEntries(providers.map((provider) => [provider, provider === 'email']));
    return c.json({
      external,
      disable_signup: settings.disableSignup,
      mailer_autoconfirm: settings.mailerAutoconfirm,
      phone_autoconfirm: false,
      sms_provider: 'twilio',
      saml_enabled: false,
      saml_private_key_next_configured: false,
      passkeys_enabled: false,
    });
  });
  app.get('/.well-known/jwks.json', (c) => {
    c.header('Cache-Control', 'public, max-age=600');
    return c.json({ keys: [key.publicJwk] });
  });

  // ---------- sign-up ----------
  app.post('/signup', limit('signup'), async (c) => {
    const body = await readBody(c);
    const email = str(body, 'email');
    const phone = str(body, 'phone');
    const password = str(body, 'password');
    const data = obj(body, 'data') ?? {};
    if (settings.disableSignup) throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance');
    if (!email && !phone) throw new AuthError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
    if (!password) throw validation('Signup requires a valid password');
    assertPasswordStrength(password, settings);
    if (email && phone) throw validation('Only an email address or phone number should be provided on signup.');
    const pkce = pkceParams(body);
    if (phone) throw new AuthError(400, 'phone_provider_disabled', 'Phone signups are disabled');
    const address = (email ?? '').trim().toLowerCase();
    if (address.length > 255) throw validation('An email address is too long');
    if (!EMAIL.test(address)) throw validation('Unable to validate email address: invalid format');
    const redirectTo = c.req.query('redirect_to');

    const result = await db.transaction(async (tx) => {
      const existing = await findUserByEmail(tx, address);
      if (existing?.email_confirmed_at) {
        if (settings.mailerAutoconfirm) throw new AuthError(422, 'user_already_exists', 'User already registered');
        const now = new Date().toISOString();
        // Same shape as a new unconfirmed user so the response does not reveal that the address is registered.
        return {
          id: randomUUID(),
          aud: 'authenticated',
          role: '',
          email: address,
          phone: '',
          confirmation_sent_at: now,
          app_metadata: { provider: 'email', providers: ['email'] },
          user_metadata: data,
          identities: [],
          created_at: now,
          updated_at: now,
          is_anonymous: false,
        };
      }
      let user = existing;
      if (!user) {
        const id = randomUUID();
        const identityData = { sub: id, email: address, email_verified: false, phone_verified: false };
        const inserted = await tx.query<UserRow>(
          `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, raw_app_meta_data,
             raw_user_meta_data, created_at, updated_at, email_confirmed_at)
           values ($1, $2, 'authenticated', 'authenticated', $3, $4, $5, $6, now(), now(), $7) returning *`,
          [
            NIL_INSTANCE,
            id,
            address,
            await hashPassword(password),
            { provider: 'email', providers: ['email'] },
            { ...data, ...identityData, ...(settings.mailerAutoconfirm ? { email_verified: true } : {}) },
            settings.mailerAutoconfirm ? new Date() : null,
          ],
        );
        await tx.query(
          `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
             values ($1::text, $1::text::uuid, $2, 'email', now(), now())`,
          [id, { ...identityData, email_verified: settings.mailerAutoconfirm }],
        );
        user = inserted.rows[0] as UserRow;
      }
      if (settings.mailerAutoconfirm) {
        return { session: await issueSession(tx, issuer, user, 'password', client(c)) };
      }
      await sendOtpEmail(tx, user, 'signup', redirectTo, pkce);
      return serializeUser(tx, await reload(tx, user.id));
    });
    if ('session' in result) return c.json(result.session as Record<string, unknown>);
    return c.json(result);
  });

  // ---------- tokens ----------
  app.post('/token', limit('token'), async (c) => {
    const grant = c.req.query('grant_type');
    const body = await readBody(c);
    if (grant === 'password') return c.json(await passwordGrant(c, body));
    if (grant === 'refresh_token') {
      const presented = str(body, 'refresh_token') ?? '';
      if (!/^[a-z0-9]{12}$/.test(presented)) throw validation('Refresh token is not valid');
      const outcome = await db.transaction((tx) =>
        refreshSession(tx, issuer, presented, settings.refreshTokenReuseIntervalSeconds),
      );
      if (outcome.kind === 'reused') {
        throw new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
      }
      return c.json(outcome.response);
    }
    if (grant === 'pkce') {
      const authCode = str(body, 'auth_code');
      const verifier = str(body, 'code_verifier');
      if (!authCode || !verifier) {
        throw validation('invalid request: both auth code and code verifier should be non-empty');
      }
      const flow = await db.transaction(async (tx) => {
        const state = (
          await tx.query<{
            id: string;
            user_id: string | null;
            code_challenge: string;
            code_challenge_method: string;
            authentication_method: string;
            created_at: Date;
            auth_code_issued_at: Date | null;
          }>('select *, code_challenge_method::text from auth.flow_state where auth_code = $1', [authCode])
        ).rows[0];
        if (!state?.user_id) {
          throw new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
        }
        const started = new Date(state.auth_code_issued_at ?? state.created_at).getTime();
        if (Date.now() > started + FLOW_STATE_SECONDS * 1000) {
          throw new AuthError(422, 'flow_state_expired', 'invalid flow state, flow state has expired');
        }
        const expected =
          state.code_challenge_method === 's256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
        if (expected !== state.code_challenge) {
          throw new AuthError(400, 'bad_code_verifier', 'code challenge does not match previously saved code verifier');
        }
        await tx.query('delete from auth.flow_state where id = $1', [state.id]);
        const user = await reload(tx, state.user_id);
        return issueSession(tx, issuer, user, state.authentication_method, client(c));
      });
      return c.json(flow);
    }
    throw new AuthError(400, 'invalid_credentials', 'unsupported_grant_type');
  });

  const passwordGrant = async (c: Context, body: Body) => {
    const email = str(body, 'email');
    const phone = str(body, 'phone');
    const password = str(body, 'password') ?? '';
    if (email && phone) throw validation('Only an email address or phone number should be provided on login.');
    if (phone) throw new AuthError(422, 'phone_provider_disabled', 'Phone logins are disabled');
    if (!email) throw validation('missing email or phone');
    const accountKey = `signin:${email.trim().toLowerCase()}`;
    if (limiter.exhausted(accountKey, settings.failedSignIns)) {
      throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
    }
    const user = await findUserByEmail(db, email.trim());
    const invalid = () => {
      limiter.hit(accountKey, settings.failedSignIns);
      return new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
    };
    if (!user) {
      // Spend the same bcrypt time as a real check so response timing does not reveal which emails exist.
      await checkPassword(password, '$2a$10$CwTycUXWue0Thq9StjUM0uJ8DPLKXt1FYlwYpQW2G3cAwjKoh2WZu');
      throw invalid();
    }
    if (user.banned_until && new Date(user.banned_until).getTime() > Date.now()) {
      throw new AuthError(400, 'user_banned', 'User is banned');
    }
    if (!(await checkPassword(password, user.encrypted_password))) throw invalid();
    if (!user.email_confirmed_at) throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
    return db.transaction((tx) => issueSession(tx, issuer, user, 'password', client(c)));
  };

  // ---------- sign-out ----------
  app.post('/logout', requireUser, async (c) => {
    const scope = c.req.query('scope') ?? 'global';
    const { user, sessionId } = c.get('caller');
    if (scope === 'global' || scope === '') {
      await db.query('delete from auth.sessions where user_id = $1', [user.id]);
    } else if (scope === 'local') {
      await db.query('delete from auth.sessions where id = $1', [sessionId]);
    } else if (scope === 'others') {
      await db.query('delete from auth.sessions where user_id = $1 and id <> $2', [user.id, sessionId]);
    } else {
      throw validation(`Unsupported logout scope "${scope}"`);
    }
    return c.body(null, 204);
  });

  // ---------- the current user ----------
  app.get('/user', requireUser, async (c) => c.json(await serializeUser(db, c.get('caller').user)));

  app.put('/user', requireUser, limit('signup'), async (c) => {
    const body = await readBody(c);
    const { user: caller, aal } = c.get('caller');
    const email = str(body, 'email');
    const password = str(body, 'password');
    const nonce = str(body, 'nonce');
    const data = obj(body, 'data');
    if (body.app_metadata !== undefined && body.app_metadata !== null) {
      throw new AuthError(403, 'not_admin', 'Updating app_metadata requires admin privileges');
    }
    if (str(body, 'phone')) throw new AuthError(422, 'phone_provider_disabled', 'Phone logins are disabled');
    const pkce = pkceParams(body);
    const redirectTo = c.req.query('redirect_to');
    const updated = await db.transaction(async (tx) => {
      let user = await reload(tx, caller.id);
      if (email !== undefined || password !== undefined) {
        const verified = await tx.query("select 1 from auth.mfa_factors where user_id = $1 and status = 'verified'", [
          user.id,
        ]);
        if (verified.rows.length && aal !== 'aal2') {
          throw new AuthError(
            401,
            'insufficient_aal',
            'AAL2 session is required to update email or password when MFA is enabled.',
          );
        }
      }
      if (password !== undefined) {
        if (user.is_anonymous && !user.email) {
          throw validation('Updating password of an anonymous user without an email or phone is not allowed', 422);
        }
        assertPasswordStrength(password, settings);
        if (nonce !== undefined) {
          const expected = tokenHash(user.email ?? '', nonce);
          const sentAt = user.reauthentication_sent_at ? new Date(user.reauthentication_sent_at).getTime() : 0;
          if (user.reauthentication_token !== expected || Date.now() > sentAt + settings.otpExpirySeconds * 1000) {
            throw new AuthError(422, 'reauthentication_not_valid', 'Nonce has expired or is invalid');
          }
        }
        if (await checkPassword(password, user.encrypted_password)) {
          throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
        }
        await tx.query(
          `update auth.users set encrypted_password = $2, reauthentication_token = '', recovery_token = '',
             confirmation_token = '', updated_at = now() where id = $1`,
          [user.id, await hashPassword(password)],
        );
        await tx.query(
          "delete from auth.one_time_tokens where user_id = $1 and token_type <> 'email_change_token_new' and token_type <> 'email_change_token_current'",
          [user.id],
        );
        await tx.query('delete from auth.sessions where user_id = $1 and id <> $2', [
          user.id,
          c.get('caller').sessionId,
        ]);
      }
      if (data) {
        const merged: Record<string, unknown> = { ...(user.raw_user_meta_data ?? {}) };
        for (const [field, value] of Object.entries(data)) {
          if (value === null) delete merged[field];
          else merged[field] = value;
        }
        await tx.query('update auth.users set raw_user_meta_data = $2, updated_at = now() where id = $1', [
          user.id,
          merged,
        ]);
      }
      user = await reload(tx, user.id);
      if (email !== undefined && email.trim().toLowerCase() !== (user.email ?? '').toLowerCase()) {
        const address = email.trim().toLowerCase();
        if (!EMAIL.test(address)) throw validation('Unable to validate email address: invalid format');
        const taken = await findUserByEmail(tx, address);
        if (taken && taken.id !== user.id) {
          throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
        }
        assertEmailFrequency(user, 'email_change');
        const redirect = redirectTarget(redirectTo);
        // Secure email change (hosted default): both the new and the current address confirm, unless autoconfirm is on.
        const secure = !settings.mailerAutoconfirm && !!user.email;
        const otpNew = newOtp();
        const hashNew = (pkce ? 'pkce_' : '') + tokenHash(address, otpNew);
        let hashCurrent = '';
        await saveOneTimeToken(tx, user, 'email_change_token_new', hashNew, address);
        if (secure) {
          const otpCurrent = newOtp();
          hashCurrent = (pkce ? 'pkce_' : '') + tokenHash(user.email ?? '', otpCurrent);
          await saveOneTimeToken(tx, user, 'email_change_token_current', hashCurrent, user.email ?? '');
          await sendMail({
            from: settings.smtpSender,
            to: user.email ?? '',
            ...renderEmail('email_change', otpCurrent, verifyLink(hashCurrent, 'email_change', redirect)),
          });
        }
        await sendMail({
          from: settings.smtpSender,
          to: address,
          ...renderEmail('email_change', otpNew, verifyLink(hashNew, 'email_change', redirect)),
        });
        if (pkce) {
          await tx.query(
            `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type,
               authentication_method, created_at, updated_at)
             values ($1, $2, $3, $4, $5, 'email', 'email_change', now(), now())`,
            [randomUUID(), user.id, randomUUID(), pkce.method, pkce.challenge],
          );
        }
        await tx.query(
          `update auth.users set email_change = $2, email_change_token_new = $3, email_change_token_current = $4,
             email_change_confirm_status = 0, email_change_sent_at = now(), updated_at = now() where id = $1`,
          [user.id, address, hashNew, hashCurrent],
        );
        user = await reload(tx, user.id);
      }
      return serializeUser(tx, user);
    });
    return c.json(updated);
  });

  // ---------- emails: recover, otp, resend, reauthenticate ----------
  app.post('/recover', limit('signup'), async (c) => {
    const body = await readBody(c);
    const email = str(body, 'email');
    if (!email) throw validation('Password recovery requires an email');
    const address = email.trim().toLowerCase();
    if (!EMAIL.test(address)) throw validation('Unable to validate email address: invalid format');
    const pkce = pkceParams(body);
    await db.transaction(async (tx) => {
      const user = await findUserByEmail(tx, address);
      if (user) await sendOtpEmail(tx, user, 'recovery', c.req.query('redirect_to'), pkce);
    });
    return c.json({});
  });

  app.post('/otp', limit('signup'), async (c) => {
    const body = await readBody(c);
    const email = str(body, 'email');
    const phone = str(body, 'phone');
    const channel = str(body, 'channel');
    const createUser = bool(body, 'create_user') ?? true;
    const data = obj(body, 'data') ?? {};
    if (email && phone) throw validation('Only an email address or phone number should be provided');
    if (email && channel) throw validation('Channel should only be specified with Phone OTP');
    if (phone) throw new AuthError(400, 'phone_provider_disabled', 'Unsupported phone provider');
    if (!email) throw validation('One of email or phone must be set');
    const address = email.trim().toLowerCase();
    if (!EMAIL.test(address)) throw validation('Unable to validate email address: invalid format');
    const pkce = pkceParams(body);
    const redirectTo = c.req.query('redirect_to');
    await db.transaction(async (tx) => {
      let user = await findUserByEmail(tx, address);
      if (!user) {
        if (!createUser) throw new AuthError(422, 'otp_disabled', 'Signups not allowed for otp');
        if (settings.disableSignup)
          throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance');
        const id = randomUUID();
        const identityData = {
          sub: id,
          email: address,
          email_verified: settings.mailerAutoconfirm,
          phone_verified: false,
        };
        const inserted = await tx.query<UserRow>(
          `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, raw_app_meta_data,
             raw_user_meta_data, created_at, updated_at, email_confirmed_at)
           values ($1, $2, 'authenticated', 'authenticated', $3, $4, $5, $6, now(), now(), $7) returning *`,
          [
            NIL_INSTANCE,
            id,
            address,
            await hashPassword(randomBytes(32).toString('base64url').slice(0, 64)),
            { provider: 'email', providers: ['email'] },
            { ...data, ...identityData },
            settings.mailerAutoconfirm ? new Date() : null,
          ],
        );
        await tx.query(
          `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
             values ($1::text, $1::text::uuid, $2, 'email', now(), now())`,
          [id, identityData],
        );
        user = inserted.rows[0] as UserRow;
      }
      if (user.email_confirmed_at) await sendOtpEmail(tx, user, 'magiclink', redirectTo, pkce);
      else await sendOtpEmail(tx, user, 'signup', redirectTo, pkce);
    });
    return c.json({});
  });

  app.post('/resend', limit('signup'), async (c) => {
    const body = await readBody(c);
    const type = str(body, 'type');
    const email = str(body, 'email');
    const phone = str(body, 'phone');
    if (!type || !['signup', 'email_change', 'sms', 'phone_change'].includes(type)) {
      throw validation('Missing one of these types: signup, email_change, sms, phone_change');
    }
    if (email && phone) throw validation('Only an email address or phone number should be provided.');
    if (type === 'sms' || type === 'phone_change') {
      if (!phone) throw validation('Type provided requires a phone number');
      throw new AuthError(400, 'phone_provider_disabled', 'Phone logins are disabled');
    }
    if (!email) throw validation('Type provided requires an email address');
    const pkce = pkceParams(body);
    const redirectTo = c.req.query('redirect_to');
    await db.transaction(async (tx) => {
      const user = await findUserByEmail(tx, email.trim());
      if (!user) return;
      if (type === 'signup' && !user.email_confirmed_at) {
        await sendOtpEmail(tx, user, 'signup', redirectTo, pkce);
      }
      if (type === 'email_change' && user.email_change) {
        assertEmailFrequency(user, 'email_change');
        const otp = newOtp();
        const hash = tokenHash(user.email_change, otp);
        await saveOneTimeToken(tx, user, 'email_change_token_new', hash, user.email_change);
        await tx.query(
          'update auth.users set email_change_token_new = $2, email_change_sent_at = now() where id = $1',
          [user.id, hash],
        );
        await sendMail({
          from: settings.smtpSender,
          to: user.email_change,
          ...renderEmail('email_change', otp, verifyLink(hash, 'email_change', redirectTarget(redirectTo))),
        });
      }
    });
    return c.json({});
  });

  app.get('/reauthenticate', requireUser, async (c) => {
    const { user } = c.get('caller');
    if (!user.email) throw validation('Reauthentication requires the user to have an email or a phone number');
    if (!user.email_confirmed_at) throw new AuthError(422, 'email_not_confirmed', 'Please verify your email first.');
    assertEmailFrequency(user, 'reauthentication');
    const nonce = newOtp();
    await db.query(
      'update auth.users set reauthentication_token = $2, reauthentication_sent_at = now() where id = $1',
      [user.id, tokenHash(user.email, nonce)],
    );
    await sendMail({ from: settings.smtpSender, to: user.email, ...renderEmail('reauthentication', nonce) });
    return c.json({});
  });

  // ---------- verify ----------
  const verifyTypes = ['signup', 'invite', 'recovery', 'magiclink', 'email', 'email_change', 'sms', 'phone_change'];
  const tokenTypesFor = (type: string): TokenType[] => {
    if (type === 'signup' || type === 'invite') return ['confirmation_token'];
    if (type === 'recovery' || type === 'magiclink') return ['recovery_token'];
    if (type === 'email_change') return ['email_change_token_new', 'email_change_token_current'];
    return ['confirmation_token', 'recovery_token'];
  };

  type Verified =
    | { kind: 'session'; session: Record<string, unknown>; type: string }
    | { kind: 'code'; code: string }
    | { kind: 'first_email_change' };

  const FIRST_EMAIL_CHANGE_MESSAGE =
    'Confirmation link accepted. Please proceed to confirm link sent to the other email';

  /** Finds the token (by hash, or by email + 6-digit code), applies it and opens a session (or PKCE code). */
  const verifyToken = async (
    c: Context,
    type: string,
    lookup: { hash: string } | { email: string; otp: string },
    invalidMessage: string,
    issueCode: boolean,
  ): Promise<Verified> =>
    db.transaction(async (tx) => {
      const expired = () => new AuthError(403, 'otp_expired', invalidMessage);
      const hashes =
        'hash' in lookup
          ? [lookup.hash]
          : [tokenHash(lookup.email, lookup.otp), `pkce_${tokenHash(lookup.email, lookup.otp)}`];
      const candidates = tokenTypesFor(type);
      const found = (
        await tx.query<{ user_id: string; token_type: TokenType; token_hash: string }>(
          `select user_id, token_type::text, token_hash from auth.one_time_tokens
             where token_hash = any($1::text[]) and token_type::text = any($2::text[])
               ${'email' in lookup ? 'and relates_to = lower($3)' : ''}`,
          'email' in lookup ? [hashes, candidates, lookup.email] : [hashes, candidates],
        )
      ).rows.sort((a, b) => candidates.indexOf(a.token_type) - candidates.indexOf(b.token_type))[0];
      if (!found) throw expired();
      let user = await reload(tx, found.user_id);
      if (user.banned_until && new Date(user.banned_until).getTime() > Date.now()) {
        throw new AuthError(403, 'user_banned', 'User is banned');
      }
      const sentAt =
        found.token_type === 'confirmation_token'
          ? user.confirmation_sent_at
          : found.token_type === 'recovery_token'
            ? user.recovery_sent_at
            : user.email_change_sent_at;
      if (!sentAt || Date.now() > new Date(sentAt).getTime() + settings.otpExpirySeconds * 1000) throw expired();
      await tx.query('delete from auth.one_time_tokens where user_id = $1 and token_type = $2', [
        user.id,
        found.token_type,
      ]);
      let method = 'otp';
      let flowMethod: string;
      if (found.token_type === 'confirmation_token') {
        flowMethod = 'email/signup';
        await confirmEmail(tx, user);
        await tx.query("update auth.users set confirmation_token = '' where id = $1", [user.id]);
      } else if (found.token_type === 'recovery_token') {
        flowMethod = type === 'recovery' ? 'recovery' : 'magiclink';
        if (!user.email_confirmed_at) await confirmEmail(tx, user);
        await tx.query("update auth.users set recovery_token = '' where id = $1", [user.id]);
      } else {
        flowMethod = 'email_change';
        const status = (user.email_change_confirm_status ?? 0) + 1;
        const needsBoth = !!user.email_change_token_current;
        if (needsBoth && status < 2) {
          await tx.query('update auth.users set email_change_confirm_status = $2 where id = $1', [user.id, status]);
          return { kind: 'first_email_change' } as const;
        }
        const newEmail = user.email_change ?? '';
        await tx.query(
          `update auth.users set email = $2::text, email_change = '', email_change_token_new = '', email_change_token_current = '',
             email_change_confirm_status = 0, email_change_sent_at = null, updated_at = now(),
             raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || jsonb_build_object('email', $2::text)
           where id = $1`,
          [user.id, newEmail],
        );
        await tx.query(
          `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text), updated_at = now()
             where user_id = $1 and provider = 'email'`,
          [user.id, newEmail],
        );
        await tx.query(
          "delete from auth.one_time_tokens where user_id = $1 and token_type::text like 'email_change%'",
          [user.id],
        );
      }
      user = await reload(tx, user.id);
      if (issueCode && found.token_hash.startsWith('pkce_')) {
        const flow = (
          await tx.query<{ auth_code: string }>(
            `update auth.flow_state set auth_code_issued_at = now(), updated_at = now()
               where id = (select id from auth.flow_state where user_id = $1 and authentication_method = $2
                           order by created_at desc limit 1)
             returning auth_code`,
            [user.id, flowMethod],
          )
        ).rows[0];
        if (!flow) throw new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
        return { kind: 'code', code: flow.auth_code } as const;
      }
      if (type === 'invite') method = 'invite';
      return { kind: 'session', type, session: await issueSession(tx, issuer, user, method, client(c)) } as const;
    });

  const confirmEmail = async (tx: Queryable, user: UserRow) => {
    await tx.query(
      `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now(),
         raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'::jsonb
       where id = $1`,
      [user.id],
    );
    await tx.query(
      `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
         where user_id = $1 and provider = 'email'`,
      [user.id],
    );
  };

  app.post('/verify', limit('verify'), async (c) => {
    const body = await readBody(c);
    const type = str(body, 'type');
    const token = str(body, 'token');
    const hash = str(body, 'token_hash');
    const email = str(body, 'email');
    const phone = str(body, 'phone');
    if (!type) throw validation('Verify requires a verification type');
    if (!token && !hash) throw validation('Verify requires either a token or a token hash');
    if (!verifyTypes.includes(type)) throw validation('Unsupported verification type');
    if (type === 'sms' || type === 'phone_change') {
      throw new AuthError(400, 'phone_provider_disabled', 'Phone logins are disabled');
    }
    let result: Verified;
    if (hash) {
      if (email || phone) throw validation('Only the token_hash and type should be provided');
      result = await verifyToken(c, type, { hash }, 'Email link is invalid or has expired', false);
    } else {
      if (email && phone) throw validation('Only an email address or phone number should be provided on verify');
      if (!email) throw validation('Only an email address or phone number should be provided on verify');
      if (!EMAIL.test(email.trim())) throw validation('Invalid email format', 422);
      result = await verifyToken(
        c,
        type,
        { email: email.trim().toLowerCase(), otp: token ?? '' },
        'Token has expired or is invalid',
        false,
      );
    }
    if (result.kind === 'first_email_change') return c.json({ msg: FIRST_EMAIL_CHANGE_MESSAGE, code: '200' });
    if (result.kind === 'session') return c.json(result.session);
    return c.json({});
  });

  app.get('/verify', limit('verify'), async (c) => {
    const type = c.req.query('type');
    const token = c.req.query('token');
    const redirect = redirectTarget(c.req.query('redirect_to'));
    if (!type) throw validation('Verify requires a verification type');
    if (!token) throw validation('Verify requires either a token or a token hash');
    if (!['signup', 'invite', 'recovery', 'magiclink', 'email_change'].includes(type)) {
      throw validation('Unsupported verification type');
    }
    const pkce = token.startsWith('pkce_');
    const withParams = (params: Record<string, string>, inQuery: boolean) => {
      const url = new URL(redirect);
      const search = new URLSearchParams(Object.entries(params).sort(([a], [b]) => a.localeCompare(b)));
      if (inQuery) for (const [name, value] of search) url.searchParams.set(name, value);
      url.hash = search.toString();
      return url.toString();
    };
    try {
      const result = await verifyToken(c, type, { hash: token }, 'Email link is invalid or has expired', true);
      if (result.kind === 'code') {
        const url = new URL(redirect);
        url.searchParams.set('code', result.code);
        return c.redirect(url.toString(), 303);
      }
      if (result.kind === 'first_email_change') {
        return c.redirect(withParams({ message: FIRST_EMAIL_CHANGE_MESSAGE, sb: '' }, pkce), 303);
      }
      const session = result.session;
      const fragment = new URLSearchParams(
        Object.entries({
          access_token: String(session.access_token),
          expires_at: String(session.expires_at),
          expires_in: String(session.expires_in),
          refresh_token: String(session.refresh_token),
          sb: '',
          token_type: 'bearer',
          type,
        }),
      );
      const url = new URL(redirect);
      url.hash = fragment.toString();
      return c.redirect(url.toString(), 303);
    } catch (error) {
      if (!(error instanceof AuthError)) throw error;
      const oauthError =
        {
          400: 'invalid_request',
          401: 'unauthorized_client',
          403: 'access_denied',
          500: 'server_error',
          503: 'temporarily_unavailable',
        }[error.status as number] ?? 'server_error';
      return c.redirect(
        withParams({ error: oauthError, error_code: error.code, error_description: error.message, sb: '' }, pkce),
        303,
      );
    }
  });

  // ---------- MFA (TOTP) ----------
  const ownFactor = async (c: Context<Env>) => {
    const factorId = c.req.param('id') ?? '';
    if (!UUID.test(factorId)) throw new AuthError(404, 'validation_failed', 'factor_id must be an UUID');
    const factor = (
      await db.query<FactorRow>(
        'select *, factor_type::text, status::text from auth.mfa_factors where id = $1 and user_id = $2',
        [factorId, c.get('caller').user.id],
      )
    ).rows[0];
    if (!factor) throw new AuthError(404, 'mfa_factor_not_found', 'Factor not found');
    return factor;
  };

  app.post('/factors', requireUser, async (c) => {
    const body = await readBody(c);
    const { user, aal } = c.get('caller');
    if (user.is_anonymous)
      throw new AuthError(403, 'no_authorization', 'Anonymous user not allowed to perform these actions');
    const factorType = str(body, 'factor_type');
    const friendlyName = str(body, 'friendly_name') ?? '';
    if (factorType === 'phone')
      throw new AuthError(422, 'mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
    if (factorType === 'webauthn') {
      throw new AuthError(422, 'mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn');
    }
    if (factorType !== 'totp') throw validation('factor_type needs to be totp, phone, or webauthn');
    const issuerName = str(body, 'issuer') || new URL(config.siteUrl).hostname;
    const result = await db.transaction(async (tx) => {
      await tx.query(
        `delete from auth.mfa_factors f where f.user_id = $1 and f.status = 'unverified'
           and f.created_at < now() - interval '${MFA_CHALLENGE_SECONDS} seconds'
           and not exists (select 1 from auth.mfa_challenges ch where ch.factor_id = f.id)`,
        [user.id],
      );
      const factors = (
        await tx.query<{ friendly_name: string | null; status: string }>(
          'select friendly_name, status::text from auth.mfa_factors where user_id = $1',
          [user.id],
        )
      ).rows;
      if (factors.some((factor) => (factor.friendly_name ?? '') === friendlyName)) {
        throw new AuthError(
          422,
          'mfa_factor_name_conflict',
          `A factor with the friendly name "${friendlyName}" for this user already exists`,
        );
      }
      if (factors.length >= MAX_FACTORS) {
        throw new AuthError(
          422,
          'too_many_enrolled_mfa_factors',
          'Maximum number of verified factors reached, unenroll to continue',
        );
      }
      if (factors.some((factor) => factor.status === 'verified') && aal !== 'aal2') {
        throw new AuthError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor');
      }
      const id = randomUUID();
      const secret = newTotpSecret();
      await tx.query(
        `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
           values ($1, $2, $3, 'totp', 'unverified', now(), now(), $4)`,
        [id, user.id, friendlyName, secret],
      );
      return { id, secret };
    });
    const label = encodeURIComponent(`${issuerName}:${user.email ?? ''}`);
    const uri = `otpauth://totp/${label}?algorithm=SHA1&digits=6&issuer=${encodeURIComponent(issuerName)}&period=30&secret=${result.secret}`;
    const qr = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    return c.json({
      id: result.id,
      type: 'totp',
      friendly_name: friendlyName,
      totp: { qr_code: qr, secret: result.secret, uri },
    });
  });

  app.post('/factors/:id/challenge', requireUser, limit('mfa'), async (c) => {
    await readBody(c);
    const factor = await ownFactor(c);
    const id = randomUUID();
    const created = new Date();
    await db.query('insert into auth.mfa_challenges (id, factor_id, created_at, ip_address) values ($1, $2, $3, $4)', [
      id,
      factor.id,
      created,
      clientIp(c),
    ]);
    await db.query('update auth.mfa_factors set last_challenged_at = $2 where id = $1', [factor.id, created]);
    return c.json({ id, type: 'totp', expires_at: Math.floor(created.getTime() / 1000) + MFA_CHALLENGE_SECONDS });
  });

  app.post('/factors/:id/verify', requireUser, limit('mfa'), async (c) => {
    const body = await readBody(c);
    const code = str(body, 'code') ?? '';
    const challengeId = str(body, 'challenge_id') ?? '';
    const factor = await ownFactor(c);
    const { user, sessionId } = c.get('caller');
    if (!code) throw validation('Code needs to be non-empty');
    const session = await db.transaction(async (tx) => {
      const challenge = UUID.test(challengeId)
        ? (
            await tx.query<{ id: string; created_at: Date; verified_at: Date | null; ip_address: string }>(
              'select id, created_at, verified_at, host(ip_address) as ip_address from auth.mfa_challenges where id = $1 and factor_id = $2',
              [challengeId, factor.id],
            )
          ).rows[0]
        : undefined;
      if (!challenge) {
        throw new AuthError(422, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
      }
      if (challenge.verified_at || challenge.ip_address !== clientIp(c)) {
        throw new AuthError(422, 'mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
      }
      if (Date.now() > new Date(challenge.created_at).getTime() + MFA_CHALLENGE_SECONDS * 1000) {
        throw new AuthError(
          422,
          'mfa_challenge_expired',
          `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`,
        );
      }
      if (!verifyTotp(factor.secret ?? '', code)) {
        return { failed: true as const };
      }
      await tx.query('update auth.mfa_challenges set verified_at = now() where id = $1', [challenge.id]);
      await tx.query("update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1", [factor.id]);
      await tx.query(
        "delete from auth.mfa_factors where user_id = $1 and id <> $2 and status = 'unverified' and factor_type = 'totp'",
        [user.id, factor.id],
      );
      await addAmrClaim(tx, sessionId, 'totp');
      await tx.query("update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1", [
        sessionId,
        factor.id,
      ]);
      await tx.query("delete from auth.sessions where user_id = $1 and id <> $2 and aal = 'aal1'", [
        user.id,
        sessionId,
      ]);
      const refreshToken = await rotateActiveToken(tx, user, sessionId);
      return {
        failed: false as const,
        session: await tokenResponse(tx, issuer, await reload(tx, user.id), sessionId, refreshToken),
      };
    });
    if (session.failed) throw new AuthError(422, 'mfa_verification_failed', 'Invalid TOTP code entered');
    return c.json(session.session);
  });

  app.delete('/factors/:id', requireUser, async (c) => {
    const factor = await ownFactor(c);
    if (factor.status === 'verified' && c.get('caller').aal !== 'aal2') {
      throw new AuthError(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor');
    }
    await db.transaction(async (tx) => {
      await tx.query('delete from auth.mfa_factors where id = $1', [factor.id]);
      const bound = await tx.query<{ id: string }>(
        "update auth.sessions set aal = 'aal1', factor_id = null where factor_id = $1 returning id",
        [factor.id],
      );
      for (const row of bound.rows) {
        await tx.query("delete from auth.mfa_amr_claims where session_id = $1 and authentication_method = 'totp'", [
          row.id,
        ]);
      }
    });
    return c.json({ id: factor.id });
  });

  // ---------- providers that an unconfigured project does not offer ----------
  app.get('/authorize', (c) => {
    const provider = c.req.query('provider') ?? '';
    throw validation(`Unsupported provider: Provider ${provider} could not be found`);
  });
  app.post('/sso', limit('signup'), async (c) => {
    await readBody(c);
    throw new AuthError(404, 'saml_provider_disabled', 'SAML 2.0 is disabled');
  });
  app.get('/user/identities/authorize', requireUser, () => {
    throw new AuthError(404, 'manual_linking_disabled', 'Manual linking is disabled');
  });
  app.delete('/user/identities/:id', requireUser, () => {
    throw new AuthError(404, 'manual_linking_disabled', 'Manual linking is disabled');
  });

  return app;
}
