/**
 * An HTTP-level fake of the Supabase endpoints this package calls, for MSW in stories (browser) and unit tests
 * (node). The real supabase-js client runs against it, so requests, headers and response parsing are the real
 * ones; only the server is scripted. Handlers are grouped by name (auth, profile, transactions, metrics,
 * setupRequests) so a story overrides one group.
 */
import type { Session, SupportedStorage, User } from '@supabase/supabase-js';
import { delay, HttpResponse, http, type RequestHandler } from 'msw';
import { type ArdenaSupabaseClient, createSupabaseClient } from '../client/client';
import type { BusinessMetrics, Profile, TransactionRow } from '../data/accountApi';

/** The backend the fake answers for: MSW intercepts every request to this URL. */
export const fakeConnection = { url: 'http://127.0.0.1:54321', anonKey: 'sb_publishable_fake-key-for-tests' } as const;
const api = fakeConnection.url;
export const fakePassword = 'correct-horse-battery';

function fakeUser(id: string, email: string, metadata: Record<string, unknown>): User {
  return {
    id,
    aud: 'authenticated',
    role: 'authenticated',
    email,
    email_confirmed_at: '2026-01-05T09:00:00Z',
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: metadata,
    // One email identity, as the auth server gives every password user (a sign-up answered with none means the
    // address is already registered).
    identities: [
      {
        identity_id: `${id.slice(0, -4)}1d00`,
        id,
        user_id: id,
        identity_data: { sub: id, email, email_verified: true },
        provider: 'email',
        last_sign_in_at: '2026-01-05T09:00:00Z',
        created_at: '2026-01-05T09:00:00Z',
        updated_at: '2026-01-05T09:00:00Z',
      },
    ],
    factors: [],
    created_at: '2026-01-05T09:00:00Z',
    updated_at: '2026-01-05T09:00:00Z',
  };
}

export const consumerUser = fakeUser('0b7f4c1e-1f1a-4c55-9a55-3d2b8a7c0001', 'mia.jansen@example.com', {
  userType: 'consumer',
  firstName: 'Mia',
  lastName: 'Jansen',
});

export const businessUser = fakeUser('0b7f4c1e-1f1a-4c55-9a55-3d2b8a7c0002', 'finance@harbourgoods.example', {
  userType: 'business',
  firstName: 'Tomas',
  lastName: 'Berg',
  businessName: 'Harbour Goods BV',
});

export const consumerProfile: Profile = {
  user_id: consumerUser.id,
  user_type: 'consumer',
  first_name: 'Mia',
  last_name: 'Jansen',
  email: consumerUser.email ?? null,
  business_name: null,
  company_number: null,
  country: null,
};

export const businessProfile: Profile = {
  user_id: businessUser.id,
  user_type: 'business',
  first_name: 'Tomas',
  last_name: 'Berg',
  email: businessUser.email ?? null,
  business_name: 'Harbour Goods BV',
  company_number: 'NL-81234567',
  country: 'Netherlands',
};

const users = [consumerUser, businessUser];

function base64Url(value: string): string {
  return btoa(value).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

/** A session as the auth server issues it (the token is well-formed but unsigned: the fake never checks it). */
export function sessionFor(user: User): Session {
  const expiresAt = Math.floor(Date.now() / 1000) + 3600;
  const claims = { sub: user.id, email: user.email, role: 'authenticated', aud: 'authenticated', exp: expiresAt };
  return {
    access_token: `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(claims))}.fake`,
    refresh_token: `refresh-${user.id}`,
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: expiresAt,
    user,
  };
}

/** A storage for one client, optionally holding a signed-in session, so stories never share a session. */
export function memoryStorage(signedIn?: User): SupportedStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  if (signedIn) {
    const key = `sb-${new URL(`${api}/`).hostname.split('.')[0]}-auth-token`;
    entries.set(key, JSON.stringify(sessionFor(signedIn)));
  }
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => {
      entries.set(key, value);
    },
    removeItem: (key) => {
      entries.delete(key);
    },
  };
}

/** A real supabase-js client for the fake backend, with its own storage. */
export function fakeClient(signedIn?: User): Promise<ArdenaSupabaseClient> {
  return createSupabaseClient(fakeConnection, {
    storage: memoryStorage(signedIn),
    autoRefreshToken: false,
    detectSessionInUrl: false,
  });
}

