/**
 * The seam between the server's parts: the auth service (src/auth), the data API (src/rest) and the mailbox.
 * Each part gets a ServerContext and returns a Hono sub-app; src/server.ts mounts them.
 */

/** Result of one SQL statement. */
export interface QueryResult<Row = Record<string, unknown>> {
  rows: Row[];
  /** Rows changed by INSERT/UPDATE/DELETE, when the driver reports it. */
  affectedRows?: number;
  fields: Array<{ name: string; dataTypeID: number }>;
}

/** Something that runs parameterised SQL ($1, $2, …): the database or an open transaction. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>>;
}

/** The database: embedded PGlite by default, a real Postgres when DATABASE_URL is set. Same SQL on both. */
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction (BEGIN … COMMIT, ROLLBACK when it throws). Calls are serialised on PGlite. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements without parameters (migrations, seed). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

/** JWT claims of a user's access token, as Supabase issues them. */
export interface AccessTokenClaims {
  sub: string;
  role: string;
  aud: string | string[];
  exp: number;
  iat: number;
  iss: string;
  email?: string;
  phone?: string;
  session_id: string;
  aal: 'aal1' | 'aal2';
  amr?: Array<{ method: string; timestamp: number }>;
  is_anonymous?: boolean;
  app_metadata?: Record<string, unknown>;
  user_metadata?: Record<string, unknown>;
  [claim: string]: unknown;
}

/** Who a request's `Authorization: Bearer …` (or `apikey`) makes the caller. */
export type BearerIdentity =
  | { kind: 'anon' }
  | { kind: 'service_role' }
  | { kind: 'user'; claims: AccessTokenClaims }
  | {
      kind: 'invalid';
      /** expired: past `exp`; invalid: bad signature, malformed or wrong alg; session_not_found: signed out. */
      reason: 'expired' | 'invalid' | 'session_not_found';
      message: string;
    };

export interface ServerConfig {
  host: string;
  port: number;
  mailboxPort: number;
  /** Public site origin used in email links (SITE_URL). */
  siteUrl: string;
  /** The public URL of this API (API_EXTERNAL_URL), used as JWT issuer base and in email links. */
  apiUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  /** Directory of supabase/migrations and seed.sql. */
  supabaseDir: string;
}

export interface ServerContext {
  config: ServerConfig;
  db: Database;
  /** Classifies a bearer token or API key; checks signature, expiry and that the session still exists. */
  identify(token: string | undefined): Promise<BearerIdentity>;
}
