export { ConfigError, DEFAULT_ANON_KEY, DEFAULT_SERVICE_ROLE_KEY, resolveConfig } from './config';
export type { AccessTokenClaims, BearerIdentity, Database, Queryable, ServerConfig, ServerContext } from './context';
export { MigrationError } from './db/migrate';
export { type RunningServer, type StartServerOptions, startServer } from './server';