/**
 * An auth error as the server writes it: supabase-js sends `X-Supabase-Api-Version: 2024-01-01`, which gets
 * `{ code, message }` with the version echoed; a request without it gets the legacy `{ code, error_code, msg }`.
 * Both carry the code in `x-sb-error-code` (apps/local-supabase/src/auth/errors.ts does the same).
 */
function authError(
  request: Request,
  status: number,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
) {
  const version = request.headers.get('x-supabase-api-version');
  const headers: Record<string, string> = { 'x-sb-error-code': code };
  if (version && version >= authApiVersion) {
    headers['X-Supabase-Api-Version'] = authApiVersion;
    return HttpResponse.json({ code, message, ...extra }, { status, headers });
  }
  return HttpResponse.json({ code: status, error_code: code, msg: message, ...extra }, { status, headers });
}

const authApiVersion = '2024-01-01';

/** A request the fake received, and its answer's status once it has answered (`pending` until then, or for ever). */
export interface HandledRequest {
  method: string;
  /** Path without the origin, for example `/rest/v1/transactions` or `/auth/v1/token`. */
  path: string;
  /** The answer's status; 0 for a dropped connection; `pending` while the fake holds the request. */
  status: number | 'pending';
}

const handled: HandledRequest[] = [];

/** Every request the fake has received since the last `resetHandledRequests()`, oldest first. */
export function handledRequests(): readonly HandledRequest[] {
  return handled;
}

/** Forgets the received requests (each story starts with none). */
export function resetHandledRequests(): void {
  handled.length = 0;
}

/** Records a request when it arrives and its status when the resolver answers. */
function recorded<Args extends { request: Request }>(resolve: (args: Args) => Promise<Response> | Response) {
  return async (args: Args) => {
    const entry: HandledRequest = {
      method: args.request.method,
      path: new URL(args.request.url).pathname,
      status: 'pending',
    };
    handled.push(entry);
    const response = await resolve(args);
    entry.status = response.type === 'error' ? 0 : response.status;
    return response;
  };
}

export type SignInBehaviour = 'ok' | 'invalidCredentials' | 'emailNotConfirmed' | 'slow';
export type SignUpBehaviour =
  | 'confirmEmail'
  | 'alreadyRegistered'
  | 'weakPassword'
  | 'disabled'
  | 'rateLimited'
  | 'slow';
/** The password-reset email request: sent, refused by the server's email rate limit, or never answered. */
export type RecoverBehaviour = 'ok' | 'rateLimited' | 'slow';
/** Saving a new password: saved, refused because it equals the old one, or never answered. */
export type UpdateUserBehaviour = 'ok' | 'samePassword' | 'slow';

export interface AuthHandlerOptions {
  signIn?: SignInBehaviour;
  signUp?: SignUpBehaviour;
  recover?: RecoverBehaviour;
  updateUser?: UpdateUserBehaviour;
  /** Status the logout endpoint answers; 401/403/404 must still count as signed out. */
  signOutStatus?: 204 | 401 | 403 | 404 | 500;
}

const emailRateLimitMessage = 'For security purposes, you can only request this after 56 seconds.';

/** The auth service: password sign-in, sign-up, sign-out, resend, recover and user update. */
export function authHandlers({
  signIn = 'ok',
  signUp = 'confirmEmail',
  recover = 'ok',
  updateUser = 'ok',
  signOutStatus = 204,
}: AuthHandlerOptions = {}) {
  return [
    http.post(
      `${api}/auth/v1/token`,
      recorded(async ({ request }) => {
        if (signIn === 'slow') await delay('infinite');
        const body = (await request.json()) as { email?: string; password?: string };
        if (signIn === 'emailNotConfirmed')
          return authError(request, 400, 'email_not_confirmed', 'Email not confirmed');
        const user = users.find((candidate) => candidate.email === body.email);
        if (signIn === 'invalidCredentials' || !user || body.password !== fakePassword) {
          return authError(request, 400, 'invalid_credentials', 'Invalid login credentials');
        }
        return HttpResponse.json(sessionFor(user));
      }),
    ),
    http.post(
      `${api}/auth/v1/signup`,
      recorded(async ({ request }) => {
        if (signUp === 'slow') await delay('infinite');
        if (signUp === 'rateLimited')
          return authError(request, 429, 'over_email_send_rate_limit', emailRateLimitMessage);
        const body = (await request.json()) as { email: string; data?: Record<string, unknown> };
        if (signUp === 'alreadyRegistered') {
          // With email confirmation on, a registered address is answered like a new one, but with no identities.
          return HttpResponse.json({
            ...fakeUser('0b7f4c1e-1f1a-4c55-9a55-3d2b8a7c0098', body.email, {}),
            email_confirmed_at: null,
            identities: [],
          });
        }
        if (signUp === 'weakPassword') {
          return authError(request, 422, 'weak_password', 'Password should be at least 8 characters.', {
            weak_password: { reasons: ['length'] },
          });
        }
        if (signUp === 'disabled') {
          return authError(request, 422, 'signup_disabled', 'Signups not allowed for this instance');
        }
        // With email confirmation on, the server answers with the new, unconfirmed user and no session.
        return HttpResponse.json({
          ...fakeUser('0b7f4c1e-1f1a-4c55-9a55-3d2b8a7c0099', body.email, body.data ?? {}),
          email_confirmed_at: null,
        });
      }),
    ),
    http.post(
      `${api}/auth/v1/logout`,
      recorded(({ request }) =>
        signOutStatus === 204
          ? new HttpResponse(null, { status: 204 })
          : authError(
              request,
              signOutStatus,
              signOutStatus === 500 ? 'unexpected_failure' : 'session_expired',
              'Logout failed',
            ),
      ),
    ),
    http.post(
      `${api}/auth/v1/resend`,
      recorded(() => HttpResponse.json({})),
    ),
    http.post(
      `${api}/auth/v1/recover`,
      recorded(async ({ request }) => {
        if (recover === 'slow') await delay('infinite');
        if (recover === 'rateLimited') {
          return authError(request, 429, 'over_email_send_rate_limit', emailRateLimitMessage);
        }
        return HttpResponse.json({});
      }),
    ),
    http.get(
      `${api}/auth/v1/user`,
      recorded(() => HttpResponse.json(consumerUser)),
    ),
    http.put(
      `${api}/auth/v1/user`,
      recorded(async ({ request }) => {
        if (updateUser === 'slow') await delay('infinite');
        if (updateUser === 'samePassword') {
          return authError(request, 422, 'same_password', 'New password should be different from the old password.');
        }
        return HttpResponse.json(consumerUser);
      }),
    ),
  ];
}

/**
 * The URL fragment of an email link as the auth server redirects with it (implicit flow): a signed-in session for
 * `user` and the link's type. Put it in `location.hash` before creating a client with `detectSessionInUrl` to open
 * a page from a password-reset (`recovery`) or sign-up confirmation (`signup`) link.
 */
export function emailLinkFragment(type: 'recovery' | 'signup', user: User = consumerUser): string {
  const session = sessionFor(user);
  return new URLSearchParams({
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: session.refresh_token,
    token_type: session.token_type,
    type,
  }).toString();
}

/** `profiles`: the given row for whoever asks, none, or a server error. */
export function profileHandlers(profile: Profile | null | 'error' | 'slow') {
  return [
    http.get(
      `${api}/rest/v1/profiles`,
      recorded(async () => {
        if (profile === 'slow') await delay('infinite');
        if (profile === 'error') {
          return HttpResponse.json(
            { code: '42501', message: 'permission denied for table profiles', details: null, hint: null },
            { status: 403 },
          );
        }
        return HttpResponse.json(profile && profile !== 'slow' ? [profile] : []);
      }),
    ),
  ];
}

const merchants = ['Albert Heijn', 'NS Reizen', 'Bol.com', 'Spotify', 'Salary — Harbour Goods BV', 'Coolblue', 'Eneco'];

/** `count` deterministic transactions, newest first, a day apart from a fixed date. */
export function sampleTransactions(count: number): TransactionRow[] {
  const newest = Date.UTC(2026, 10, 20, 14, 30);
  return Array.from({ length: count }, (_, index) => {
    const credit = index % 7 === 4;
    return {
      id: `tx-${String(index + 1).padStart(3, '0')}`,
      transaction_date: new Date(newest - index * 86_400_000).toISOString(),
      merchant_name: merchants[index % merchants.length] as string,
      description: index % 5 === 3 ? null : credit ? 'Monthly salary' : `Card payment ${index + 1}`,
      transaction_type: credit ? 'credit' : 'debit',
      amount: credit ? 3250 : Math.round((12.5 + ((index * 37) % 180)) * 100) / 100,
      currency: 'USD',
    };
  });
}

/** What a data endpoint does instead of answering with rows: a server error, no answer at all, or a dropped connection. */
export type DataFailure = 'error' | 'slow' | 'networkError';

/**
 * Answers for a PostgREST request that does not return data. 'networkError' drops the connection (supabase-js then
 * reports `TypeError: Failed to fetch`); 'slow' never answers.
 */
async function dataFailure(failure: DataFailure, serverError: () => Response): Promise<Response> {
  if (failure === 'slow') await delay('infinite');
  if (failure === 'networkError') return HttpResponse.error();
  return serverError();
}

export interface AnswerOptions {
  /** Answer only after this many milliseconds, as a slow connection or a busy server would. */
  delayMs?: number;
}

const isFailure = (value: unknown): value is DataFailure =>
  value === 'error' || value === 'slow' || value === 'networkError';

/** `transactions` with server-side paging (`offset`/`limit`) and an exact count in `Content-Range`. */
export function transactionHandlers(rows: TransactionRow[] | DataFailure, { delayMs = 0 }: AnswerOptions = {}) {
  return [
    http.get(
      `${api}/rest/v1/transactions`,
      recorded(async ({ request }) => {
        if (delayMs) await delay(delayMs);
        if (isFailure(rows)) {
          return dataFailure(rows, () =>
            HttpResponse.json(
              { code: '42501', message: 'permission denied for table transactions', details: null, hint: null },
              // Not 503: postgrest-js retries that status with backoff, which would hide the failure for seconds.
              { status: 403 },
            ),
          );
        }
        const params = new URL(request.url).searchParams;
        const offset = Number(params.get('offset') ?? 0);
        const limit = Number(params.get('limit') ?? rows.length);
        const page = rows.slice(offset, offset + limit);
        const range = page.length ? `${offset}-${offset + page.length - 1}` : '*';
        return HttpResponse.json(page, {
          status: page.length < rows.length ? 206 : 200,
          headers: { 'Content-Range': `${range}/${rows.length}` },
        });
      }),
    ),
  ];
}

/** Transactions with long merchant names and descriptions, large amounts and other currencies (layout limits). */
export function longTransactions(count: number): TransactionRow[] {
  return sampleTransactions(count).map((row, index) => ({
    ...row,
    merchant_name:
      index % 2 === 0 ? 'Rijksmuseum Amsterdam Stichting Museumwinkel en Horeca Exploitatie BV' : row.merchant_name,
    description:
      index % 3 === 0
        ? 'Recurring card payment for annual membership renewal, including the family supplement and two guest passes'
        : row.description,
    amount: index % 4 === 1 ? 1_284_906.75 : row.amount,
    currency: index % 5 === 2 ? 'EUR' : row.currency,
  }));
}

export const sampleMetrics: BusinessMetrics = {
  totalRevenue: 184_250.4,
  transactions: 1_284,
  activeCustomers: 312,
  settlementStatus: 'active',
};

/** The `business_metrics()` RPC: the given metrics, `null` for a business without data, or a failure. */
export function metricsHandlers(metrics: BusinessMetrics | null | DataFailure, { delayMs = 0 }: AnswerOptions = {}) {
  return [
    http.post(
      `${api}/rest/v1/rpc/business_metrics`,
      recorded(async () => {
        if (delayMs) await delay(delayMs);
        if (isFailure(metrics)) {
          return dataFailure(metrics, () =>
            HttpResponse.json(
              {
                code: 'PGRST202',
                message: 'Could not find the function public.business_metrics without parameters in the schema cache',
                details: null,
                hint: null,
              },
              { status: 404 },
            ),
          );
        }
        return HttpResponse.json(metrics);
      }),
    ),
  ];
}

/** Inserts into `setup_requests`; `onInsert` sees each row. `fail` answers as row-level security refusing it. */
export function setupRequestHandlers(onInsert?: (row: unknown) => void, fail = false) {
  return [
    http.post(
      `${api}/rest/v1/setup_requests`,
      recorded(async ({ request }) => {
        onInsert?.(await request.json());
        if (fail) {
          return HttpResponse.json(
            { code: '42501', message: 'new row violates row-level security policy', details: null, hint: null },
            { status: 403 },
          );
        }
        return new HttpResponse(null, { status: 201 });
      }),
    ),
  ];
}

export type FakeHandlerGroups = Record<
  'auth' | 'profile' | 'transactions' | 'metrics' | 'setupRequests',
  RequestHandler[]
>;

/** A consistent backend: a consumer with 60 transactions, a business with metrics. */
export function defaultHandlers(): FakeHandlerGroups {
  return {
    auth: authHandlers(),
    profile: profileHandlers(consumerProfile),
    transactions: transactionHandlers(sampleTransactions(60)),
    metrics: metricsHandlers(sampleMetrics),
    setupRequests: setupRequestHandlers(),
  };
}
